import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { closeDb } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";
import { adminUrl, freshDatabase } from "./nginx";
import { type RunningServer, startServer } from "./server";

/**
 * A production server on a fresh PostgreSQL database, its pages rendered, and this test process
 * pointed at the same database: what the test saves there, it saves as a second instance (or
 * the back office of one) would. Registers the suite's set-up and tear-down; the server is read
 * once they ran.
 */
export function serverBesideThisProcess(database: string): () => RunningServer {
  let admin: pg.Client | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, database);
    server = await startServer({ DATABASE_URL: databaseUrl });
    const deadline = Date.now() + 60_000;
    while (!server.output().includes("pages rendered in") && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
    }
    process.env.DATABASE_URL = databaseUrl;
    resetEnvCache();
  });
  afterAll(async () => {
    await closeDb();
    await server?.stop();
    await admin?.end();
  });
  return () => {
    if (!server) throw new Error("the server is started by the suite's beforeAll");
    return server;
  };
}

/** Long past the 2 s target; nothing but the change notification renders the pages again. */
const NO_RESTART_MS = 10_000;

/**
 * Reads a page until it holds `text`: an edit saved beside the server shows without a restart.
 * Gives the last page read, and prints how long it took (`npm run bench` measures the 2 s target:
 * a loaded machine stretches this one).
 */
export async function untilShown(
  what: string,
  read: () => Promise<string>,
  text: string,
): Promise<string> {
  const since = Date.now();
  let page = "";
  while (Date.now() - since < NO_RESTART_MS) {
    page = await read();
    if (page.includes(text)) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  console.log(`[${what}] shown on the page after ${Date.now() - since} ms`);
  return page;
}
