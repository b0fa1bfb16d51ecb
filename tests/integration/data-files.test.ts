import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createLead, eraseLeadsByEmail } from "~/admin/leads/leads.server";
import { closeDb, connection, type Database } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";
import {
  everyDatabase,
  pgliteDatabase,
  postgresDatabase,
  startApp,
  stopApp,
  type TestDatabase,
} from "./harness";

// A checkpoint and a table's rewrite wait on the whole PostgreSQL server, which other test runs
// may keep busy past the site's 5 s statement limit: what these tests check is where the bytes
// end up, not how fast.
process.env.DB_STATEMENT_TIMEOUT_MS = "120000";

const ownDirs: string[] = [];
afterAll(async () => {
  await stopApp();
  for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
});

/** A folder of this file's own for DATA_DIR, not created yet (the site creates it). */
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "procelia-test-"));
  ownDirs.push(dir);
  return join(dir, "pglite");
};

/** Files and folders under `dir` (itself included) whose mode lets group or others in. */
function openToOthers(dir: string, limit = 5): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077 && open.length < limit) {
      open.push(`${relative(dir, path) || "."} ${mode.toString(8)}`);
    }
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    }
  };
  visit(dir);
  return open;
}

const lead = (n: number, email = `client${n}@usine.example.be`) => ({
  name: `Client ${n}`,
  company: `Usine ${n}`,
  email,
  message: `Demande ${n} : échangeur à plaques et skid NEP, ${"détails ".repeat(40)}`,
  language: "fr" as const,
});

describe("embedded database files", () => {
  it("are readable by the site's account only, after start and after many writes", async () => {
    const db = await startApp(pgliteDatabase);
    const dataDir = process.env.DATA_DIR as string;
    expect(openToOthers(dataDir)).toEqual([]);
    // New table segments, WAL, free-space maps: created after start, they must be private too.
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 200 }, (_, n) => createLead(db, lead(n))));
    }
    await db.execute(sql`checkpoint`);
    expect(openToOthers(dataDir)).toEqual([]);
    await closeDb();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("made private at start when an older release left them open", async () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { mode: 0o700 });
    const raw = await PGlite.create(dataDir); // PGlite alone: 0666 files, folders per the umask
    await raw.close();
    expect(openToOthers(dataDir, 1000).length).toBeGreaterThan(100);
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    await connection();
    await closeDb();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("are refused when their folder is open to other users, naming the folder and the fix", async () => {
    await closeDb();
    const dataDir = freshDataDir();
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    // The message alone: a database opened by mistake is closed, not printed.
    const refusal = await connection().then(
      async () => {
        await closeDb();
        return "opened";
      },
      (error: unknown) => String(error),
    );
    expect(refusal).toContain(
      `The embedded database folder ${dataDir} is open to other users (mode 0755)`,
    );
    expect(refusal).toContain(`chmod 700 ${dataDir}`);
    expect(readdirSync(dataDir)).toEqual([]); // nothing was written into it
  });
});

/** Whether the database's files hold `text`: PGlite's folder read from disk, PostgreSQL's by SQL. */
async function filesHold(db: Database, kind: string, text: string): Promise<boolean> {
  await db.execute(sql`checkpoint`);
  if (kind === "pglite") {
    const base = join(process.env.DATA_DIR as string, "base");
    const files = readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    return files.some((entry) => readFileSync(join(entry.parentPath, entry.name)).includes(text));
  }
  // The table, its TOAST table and its indexes (pg_read_binary_file: the test's superuser).
  const result = await db.execute(sql`
    select bool_or(position(convert_to(${text}, 'UTF8') in pg_read_binary_file(pg_relation_filepath(oid))) > 0) as holds
    from pg_class
    where oid in (
      select 'leads'::regclass::oid union select indexrelid from pg_index where indrelid = 'leads'::regclass
      union select reltoastrelid from pg_class where oid = 'leads'::regclass and reltoastrelid <> 0)`);
  return (result as unknown as { rows: { holds: boolean }[] }).rows[0]?.holds === true;
}

