import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableTotp, setPendingTotpSecret } from "~/admin/accounts/account-factors.server";
import type { Database } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import { openSecret } from "~/platform/runtime/secret-box.server";
import { stampOf } from "../../scripts/backup/backup-files";
import { testNodeFlags } from "../node-processes";
import {
  LEADS,
  PICTURE_BYTES,
  PICTURES,
  picture,
  seedSql,
  TOTP_SECRET,
  USERNAME,
} from "./backup-seed";
import { type RunningServer, startServer, tempDataDir } from "./server";

/**
 * npm run backup / restore / restore-test on both databases, as an operator runs them: one file
 * per backup, a restore checked table by table into an empty target only, retention, the weekly
 * restore test's record, and no readable authenticator key in any backup.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
// Sealing the seeded TOTP key, and opening it after the restore (tools and servers inherit it).
const SECRETS_KEY = "5e".repeat(32);
process.env.SECRETS_KEY = SECRETS_KEY;
const MIGRATIONS = readMigrationFiles({ migrationsFolder: "drizzle" }).length;
const DAY = 86_400_000;

/**
 * Runs a command-line tool from the bundle `npm run build` made, as `npm run NAME` does on a
 * server without tsx (a second faster than compiling it again); `npm` goes through the script.
 */
function cli(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
  how: "bundle" | "npm" = "bundle",
) {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  delete merged.DATABASE_URL;
  delete merged.BACKUP_KEEP_DAYS;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const bundle = `build/cli/${name}.js`;
  if (how === "bundle" && !existsSync(bundle)) {
    throw new Error(`${bundle} is missing: run node scripts/build-cli.mjs (npm run build) first.`);
  }
  const started = performance.now();
  const result =
    how === "npm"
      ? spawnSync("npm", ["run", "-s", name, "--", ...args], { env: merged, encoding: "utf8" })
      : spawnSync(process.execPath, [...testNodeFlags, bundle, ...args], {
          env: merged,
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        });
  return {
    code: result.status,
    out: result.stdout,
    err: result.stderr,
    lastLine: result.stdout.trim().split("\n").at(-1) ?? "",
    seconds: (performance.now() - started) / 1000,
  };
}

const privateFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "procelia-backups-"));
  return dir; // mkdtemp makes it 0700
};
const modeOf = (path: string) => statSync(path).mode & 0o777;
const lastRecord = (dir: string) =>
  JSON.parse(
    readFileSync(join(dir, "restore-tests.jsonl"), "utf8").trim().split("\n").at(-1) ?? "{}",
  );
const megabytes = (path: string) => (statSync(path).size / 1e6).toFixed(1);

async function seedTotp(db: Database): Promise<void> {
  const [user] = await db.select({ id: schema.users.id }).from(schema.users);
  if (!user) throw new Error("no account seeded");
  expect(await setPendingTotpSecret(db, user.id, TOTP_SECRET)).toBe(true);
  expect(await enableTotp(db, user.id, 1, new Date())).toBe(true);
}

async function readyz(server: RunningServer): Promise<number> {
  return (await fetch(`${server.url}/readyz`)).status;
}

