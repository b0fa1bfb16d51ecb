import {
  appendFileSync,
  chmodSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clusterFolder, giveToPostgres, pgRun } from "./postgres-cluster";

/**
 * Point-in-time recovery as docs/operations/backups.md sets it up: a PostgreSQL 15 cluster of its
 * own archives its write-ahead log to a folder, a base backup is taken, lead A is written, the
 * time noted, lead B written; the base backup replayed from the archive up to that time has A and
 * not B.
 */

const PRIMARY_PORT = 4310;
const RESTORED_PORT = 4311;
const root = clusterFolder();
const primary = join(root, "primary");
const archive = join(root, "wal-archive");
const base = join(root, "base");
const restored = join(root, "restored");
const started: string[] = [];

const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/procelia`;

async function query<T extends pg.QueryResultRow>(port: number, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url(port) });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function start(dataDir: string): void {
  const log = `${dataDir}.log`;
  try {
    pgRun("pg_ctl", ["-D", dataDir, "-l", log, "-w", "-t", "60", "start"]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${readFileSync(log, "utf8").slice(-2_000)}`);
  }
  started.push(dataDir);
}

beforeAll(() => {
  pgRun("initdb", ["-D", primary, "-U", "postgres", "--auth=trust", "--no-sync"]);
  mkdirSync(archive);
  giveToPostgres(archive);
  // The lines install.sh sets (docs/operations/backups.md), with this test's own folders and port.
  appendFileSync(
    join(primary, "postgresql.conf"),
    `
port = ${PRIMARY_PORT}
listen_addresses = '127.0.0.1'
unix_socket_directories = '${root}'
fsync = off
wal_level = replica
archive_mode = on
archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f.part && sync ${archive}/%f.part && mv ${archive}/%f.part ${archive}/%f'
archive_timeout = 300
`,
  );
  start(primary);
  pgRun("createdb", ["-h", "127.0.0.1", "-p", String(PRIMARY_PORT), "-U", "postgres", "procelia"]);
});

afterAll(() => {
  for (const dataDir of started.reverse()) {
    try {
      pgRun("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already stopped
    }
  }
  rmSync(root, { recursive: true, force: true });
});

it("replays the archived log up to a noted time: lead A is back, lead B is not", async () => {
  const app = new pg.Client({ connectionString: url(PRIMARY_PORT) });
  await app.connect();
  await migrate(drizzle(app), { migrationsFolder: "drizzle" });
  await app.end();

  pgRun("pg_basebackup", [
    "-h",
    "127.0.0.1",
    "-p",
    String(PRIMARY_PORT),
    "-U",
    "postgres",
    "-D",
    base,
    "--checkpoint=fast",
    "--wal-method=stream",
    "--no-sync",
  ]);

  const lead = (name: string) =>
    `insert into leads (name, company, email, message) values ('${name}', 'Brasserie du Hainaut', 'lead@brasserie.example.be', 'Skid NEP')`;
  await query(PRIMARY_PORT, lead("Lead A"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [noted] = await query<{ at: string }>(PRIMARY_PORT, "select clock_timestamp()::text as at");
  await new Promise((resolve) => setTimeout(resolve, 300));
  await query(PRIMARY_PORT, lead("Lead B"));

  // What archive_timeout does at most 5 minutes later: the segment holding B goes to the archive.
  const [segment] = await query<{ name: string }>(
    PRIMARY_PORT,
    "select pg_walfile_name(pg_switch_wal()) as name",
  );
  for (let i = 0; i < 100; i++) {
    if (readdirSync(archive).includes(segment?.name as string)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(readdirSync(archive)).toContain(segment?.name);
  pgRun("pg_ctl", ["-D", primary, "-m", "fast", "-w", "stop"]);
  started.splice(started.indexOf(primary), 1);

  // The recovery: a copy of the base backup, the archive to read from, the time to stop at.
  cpSync(base, restored, { recursive: true });
  appendFileSync(
    join(restored, "postgresql.conf"),
    `
port = ${RESTORED_PORT}
archive_mode = off
restore_command = 'cp ${archive}/%f %p'
recovery_target_time = '${noted?.at}'
recovery_target_action = 'promote'
`,
  );
  writeFileSync(join(restored, "recovery.signal"), "");
  chmodSync(restored, 0o700);
  giveToPostgres(restored);
  start(restored);

  const leads = await query<{ name: string }>(RESTORED_PORT, "select name from leads order by id");
  expect(leads.map((row) => row.name)).toEqual(["Lead A"]);
  const [state] = await query<{ recovering: boolean }>(
    RESTORED_PORT,
    "select pg_is_in_recovery() as recovering",
  );
  expect(state?.recovering).toBe(false); // promoted: the site can write to it
  console.log(`point-in-time recovery: stopped at ${noted?.at}, lead A restored, lead B not`);
});
