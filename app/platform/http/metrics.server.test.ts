import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "~/platform/runtime/env.server";
import { bearerMatches, countContactRequest, metrics } from "./metrics.server";

const TOKEN = "0123456789abcdef-scrape";

describe("metrics", () => {
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    resetEnvCache();
  });

  it("accepts only the exact bearer token", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, "", "Bearer ", TOKEN, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false);
    }
  });

  it("refuses a METRICS_TOKEN shorter than 16 characters at start", () => {
    process.env.METRICS_TOKEN = "short";
    expect(() => env()).toThrow(/METRICS_TOKEN/);
    resetEnvCache();
    process.env.METRICS_TOKEN = TOKEN;
    expect(env().METRICS_TOKEN).toBe(TOKEN);
  });

  it("names the release the instance runs, so a dashboard sees a rolling upgrade", async () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const text = await metrics().registry.getSingleMetricAsString("procelia_build_info");
    expect(text).toMatch(
      new RegExp(
        `^procelia_build_info\\{version="${version.replaceAll(".", "\\.")}",commit="[^"]+"\\} 1$`,
        "m",
      ),
    );
  });

  it("counts contact requests by outcome in the exposition text", async () => {
    // This one series only: the whole registry would also read the database.
    const exposition = () =>
      metrics().registry.getSingleMetricAsString("procelia_contact_requests_total");
    const count = (text: string) =>
      Number(/^procelia_contact_requests_total\{outcome="rate_limited"\} (\d+)/m.exec(text)?.[1]);
    const before = count(await exposition());
    countContactRequest("rate_limited");
    countContactRequest("rate_limited");
    expect(count(await exposition()) - before).toBe(2);
    expect(await exposition()).toMatch(/^procelia_contact_requests_total\{outcome="stored"\} 0$/m);
  });
});