describe("on PostgreSQL", () => {
  const dir = privateFolder();
  let admin: pg.Client;
  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const source = () => urlOf("ops_backup_source");
  const target = () => urlOf("ops_backup_target");
  const clear = () => urlOf("ops_backup_clear");
  let dumpPath = "";
  /** A small backup (of ops_backup_clear) for the restore test, in a folder of its own. */
  const testDir = privateFolder();
  let smallBackup = "";

  async function count(url: string, sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query(sql)).rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    if (!adminUrl) {
      throw new Error(
        "TEST_DATABASE_URL is not set: these tests need PostgreSQL 15 (postgres://postgres:postgres@127.0.0.1:5432/procelia_test, as .ci/run sets it).",
      );
    }
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of ["ops_backup_source", "ops_backup_target", "ops_backup_clear"]) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    const pool = new pg.Pool({ connectionString: source() });
    try {
      await migratePostgres(drizzlePostgres(pool), { migrationsFolder: "drizzle" });
      await pool.query(seedSql(LEADS));
      for (let i = 1; i <= PICTURES; i++) {
        const { sql, params } = picture(i);
        await pool.query(sql, params);
      }
      await seedTotp(drizzlePostgres(pool, { schema }) as unknown as Database);
    } finally {
      await pool.end();
    }
  });

  afterAll(async () => {
    for (const name of ["ops_backup_source", "ops_backup_target", "ops_backup_clear"]) {
      await admin?.query(`drop database if exists ${name} with (force)`);
    }
    await admin?.end();
    rmSync(dir, { recursive: true, force: true });
    rmSync(testDir, { recursive: true, force: true });
  });

  it("writes one private file, names it on its last line, and restores it into an empty database", async () => {
    const backup = cli("backup", ["--out", dir], { DATABASE_URL: source() }, "npm");
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    dumpPath = backup.lastLine;
    expect(dumpPath).toMatch(/^\/.*\/procelia-\d{8}T\d{6}Z\.dump$/);
    expect(dirname(dumpPath)).toBe(dir);
    expect(readdirSync(dir)).toEqual([dumpPath.split("/").at(-1)]); // no temporary file left
    expect(modeOf(dumpPath)).toBe(0o600);

    const restore = cli("restore", [dumpPath, "--into", target()], {}, "npm");
    expect(restore.err).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.lastLine).toContain(`leads ${LEADS}, media ${PICTURES}, users 1`);
    expect(restore.lastLine).toContain(`migrations ${MIGRATIONS}/${MIGRATIONS}: ready`);
    console.log(
      `restore of ${LEADS} leads and ${PICTURES} pictures on PostgreSQL (${megabytes(dumpPath)} MB dump, backup ${backup.seconds.toFixed(1)} s): ${restore.seconds.toFixed(1)} s for the command; it says: ${restore.lastLine}`,
    );

    const pictureBytes = "select sum(length(original))::bigint as n from media";
    expect(await count(target(), pictureBytes)).toBe(PICTURES * PICTURE_BYTES);
    expect(await count(target(), "select count(*) as n from leads")).toBe(LEADS);
    // New requests get ids after the restored ones.
    expect(
      await count(
        target(),
        "insert into leads (name, company, email, message) values ('Nouveau', 'X', 'n@x.example.be', 'Bonjour') returning id as n",
      ),
    ).toBe(LEADS + 1);
    // The authenticator key came back sealed and opens with the key kept outside the backup.
    const client = new pg.Client({ connectionString: target() });
    await client.connect();
    const { rows } = await client.query("select id, totp_secret from users");
    await client.end();
    expect(openSecret(rows[0].totp_secret, `users.totp_secret:${rows[0].id}`).plain).toBe(
      TOTP_SECRET,
    );
  });

  it("refuses a database that is not empty and changes nothing in it", async () => {
    const again = cli("restore", [dumpPath, "--into", target()], {});
    expect(again.code).toBe(1);
    expect(again.err).toContain("ops_backup_target is not empty");
    expect(again.err).toContain("Nothing was changed");
    expect(await count(target(), "select count(*) as n from leads")).toBe(LEADS + 1);
  });

  it("keeps the authenticator-app keys sealed in the dump, and warns about a key left in clear", async () => {
    const usersRows = (file: string) =>
      spawnSync("pg_restore", ["--data-only", "--table=users", "--file=-", file], {
        encoding: "utf8",
      }).stdout;
    const sealed = usersRows(dumpPath);
    expect(sealed).toContain(USERNAME); // the search reads the dump's rows
    expect(sealed).toMatch(/\tv1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain(TOTP_SECRET);

    // A key stored in clear by an older release: the backup says so, and it is readable there.
    const pool = new pg.Pool({ connectionString: clear() });
    await migratePostgres(drizzlePostgres(pool), { migrationsFolder: "drizzle" });
    await pool.query(
      `insert into users (username, password, totp_secret) values ('old', 'x', '${TOTP_SECRET}')`,
    );
    await pool.end();
    const clearDir = privateFolder();
    try {
      const backup = cli("backup", ["--out", clearDir], { DATABASE_URL: clear() });
      expect(backup.code).toBe(0);
      expect(backup.err).toContain("1 authenticator-app key(s) are stored in clear");
      expect(usersRows(backup.lastLine)).toContain(TOTP_SECRET);
    } finally {
      rmSync(clearDir, { recursive: true, force: true });
    }
  });

  it("deletes backups older than --keep-days or BACKUP_KEEP_DAYS, and nothing else", () => {
    const keepDir = privateFolder();
    try {
      const now = Date.now();
      const old = `procelia-${stampOf(new Date(now - 40 * DAY))}.dump`;
      const recent = `procelia-${stampOf(new Date(now - 10 * DAY))}.pglite.tar.gz`;
      for (const name of [old, recent, "restore-tests.jsonl", "notes.txt"]) {
        writeFileSync(join(keepDir, name), "x");
      }
      const first = cli("backup", ["--out", keepDir, "--keep-days", "30"], {
        DATABASE_URL: clear(),
      });
      expect(first.code).toBe(0);
      expect(first.out).toContain(`Removed 1 backup(s) older than 30 days: ${old}.`);
      const fresh = first.lastLine.split("/").at(-1) as string;
      expect(readdirSync(keepDir).sort()).toEqual(
        [fresh, recent, "restore-tests.jsonl", "notes.txt"].sort(),
      );

      const second = cli("backup", ["--out", keepDir], {
        DATABASE_URL: clear(),
        BACKUP_KEEP_DAYS: "5",
      });
      expect(second.code).toBe(0);
      expect(readdirSync(keepDir)).not.toContain(recent);
      expect(readdirSync(keepDir)).toContain(fresh);
      expect(readdirSync(keepDir)).toContain("notes.txt");
      smallBackup = join(testDir, second.lastLine.split("/").at(-1) as string);
      copyFileSync(second.lastLine, smallBackup);

      const wrong = cli("backup", ["--out", keepDir, "--keep-days", "0"], {
        DATABASE_URL: clear(),
      });
      expect(wrong.code).toBe(2);
      expect(wrong.err).toContain("--keep-days and BACKUP_KEEP_DAYS must be a whole number");
    } finally {
      rmSync(keepDir, { recursive: true, force: true });
    }
  });

  it("records the weekly restore test, passed or failed, and drops its scratch database", async () => {
    const scratch =
      "select count(*) as n from pg_database where datname = 'ops_backup_clear_restore_test'";
    const passed = cli("restore-test", ["--dir", testDir], { DATABASE_URL: clear() });
    expect(passed.err).toBe("");
    expect(passed.code).toBe(0);
    const record = lastRecord(testDir);
    expect(record).toMatchObject({ file: smallBackup.split("/").at(-1), ok: true });
    expect(record.message).toContain("into database ops_backup_clear_restore_test");
    expect(record.message).toContain("users 1");
    expect(typeof record.seconds).toBe("number");
    expect(Date.now() - Date.parse(record.at)).toBeLessThan(60_000);
    expect(modeOf(join(testDir, "restore-tests.jsonl"))).toBe(0o600);
    expect(await count(adminUrl as string, scratch)).toBe(0);

    // A newer backup that is damaged: the test fails, and says so in the record.
    const damaged = join(testDir, `procelia-${stampOf(new Date(Date.now() + 60_000))}.dump`);
    writeFileSync(damaged, readFileSync(dumpPath).subarray(0, 4_000));
    const failed = cli("restore-test", ["--dir", testDir], { DATABASE_URL: clear() });
    expect(failed.code).toBe(1);
    expect(failed.err).toContain("Restore test of");
    expect(lastRecord(testDir)).toMatchObject({ file: damaged.split("/").at(-1), ok: false });
    expect(lastRecord(testDir).message).not.toBe("");
    expect(
      readFileSync(join(testDir, "restore-tests.jsonl"), "utf8").trim().split("\n"),
    ).toHaveLength(2);
    expect(await count(adminUrl as string, scratch)).toBe(0);
  });
});

