import { spawnSync } from "node:child_process";
import {
  appendFileSync,
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
import { clusterFolder, giveToPostgres, pgRun, runScriptAsPostgres } from "./postgres-cluster";

/**
 * Point-in-time recovery as docs/operations/backups.md sets it up: a PostgreSQL 15 cluster of its
 * own archives its write-ahead log to a folder with the documented archive_command; base backups
 * come from deploy/base-backup.sh (which keeps the newest and cleans the archive); lead A is
 * written, the time noted, lead B written; the base backup replayed from the archive up to that
 * time, as the docs say, has A and not B.
 */

const PRIMARY_PORT = 4310;
const RESTORED_PORT = 4311;
const root = clusterFolder();
const primary = join(root, "primary");
const archive = join(root, "wal-archive");
const baseBackups = join(root, "base-backups");
const restored = join(root, "restored");
const started: string[] = [];

const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/procelia`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function baseBackup(): string {
  return runScriptAsPostgres("deploy/base-backup.sh", {
    BASE_BACKUP_DIR: baseBackups,
    WAL_ARCHIVE_DIR: archive,
    BASE_BACKUPS_KEPT: "1",
    PGHOST: "127.0.0.1",
    PGPORT: String(PRIMARY_PORT),
    PGUSER: "postgres",
  });
}

/** Archived segments (24 hexadecimal digits), without the .backup and .history files. */
const segments = () => readdirSync(archive).filter((name) => /^[0-9A-F]{24}$/.test(name));

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

it("keeps the newest base backup and the log it needs, and replays it to a noted time: lead A is back, lead B is not", async () => {
  const app = new pg.Client({ connectionString: url(PRIMARY_PORT) });
  await app.connect();
  await migrate(drizzle(app), { migrationsFolder: "drizzle" });
  await app.end();

  // Two weekly runs: the second removes the first backup and the segments only it needed.
  baseBackup();
  const [first] = readdirSync(baseBackups);
  await query(PRIMARY_PORT, "select pg_switch_wal()");
  await pause(1_100); // the backups are named by the second
  const before = segments();
  const second = baseBackup();
  const keptFrom = /WAL archive kept from ([0-9A-F]{24})/.exec(second)?.[1] as string;
  expect(keptFrom).toMatch(/^[0-9A-F]{24}$/);
  const [kept, ...others] = readdirSync(baseBackups);
  expect(others).toEqual([]);
  expect(kept).not.toBe(first);
  expect(before.some((name) => name < keptFrom)).toBe(true); // there was something to clean
  expect(segments().every((name) => name >= keptFrom)).toBe(true);

  const lead = (name: string) =>
    `insert into leads (name, company, email, message) values ('${name}', 'Brasserie du Hainaut', 'lead@brasserie.example.be', 'Skid NEP')`;
  await query(PRIMARY_PORT, lead("Lead A"));
  await pause(300);
  const [noted] = await query<{ at: string }>(PRIMARY_PORT, "select clock_timestamp()::text as at");
  await pause(300);
  await query(PRIMARY_PORT, lead("Lead B"));

  // What archive_timeout does at most 5 minutes later: the segment holding B goes to the archive.
  const [segment] = await query<{ name: string }>(
    PRIMARY_PORT,
    "select pg_walfile_name(pg_switch_wal()) as name",
  );
  for (let i = 0; i < 100 && !segments().includes(segment?.name as string); i++) await pause(100);
  expect(segments()).toContain(segment?.name);
  pgRun("pg_ctl", ["-D", primary, "-m", "fast", "-w", "stop"]);
  started.splice(started.indexOf(primary), 1);

  // The recovery as documented: the base backup unpacked, the archive to read from, the time.
  mkdirSync(restored, { mode: 0o700 });
  for (const [file, into] of [
    ["base.tar.gz", restored],
    ["pg_wal.tar.gz", join(restored, "pg_wal")],
  ] as const) {
    const unpacked = spawnSync("tar", [
      "-xzf",
      join(baseBackups, kept as string, file),
      "-C",
      into,
    ]);
    expect(unpacked.status, file).toBe(0);
  }
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
  giveToPostgres(restored);
  start(restored);

  // Read-only queries are answered during the replay: wait for the promotion at its end.
  const recovering = async () =>
    (await query<{ r: boolean }>(RESTORED_PORT, "select pg_is_in_recovery() as r"))[0]?.r;
  for (let i = 0; i < 300 && (await recovering()); i++) await pause(100);
  expect(await recovering()).toBe(false); // promoted: the site can write to it
  const leads = await query<{ name: string }>(RESTORED_PORT, "select name from leads order by id");
  expect(leads.map((row) => row.name)).toEqual(["Lead A"]);
  console.log(`point-in-time recovery: stopped at ${noted?.at}, lead A restored, lead B not`);
});