/** On PostgreSQL, the other sessions of this database: why a rewrite may have kept a row. */
async function otherSessions(db: Database, kind: string): Promise<string> {
  if (kind === "pglite") return "";
  const result = await db.execute(sql`
    select pid, state, xact_start, backend_xmin::text, left(query, 80) as query
    from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  return `other sessions: ${JSON.stringify((result as unknown as { rows: unknown[] }).rows)}`;
}

describe.each(everyDatabase)("GDPR erasure on $name", (database) => {
  it("leaves the erased address nowhere in the table's files", async () => {
    const db = await startApp(database);
    const { kind } = await connection();
    const erased = "marie.lambert@brasserie.example.be";
    for (let n = 0; n < 30; n++) await createLead(db, lead(n));
    await createLead(db, lead(99, erased)); // the newest: last on its page, the usual case
    expect(await filesHold(db, kind, erased)).toBe(true);

    expect(await eraseLeadsByEmail(db, "Marie.Lambert@brasserie.example.be")).toBe(1);
    expect(await filesHold(db, kind, erased), await otherSessions(db, kind)).toBe(false);
    expect(await filesHold(db, kind, "client29@usine.example.be")).toBe(true);
  });
});

/** Only PostgreSQL has other sessions: another instance, a background task. */
const postgres = postgresDatabase ? [postgresDatabase] : [];

/**
 * Erases request `n` (sent from `email`) while another session, opened on `url` (this database by
 * default) with `statements`, keeps its transaction open for `holdMs`; then the site's database
 * and engine, to read the files back.
 */
async function eraseBeside(
  database: TestDatabase,
  n: number,
  email: string,
  session: { url?: string; statements: string[]; holdMs: number },
) {
  const db = await startApp(database);
  const { kind } = await connection();
  await createLead(db, lead(n, email));
  const other = new pg.Client({ connectionString: session.url ?? process.env.TEST_DATABASE_URL });
  await other.connect();
  for (const statement of session.statements) await other.query(statement);
  const released = new Promise((resolve) => setTimeout(resolve, session.holdMs)).then(() =>
    other.query("commit"),
  );
  expect(await eraseLeadsByEmail(db, email)).toBe(1);
  await released;
  await other.end();
  return { db, kind };
}

describe.each(postgres)("GDPR erasure beside another reader on $name", (database) => {
  it("waits for a reader that began before the erasure, which would keep the row's bytes", async () => {
    const erased = "jeanne.dumont@laiterie.example.be";
    // Another instance or a background task, in the middle of a transaction when the erasure
    // comes. Its snapshot is taken on another table: it holds no lock the rewrite would wait for.
    const { db, kind } = await eraseBeside(database, 98, erased, {
      statements: ["begin isolation level repeatable read", "select count(*) from users"],
      holdMs: 700,
    });
    expect(await filesHold(db, kind, erased), await otherSessions(db, kind)).toBe(false);
  });
});

describe.each(postgres)("GDPR erasure beside a writer in another database on $name", (database) => {
  it("waits for a write that began before the erasure elsewhere on the server", async () => {
    const erased = "els.janssens@brouwerij.example.be";
    // A migration or a restore test in another database of the same server: a transaction that
    // writes, begun before the erasure. Any snapshot taken meanwhile, the rewrite's own too,
    // reaches back to it.
    const other = new URL(process.env.TEST_DATABASE_URL as string);
    other.pathname = "/postgres";
    const { db, kind } = await eraseBeside(database, 96, erased, {
      url: other.toString(),
      statements: ["begin", "select pg_current_xact_id()"],
      holdMs: 700,
    });
    expect(await filesHold(db, kind, erased)).toBe(false);
  });
});

describe.each(postgres)("GDPR erasure while a request holds the table on $name", (database) => {
  it("rewrites the table once the holder lets go, within the site's statement limit", async () => {
    // The site's limit, short here: the first rewrite gives up on the lock after 3 s, the second
    // gets it a second later (and has two more for itself on a busy machine, the third three).
    process.env.DB_STATEMENT_TIMEOUT_MS = "3000";
    try {
      const erased = "luc.peeters@zuivel.example.be";
      // A request reading the table (another instance's list of leads): it holds a lock the
      // rewrite waits for, and no snapshot the erasure would wait on.
      const { kind } = await eraseBeside(database, 97, erased, {
        statements: ["begin", "lock table leads in access share mode"],
        holdMs: 4_000,
      });
      // Read back without the short limit: a checkpoint on a busy server takes longer.
      process.env.DB_STATEMENT_TIMEOUT_MS = "120000";
      await closeDb();
      resetEnvCache();
      const unhurried = (await connection()).db;
      expect(await filesHold(unhurried, kind, erased)).toBe(false);
    } finally {
      process.env.DB_STATEMENT_TIMEOUT_MS = "120000";
      await closeDb();
    }
  });
});
