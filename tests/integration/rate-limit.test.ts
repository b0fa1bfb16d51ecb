import { afterAll, describe, expect, it } from "vitest";
import { createLimiter, takePoint } from "~/platform/http/rate-limit.server";
import { everyDatabase, postgresDatabase, startApp, stopApp } from "./harness";

afterAll(stopApp);

describe.each(everyDatabase)("rate limits ($name)", (database) => {
  it("refuses the point past the limit, with the seconds to wait", async () => {
    await startApp(database);
    const limiter = await createLimiter({ keyPrefix: "t1", points: 2, durationSeconds: 60 });
    expect(await takePoint(limiter, "198.51.100.1")).toBeUndefined();
    expect(await takePoint(limiter, "198.51.100.1")).toBeUndefined();
    const wait = await takePoint(limiter, "198.51.100.1");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await takePoint(limiter, "198.51.100.2")).toBeUndefined();
  });
});

const postgres = postgresDatabase;
describe.runIf(postgres)("rate limits shared by instances (PostgreSQL)", () => {
  it("counts one visitor once across instances: concurrent requests never overrun the limit", async () => {
    await startApp(postgres as NonNullable<typeof postgres>);
    // Two limiters over the same table stand for two instances of the site.
    const first = await createLimiter({ keyPrefix: "t2", points: 10, durationSeconds: 60 });
    const second = await createLimiter({ keyPrefix: "t2", points: 10, durationSeconds: 60 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => takePoint(n % 2 ? first : second, "198.51.100.3")),
    );
    expect(results.filter((wait) => wait === undefined)).toHaveLength(10);
  });
});
