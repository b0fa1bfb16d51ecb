import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "~/platform/database/db.server";
import { leads } from "~/platform/database/schema";
import { resetEnvCache } from "~/platform/runtime/env.server";
import { migratedDataDir, postContact, startServer, validContact } from "./server";

type Env = { DATA_DIR?: string; DATABASE_URL?: string };

const targets: { name: string; env: () => Env }[] = [
  { name: "PGlite", env: () => ({ DATA_DIR: migratedDataDir() }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", env: () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL }) }]
    : []),
];

afterAll(closeDb);

describe.each(targets)("kill -9 during a burst of contact requests ($name)", (target) => {
  it("loses none of the requests acknowledged with 201", async () => {
    const env = target.env();
    const server = await startServer({ DATABASE_URL: undefined, ...env });
    const acknowledged: number[] = [];
    let sent = 0;
    let killed = false;

    // 8 clients submit continuously; the server is killed once 150 requests were acknowledged.
    const client = async () => {
      while (!killed) {
        const n = ++sent;
        try {
          const { status, id } = await postContact(server.url, validContact(n));
          if (status === 201 && id) acknowledged.push(id);
        } catch {
          // Connection reset by the kill: not acknowledged, so not promised.
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          await server.kill9();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // Open the same database again, as the next start would.
    await closeDb();
    if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
    else {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = env.DATA_DIR;
    }
    resetEnvCache();
    const db = await getDb();
    const stored = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, acknowledged));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...acknowledged].sort((a, b) => a - b),
    );
    await closeDb();
  });
});
