import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { env, resetEnvCache } from "~/platform/runtime/env.server";
import { BUILD_INFO, sourceFingerprint } from "../../../../scripts/build-info.mjs";
import type { CheckStatus, CheckValues } from "./types";

/** "24.11" is older than "24.21.0": compares major, minor, patch as numbers. */
export function atLeast(version: string, wanted: string): boolean {
  const have = version.split(".").map(Number);
  const need = wanted.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

/**
 * The Node running this and the one the site runs on: `npm ci` puts the project's Node (the
 * `node` package) in node_modules/.bin/node, which the systemd unit starts.
 */
export function checkNode(root: string): { status: CheckStatus; values: CheckValues["node"] } {
  const engines = readJson(join(root, "package.json"))?.engines as { node?: string } | undefined;
  const wanted = (engines?.node ?? "24").replace(/^>=\s*/, "");
  const version = process.versions.node;
  const binary = process.execPath;
  if (!atLeast(version, wanted)) {
    return { status: "fail", values: { reason: "too-old", version, wanted, binary } };
  }
  const projectBinary = join(root, "node_modules/.bin/node");
  if (!existsSync(projectBinary)) {
    return { status: "fail", values: { reason: "no-project-binary", projectBinary, version } };
  }
  const projectVersion = String(
    readJson(join(root, "node_modules/node/package.json"))?.version ?? "",
  );
  if (projectVersion && !atLeast(projectVersion, wanted)) {
    return {
      status: "fail",
      values: { reason: "project-binary-too-old", projectBinary, projectVersion, wanted },
    };
  }
  const same = realpathSync(projectBinary) === realpathSync(binary);
  return {
    status: same ? "ok" : "warn",
    values: { reason: same ? "ok" : "other-binary", version, binary, projectBinary },
  };
}

/** Settings the site starts without but an operator wants in production. */
function productionAdvice(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const missing: string[] = [];
  if (!set("DATABASE_URL")) missing.push("DATABASE_URL");
  if (!set("METRICS_TOKEN")) missing.push("METRICS_TOKEN");
  if (set("DATABASE_URL") && !set("SECRETS_KEY")) missing.push("SECRETS_KEY");
  return missing;
}

/**
 * The settings as the site reads them (app/platform/runtime/env.server.ts): a value the site would refuse
 * at start fails here with the same words.
 */
export function checkEnvironment(source: string): {
  status: CheckStatus;
  values: CheckValues["environment"];
  valid: boolean;
} {
  const mode = process.env.NODE_ENV ?? "development";
  resetEnvCache();
  try {
    env();
  } catch (error) {
    const problems = (error as Error).message.replace(/^Invalid environment: /, "").split("; ");
    return { status: "fail", valid: false, values: { reason: "invalid", mode, source, problems } };
  }
  const missing = mode === "production" ? productionAdvice(process.env) : [];
  return missing.length > 0
    ? { status: "warn", valid: true, values: { reason: "advice", mode, source, missing } }
    : { status: "ok", valid: true, values: { reason: "ok", mode, source } };
}

/**
 * The build and its sources (scripts/build-info.mjs): in production a release is built once and
 * never changed, so a build that no longer matches its sources was edited in place.
 */
export function checkBuild(
  root: string,
  production: boolean,
): { status: CheckStatus; values: CheckValues["build"] } {
  const problem = production ? "fail" : "warn";
  if (!existsSync(join(root, "build/server/index.js"))) {
    return { status: problem, values: { reason: "missing", production } };
  }
  const recorded = readJson(join(root, BUILD_INFO)) as
    | { version?: string; commit?: string; sources?: string }
    | undefined;
  if (!recorded?.sources) {
    return { status: problem, values: { reason: "unrecorded", production } };
  }
  const id = `${recorded.version ?? "?"}+${recorded.commit ?? "?"}`;
  if (recorded.sources !== sourceFingerprint(root)) {
    return { status: problem, values: { reason: "stale", production, recorded: id } };
  }
  return {
    status: "ok",
    values: { reason: "ok", version: recorded.version ?? "?", commit: recorded.commit ?? "?" },
  };
}
