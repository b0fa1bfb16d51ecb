import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connection, type Database } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import { altchaSolutions } from "~/platform/database/schema";
import { claimSolution, purgeExpiredSolutions } from "~/site/contact/altcha-solutions.server";
import {
  newChallenge,
  resetChallengeSecrets,
  verifyChallenge,
} from "~/site/contact/challenge.server";
import { solvedChallenge } from "../../../../tests/integration/contact-proof";
import { configure, everyDatabase, startApp, stopApp } from "../../../../tests/integration/harness";

/**
 * A solved proof of work is good for one request on the whole site: another instance on the same
 * database, or the same one after a restart, refuses it again.
 */

afterAll(stopApp);

describe.each(everyDatabase)("a solved challenge used twice ($name)", (database) => {
  let db: Database;
  /** A second instance: its own connections to the same PostgreSQL database (PGlite: the same). */
  let other: Database;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    db = await startApp(database);
    // Every instance of one site shares the key, as production requires.
    configure({ ALTCHA_HMAC_KEY: "a-shared-key-for-the-tests-0123456789abcdef" });
    resetChallengeSecrets();
    pool = process.env.DATABASE_URL
      ? new pg.Pool({ connectionString: process.env.DATABASE_URL })
      : undefined;
    other = pool ? (drizzle(pool, { schema }) as unknown as Database) : db;
  });
  afterAll(async () => {
    await pool?.end();
  });

  const solved = async () => solvedChallenge(await newChallenge(Date.now() - 60_000));

  it("is accepted by one instance only, even when both check it at once", async () => {
    const altcha = await solved();
    const verdicts = await Promise.all([
      verifyChallenge(altcha, Date.now(), db),
      verifyChallenge(altcha, Date.now(), other),
    ]);
    expect(verdicts.map((verdict) => verdict.status).sort()).toEqual(["failed", "solved"]);
    expect((await verifyChallenge(altcha, Date.now(), other)).status).toBe("failed");
    // Another solution is still welcome on either.
    expect((await verifyChallenge(await solved(), Date.now(), other)).status).toBe("solved");
  });

  it("is refused after a restart", async () => {
    const altcha = await solved();
    expect((await verifyChallenge(altcha)).status).toBe("solved");
    // What a restart leaves: nothing in memory, the database as it was.
    await closeDb();
    resetChallengeSecrets();
    db = (await connection()).db;
    expect((await verifyChallenge(altcha)).status).toBe("failed");
  });

  it("is kept until its challenge expires, then purged", async () => {
    const before = (await db.select().from(altchaSolutions)).length;
    expect(before).toBeGreaterThan(0);
    const rows = await db.select().from(altchaSolutions);
    const hour = 3_600_000;
    for (const row of rows) {
      // Two hours from the challenge's issue, a minute ago.
      const left = row.expiresAt.getTime() - Date.now();
      expect(left).toBeGreaterThan(hour);
      expect(left).toBeLessThanOrEqual(2 * hour);
    }
    expect(await claimSolution(db, "an-old-signature", new Date(Date.now() - 1000))).toBe(true);
    expect(await purgeExpiredSolutions(db)).toBe(1);
    expect(await db.select().from(altchaSolutions)).toHaveLength(before);
  });
});
