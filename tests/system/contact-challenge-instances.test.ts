import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedChallengeFrom } from "../integration/contact-proof";
import { adminUrl, freshDatabase } from "./nginx";
import { type RunningServer, startServer, validContact } from "./server";

/**
 * A solved proof of work is accepted once on the whole site: two instances of the built server on
 * one PostgreSQL database, and one of them restarted. The replay is stored and held for review
 * (never refused), so the visitor's answer does not tell a script which copy worked.
 */

describe.runIf(adminUrl)("one solution, two instances and a restart", () => {
  let admin: pg.Client;
  let db: pg.Client;
  let databaseUrl: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    databaseUrl = await freshDatabase(admin, "procelia_altcha");
    // The key is derived from the database password both instances share (docs/configuration.md).
    servers.push(await startServer({ DATABASE_URL: databaseUrl, HOST: "127.0.0.1" }));
    servers.push(await startServer({ DATABASE_URL: databaseUrl, HOST: "127.0.0.1" }));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.end();
    await admin?.end();
  });

  const send = async (url: string, altcha: string, n: number) => {
    const res = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact(n), altcha }),
    });
    return res.status;
  };
  /** Whether each request's proof of work failed (sent at once, it is also "fast": a reason of its own). */
  const failedProof = async () =>
    (
      await db.query<{ name: string; triage: string; spam_reasons: string[] }>(
        "select name, triage, spam_reasons from leads order by id",
      )
    ).rows.map((row) => [row.name, row.spam_reasons.includes("challenge_failed")]);

  it("is accepted by the first instance, and held on the other and after a restart", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const altcha = await solvedChallengeFrom(first.url);
    // Answered alike, stored alike: only the triage differs.
    expect(await send(first.url, altcha, 1)).toBe(201);
    expect(await send(second.url, altcha, 2)).toBe(201);

    await first.stop();
    const restarted = await startServer({ DATABASE_URL: databaseUrl, HOST: "127.0.0.1" });
    servers[0] = restarted;
    expect(await send(restarted.url, altcha, 3)).toBe(201);
    // A fresh solution is still welcome after the restart.
    expect(await send(restarted.url, await solvedChallengeFrom(second.url), 5)).toBe(201);

    expect(await failedProof()).toEqual([
      ["Ingénieur 1", false],
      ["Ingénieur 2", true],
      ["Ingénieur 3", true],
      ["Ingénieur 5", false],
    ]);
    const held = await db.query<{ name: string }>("select name from leads where triage = 'held'");
    expect(held.rows.map((row) => row.name).sort()).toEqual(["Ingénieur 2", "Ingénieur 3"]);
    const used = await db.query<{ count: string }>("select count(*) from altcha_solutions");
    expect(Number(used.rows[0]?.count)).toBe(2);
  }, 180_000);
});
