import { afterEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";

describe("a PostgreSQL server that cannot be reached", () => {
  const saved = { ...process.env };
  afterEach(async () => {
    await closeDb().catch(() => {});
    process.env = saved;
    resetEnvCache();
  });

  it("names the setting, the server and the database, never the password", async () => {
    // Port 1: nothing listens there, so the connection is refused at once.
    process.env = { ...saved, DATABASE_URL: "postgres://procelia:Cuve-inox-316L@127.0.0.1:1/site" };
    resetEnvCache();
    const failure = await getDb().then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(
      /^cannot connect to the PostgreSQL database site at 127\.0\.0\.1:1 \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    expect(failure?.message).not.toContain("Cuve-inox-316L");
  });
});
