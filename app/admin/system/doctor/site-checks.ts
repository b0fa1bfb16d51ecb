import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { company } from "~/platform/content/company";
import { isReservedExampleDomain, sampleIdentityParts } from "~/platform/content/company-checks";
import { env, isLoopbackHost } from "~/platform/runtime/env.server";
import type { CheckStatus, CheckValues } from "./types";

/** The address the prerendered home page was built for (its canonical link), if there is one. */
function builtFor(root: string): string | undefined {
  const home = join(root, "build/client/index.html");
  if (!existsSync(home)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, "utf8"))?.[1];
  return canonical?.replace(/\/$/, "");
}

/**
 * PUBLIC_SITE_URL is in every canonical link, the sitemap, the feeds, the previews and the links
 * of the e-mails: in production it must be the site's real public address, and the prerendered
 * pages must have been built with it.
 */
export function checkPublicUrl(root: string): {
  status: CheckStatus;
  values: CheckValues["public-url"];
} {
  const config = env();
  const production = config.NODE_ENV === "production";
  const url = config.PUBLIC_SITE_URL;
  const problem = production ? "fail" : "ok";
  if (!process.env.PUBLIC_SITE_URL?.trim()) {
    return { status: problem, values: { reason: "unset", production, fallback: url } };
  }
  const { hostname, protocol } = new URL(url);
  if (isLoopbackHost(hostname) || hostname === "0.0.0.0" || hostname.endsWith(".localhost")) {
    return { status: problem, values: { reason: "local", url, production } };
  }
  if (isReservedExampleDomain(hostname)) {
    return { status: problem, values: { reason: "example", url, production } };
  }
  const built = builtFor(root);
  if (built !== undefined && built !== url) {
    return {
      status: production ? "fail" : "warn",
      values: { reason: "build-differs", url, builtFor: built, production },
    };
  }
  if (protocol !== "https:" && production) {
    return { status: "warn", values: { reason: "not-https", url, production } };
  }
  return { status: "ok", values: { reason: "ok", url, production } };
}

/** The company identity (app/platform/content/company.ts) while it is still the sample shipped with the site. */
export function checkIdentity(): { status: CheckStatus; values: CheckValues["identity"] } {
  const parts = sampleIdentityParts(company);
  return parts.length > 0
    ? { status: "warn", values: { reason: "sample", parts } }
    : { status: "ok", values: { reason: "ok", name: company.legalName } };
}