/**
 * The embedded database's fixed costs (a 40 MB data folder to pack and unpack, PGlite started
 * twice) dominate its times, so a tenth of the data keeps the suite short; with
 * BACKUP_TEST_EMBEDDED_FULL=1 it gets the same 10,000 leads and 200 pictures as PostgreSQL.
 */
const EMBEDDED = process.env.BACKUP_TEST_EMBEDDED_FULL
  ? { leads: LEADS, pictures: PICTURES }
  : { leads: LEADS / 10, pictures: PICTURES / 10 };

describe("on the embedded database", () => {
  const dataDir = tempDataDir();
  const dir = privateFolder();
  const restoredDir = join(dirname(dataDir), "restored");
  let backupPath = "";

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // as the site creates it
    const db = await PGlite.create(dataDir);
    try {
      await migratePglite(drizzlePglite(db), { migrationsFolder: "drizzle" });
      await db.exec(seedSql(EMBEDDED.leads));
      for (let i = 1; i <= EMBEDDED.pictures; i++) {
        const { sql, params } = picture(i);
        await db.query(sql, params);
      }
      await seedTotp(drizzlePglite(db, { schema }) as unknown as Database);
    } finally {
      await db.close();
    }
  });

  afterAll(() => {
    rmSync(dirname(dataDir), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to back up while the site holds the database, naming its process", async () => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined, SECRETS_KEY });
    try {
      const backup = cli("backup", ["--out", dir], { DATA_DIR: dataDir });
      expect(backup.code).toBe(1);
      expect(backup.err).toContain(`in use by process ${server.process.pid}`);
      expect(backup.err).toContain("stop it, run this again");
      expect(readdirSync(dir)).toEqual([]);
      expect(await readyz(server)).toBe(200); // the site went on
    } finally {
      await server.stop();
    }
  });

  it("backs up the stopped database and restores it into an empty folder that the site opens", () => {
    const backup = cli("backup", ["--out", dir], { DATA_DIR: dataDir });
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    backupPath = backup.lastLine;
    expect(backupPath).toMatch(/\/procelia-\d{8}T\d{6}Z\.pglite\.tar\.gz$/);
    expect(modeOf(backupPath)).toBe(0o600);
    // The data folder's pages, read as they are: the account is there, its key only sealed.
    const bytes = gunzipSync(readFileSync(backupPath));
    expect(bytes.includes(USERNAME)).toBe(true);
    expect(bytes.includes(TOTP_SECRET)).toBe(false);

    const restore = cli("restore", [backupPath, "--into-dir", restoredDir], {});
    expect(restore.err).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.lastLine).toContain(
      `leads ${EMBEDDED.leads}, media ${EMBEDDED.pictures}, users 1`,
    );
    expect(restore.lastLine).toContain(`migrations ${MIGRATIONS}/${MIGRATIONS}: ready`);
    console.log(
      `restore of ${EMBEDDED.leads} leads and ${EMBEDDED.pictures} pictures on the embedded database (${megabytes(backupPath)} MB file, backup ${backup.seconds.toFixed(1)} s): ${restore.seconds.toFixed(1)} s for the command; it says: ${restore.lastLine}`,
    );
    const open = (path: string): string[] =>
      readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
        const full = join(path, entry.name);
        const own = modeOf(full) & 0o077 ? [full] : [];
        return entry.isDirectory() ? [...own, ...open(full)] : own;
      });
    expect(modeOf(restoredDir)).toBe(0o700);
    expect(open(restoredDir)).toEqual([]);

    const leads = cli("leads", ["list"], { DATA_DIR: restoredDir });
    expect(leads.code).toBe(0);
    expect(leads.lastLine).toBe(`${EMBEDDED.leads} request(s)`);
  });

  it("refuses a folder that is not empty and leaves it as it was", () => {
    const busy = join(dirname(dataDir), "busy");
    mkdirSync(busy, { mode: 0o700 });
    writeFileSync(join(busy, "keep.txt"), "mine");
    const restore = cli("restore", [backupPath, "--into-dir", busy], {});
    expect(restore.code).toBe(1);
    expect(restore.err).toContain("is not empty");
    expect(readdirSync(busy)).toEqual(["keep.txt"]);
  });

  it("records the restore test of an embedded backup", () => {
    const test = cli("restore-test", ["--dir", dir], {});
    expect(test.err).toBe("");
    expect(test.code).toBe(0);
    expect(lastRecord(dir)).toMatchObject({ file: backupPath.split("/").at(-1), ok: true });
  });
});
