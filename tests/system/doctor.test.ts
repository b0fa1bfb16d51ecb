import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolCommand } from "../node-processes";
import { adminUrl, freshDatabase } from "./nginx";
import { type RunningServer, startServer } from "./server";

/**
 * npm run doctor as an operator runs it, against real services: PostgreSQL, a mail server that
 * offers STARTTLS and asks for a login, folders on disk. One thing broken at a time must give
 * exit status 1 and that one line; a warning alone (no mail server) still exits 0.
 */

// Ports of this test's own servers: the mail server, one that accepts and never answers, and
// one where nothing listens.
const SMTP_PORT = 4410;
const SILENT_PORT = 4411;
const REFUSED_PORT = 4412;
const SMTP_PASSWORD = "mot-de-passe-smtp-du-site";

const HOUR = 3_600_000;
const root = mkdtempSync(join(tmpdir(), "procelia-doctor-"));
const migrations = (
  JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] }
).entries;

/** procelia-20261129T021500Z.dump: the backup helper's name for a dump taken at `date`. */
const backupName = (date: Date) =>
  `procelia-${date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")}.dump`;

/** A backup folder as the backup helper leaves it: a dump taken `hours` ago and a restore test. */
function backupFolder(name: string, hours: number, restore: Record<string, unknown>): string {
  const dir = join(root, name);
  mkdirSync(dir, { mode: 0o700 });
  const file = backupName(new Date(Date.now() - hours * HOUR));
  writeFileSync(join(dir, file), "PGDMP fake dump bytes");
  writeFileSync(
    join(dir, "restore-tests.jsonl"),
    `${JSON.stringify({ at: new Date(Date.now() - 48 * HOUR).toISOString(), file, ok: true, seconds: 3.1, message: "restored" })}\n${JSON.stringify({ file, seconds: 2.4, ...restore })}\n`,
  );
  return dir;
}

let healthyUrl = "";
let pendingUrl = "";
let smtp: SMTPServer;
let silent: Server;
const silentSockets: Socket[] = [];
const mailSeen = { connections: 0, logins: [] as { user: string; secure: boolean }[], messages: 0 };
let healthy: Record<string, string>;
let certFile = "";

/**
 * Runs the doctor (`npm run doctor`) with these settings in a file, as a server keeps them; nothing
 * else set.
 * Not spawnSync: the mail server runs in this process and must answer meanwhile.
 */
async function doctor(settings: Record<string, string | undefined>, args: string[] = []) {
  const file = join(root, `settings-${Math.random().toString(36).slice(2)}`);
  const lines = Object.entries(settings).filter(([, value]) => value !== undefined);
  writeFileSync(file, lines.map(([key, value]) => `${key}=${value}`).join("\n"), { mode: 0o600 });
  const started = performance.now();
  const child = spawn(
    "sh",
    ["-c", `${toolCommand("doctor")} --env-file "$0" "$@"`, file, ...args],
    {
      // The tool from the build, as on a server (the settings file is all else it reads).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_EXTRA_CA_CERTS: certFile,
        CLI_FROM_BUILD: "1",
      },
    },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const ms = Math.round(performance.now() - started);
  /** Each check's line by its title: status and text. */
  const line = (title: string) => {
    const found = out.split("\n").find((text) => text.slice(6).startsWith(`${title}  `));
    return found
      ? { status: found.slice(0, 6).trim(), text: found.slice(6 + title.length).trim() }
      : undefined;
  };
  const failed = out
    .split("\n")
    .filter((text) => text.startsWith("FAIL"))
    .map((text) => text.slice(6).split("  ")[0]);
  return { code, out, err, ms, line, failed };
}

beforeAll(async () => {
  if (!adminUrl) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the doctor is tested against PostgreSQL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)",
    );
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    healthyUrl = await freshDatabase(admin, "procelia_doctor_healthy");
    pendingUrl = await freshDatabase(admin, "procelia_doctor_pending");
  } finally {
    await admin.end();
  }
  for (const url of [healthyUrl, pendingUrl]) {
    const pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: "drizzle" });
    await pool.end();
  }
  // The release's newest migration, as if the new release's files were in but not yet started.
  const pending = new pg.Client({ connectionString: pendingUrl });
  await pending.connect();
  await pending.query(
    "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
  );
  await pending.end();

  // A certificate for 127.0.0.1 that the doctor's Node trusts (NODE_EXTRA_CA_CERTS), as a real
  // mail server's would be through the system's authorities.
  certFile = join(root, "smtp.crt");
  const keyFile = join(root, "smtp.key");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  smtp = new SMTPServer({
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    logger: false,
    onConnect(_session, callback) {
      mailSeen.connections++;
      callback();
    },
    onAuth(auth, session, callback) {
      mailSeen.logins.push({ user: auth.username ?? "", secure: session.secure });
      if (auth.username === "site" && auth.password === SMTP_PASSWORD) {
        return callback(null, { user: "site" });
      }
      callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      mailSeen.messages++;
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));
  // Accepts the connection and says nothing: a database host that hangs rather than refuses.
  silent = createServer((socket) => silentSockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(SILENT_PORT, "127.0.0.1", resolve));

  const dataDir = join(root, "data");
  mkdirSync(dataDir, { mode: 0o700 });
  healthy = {
    DATABASE_URL: healthyUrl,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupFolder("backups", 3, {
      at: new Date(Date.now() - 24 * HOUR).toISOString(),
      ok: true,
      message: "restored: 24 tables",
    }),
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(SMTP_PORT),
    SMTP_USER: "site",
    SMTP_PASSWORD,
    MAIL_TO: "leads@procelia-doctor.be",
  };
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("npm run doctor", () => {
  it("a healthy setup: every line ok (the sample company a warning), exit 0, no e-mail sent", async () => {
    const run = await doctor(healthy);
    console.log(
      `npm run doctor, healthy setup: ${run.ms} ms from npm to exit; it says:\n${run.out}`,
    );
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.failed).toEqual([]);
    expect(run.line("Database")).toEqual({
      status: "ok",
      text: `PostgreSQL at ${new URL(healthyUrl).host}${new URL(healthyUrl).pathname} answers; all ${migrations.length} migrations applied`,
    });
    expect(run.line("E-mail")).toEqual({
      status: "ok",
      text: `127.0.0.1:${SMTP_PORT} answers, encrypted (STARTTLS), login accepted; no message sent`,
    });
    // The mail server saw the doctor log in, over TLS only, and received nothing.
    expect(mailSeen.logins.at(-1)).toEqual({ user: "site", secure: true });
    expect(mailSeen.messages).toBe(0);
    expect(run.line("Backups")?.status).toBe("ok");
    expect(run.line("Restore test")?.text).toMatch(
      /^procelia-\d{8}T\d{6}Z\.dump restored on .* in 2\.4 s$/,
    );
    expect(run.line("Data folder")).toEqual({
      status: "ok",
      text: `${healthy.DATA_DIR}: 0700, owned by root`,
    });
    expect(run.line("Node.js")?.status).toBe("ok");
    expect(run.line("Build")?.status).toBe("ok");
    expect(run.line("Company identity")?.status).toBe("warn");
    // This machine's disk is what it is: the line says what statfs says (a full disk fails here).
    const lowDisk = [healthy.DATA_DIR, healthy.BACKUP_DIR].some((folder) => {
      const disk = statfsSync(folder as string);
      return (disk.bavail / disk.blocks) * 100 < 10;
    });
    expect(run.line("Disk space")?.status, run.out).toBe(lowDisk ? "warn" : "ok");
    expect(run.out).not.toContain(SMTP_PASSWORD);
    const summary = lowDisk ? "0 failed, 2 warnings, 9 ok" : "0 failed, 1 warning, 10 ok";
    expect(run.out.trim().split("\n").at(-1), run.out).toMatch(
      new RegExp(`^${summary}, in \\d+(\\.\\d{1,2})? s$`),
    );
  });

  it("no mail server configured is a warning: exit 0", async () => {
    const run = await doctor({
      ...healthy,
      SMTP_HOST: undefined,
      SMTP_USER: undefined,
      SMTP_PASSWORD: undefined,
    });
    expect(run.code).toBe(0);
    expect(run.line("E-mail")).toEqual({
      status: "warn",
      text: "not configured (SMTP_HOST): contact requests are kept, but nobody is told by e-mail",
    });
  });

  it("a wrong mail password fails on its line, and the password is never printed", async () => {
    const run = await doctor({ ...healthy, SMTP_PASSWORD: "not-the-password-at-all" });
    expect(run.code).toBe(1);
    expect(run.failed).toEqual(["E-mail"]);
    expect(run.line("E-mail")?.text).toMatch(
      /^127\.0\.0\.1:4410 \(encrypted \(STARTTLS\)\) failed: .*Invalid/,
    );
    expect(run.out).not.toContain("not-the-password-at-all");
  });

  it("a database that refuses, or accepts and never answers, fails within seconds", async () => {
    for (const [what, port] of [
      ["refuses connections", REFUSED_PORT],
      ["accepts and never answers", SILENT_PORT],
    ] as const) {
      const url = `postgres://procelia:secret-db-password@127.0.0.1:${port}/procelia`;
      const run = await doctor({ ...healthy, DATABASE_URL: url });
      console.log(`npm run doctor, database that ${what}: ${run.ms} ms in all`);
      expect(run.code, what).toBe(1);
      expect(run.failed, what).toEqual(["Database"]);
      expect(run.line("Database")?.text, what).toMatch(
        new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/procelia does not answer: .+`),
      );
      expect(run.out).not.toContain("secret-db-password");
      // A silent host is given up at the doctor's own limit (2.5 s), not waited on for ever; the
      // total also holds npm's and Node's start, seconds on a loaded machine: a loose bound.
      if (port === SILENT_PORT) expect(run.line("Database")?.text).toMatch(/timeout expired$/);
      expect(run.ms, what).toBeLessThan(30_000);
    }
  });

  it("a migration of this release not applied to the database fails, naming it", async () => {
    const run = await doctor({ ...healthy, DATABASE_URL: pendingUrl });
    expect(run.code).toBe(1);
    expect(run.failed).toEqual(["Database"]);
    expect(run.line("Database")?.text).toContain(
      `answers, but 1 migration(s) of this release are not applied (${migrations.at(-1)?.tag})`,
    );
  });

  it("a data folder other accounts can enter (0755) fails with the chmod to run", async () => {
    const open = join(root, "open-data");
    mkdirSync(open);
    chmodSync(open, 0o755);
    const run = await doctor({ ...healthy, DATA_DIR: open });
    expect(run.code).toBe(1);
    expect(run.failed).toEqual(["Data folder"]);
    expect(run.line("Data folder")?.text).toBe(
      `${open} can be read by other accounts (0755): run chmod 700 ${open}`,
    );
  });

  it("a newest backup older than 48 hours fails; older than 26 hours warns", async () => {
    const stale = await doctor({
      ...healthy,
      BACKUP_DIR: backupFolder("stale-backups", 50, {
        at: new Date().toISOString(),
        ok: true,
        message: "restored",
      }),
    });
    expect(stale.code).toBe(1);
    expect(stale.failed).toEqual(["Backups"]);
    expect(stale.line("Backups")?.text).toMatch(
      /^newest procelia-\S+\.dump is 50(\.0)? h old: no backup for two days/,
    );

    const late = await doctor({
      ...healthy,
      BACKUP_DIR: backupFolder("late-backups", 30, {
        at: new Date().toISOString(),
        ok: true,
        message: "restored",
      }),
    });
    expect(late.code).toBe(0);
    expect(late.line("Backups")?.status).toBe("warn");
  });

  it("a disk under 2 % free fails, under 10 % warns", async () => {
    // A small disk of its own (tmpfs, 4 MiB) for DATA_DIR, filled to the threshold.
    const disk = join(root, "small-disk");
    mkdirSync(disk);
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", disk]);
    if (mounted.status !== 0) {
      throw new Error(`cannot mount a tmpfs (this test runs as root): ${mounted.stderr}`);
    }
    try {
      const filler = join(disk, "filler");
      writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024 - 40 * 1024)); // 1 % left
      const full = await doctor({ ...healthy, DATA_DIR: disk });
      expect(full.code).toBe(1);
      expect(full.failed).toEqual(["Disk space"]);
      expect(full.line("Disk space")?.text).toMatch(
        new RegExp(
          `^DATA_DIR ${disk}: [01](\\.\\d)? % free \\(\\d+ KB\\); .* — see docs/operations/monitoring\\.md, When a disk fills$`,
        ),
      );
      writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024 - 200 * 1024)); // about 5 % left
      const low = await doctor({ ...healthy, DATA_DIR: disk });
      expect(low.code).toBe(0);
      expect(low.line("Disk space")?.status).toBe("warn");
    } finally {
      spawnSync("umount", [disk]);
    }
  });

  it("a failed last restore test fails with its message", async () => {
    const dir = backupFolder("failed-restore", 2, {
      at: new Date(Date.now() - HOUR).toISOString(),
      ok: false,
      message: "pg_restore: error: could not read from input file: end of file",
    });
    const run = await doctor({ ...healthy, BACKUP_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.failed).toEqual(["Restore test"]);
    expect(run.line("Restore test")?.text).toMatch(
      /^the restore test of procelia-\S+\.dump on .+ failed: pg_restore: error: could not read from input file: end of file$/,
    );
  });

  it("no BACKUP_DIR is a warning on the backup lines", async () => {
    const run = await doctor({ ...healthy, BACKUP_DIR: undefined });
    expect(run.code).toBe(0);
    expect(run.line("Backups")).toEqual({
      status: "warn",
      text: "BACKUP_DIR is not set: no backup to check on this machine",
    });
  });

  it("in production, a public address on this machine, or other than the build's, fails", async () => {
    const local = await doctor({
      ...healthy,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "http://localhost:3000",
    });
    expect(local.code).toBe(1);
    expect(local.failed).toEqual(["Public address"]);
    expect(local.line("Public address")?.text).toBe(
      "http://localhost:3000 is this machine's own address: visitors and e-mails cannot use it",
    );
    // In production the settings say what monitoring and TOTP need.
    expect(local.line("Settings")?.text).toContain("not set: METRICS_TOKEN");

    const other = await doctor({
      ...healthy,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "https://www.procelia-doctor.be",
    });
    expect(other.code).toBe(1);
    expect(other.line("Public address")?.text).toBe(
      "the pages were built for https://www.procelia.example, not https://www.procelia-doctor.be: build again (npm run build)",
    );
  });

  it("a setting the site would refuse fails with the site's own words", async () => {
    const run = await doctor({ ...healthy, SMTP_PORT: "seventy" });
    expect(run.code).toBe(1);
    expect(run.line("Settings")?.text).toMatch(/^the site would refuse to start: SMTP_PORT: /);
    expect(run.line("Database")).toEqual({
      status: "warn",
      text: "not checked: the settings are invalid (see Settings)",
    });
  });

  it("answers in French, and as JSON for a program", async () => {
    const french = await doctor(healthy, ["--lang", "fr"]);
    expect(french.code).toBe(0);
    expect(french.out).toContain(
      "répond, chiffré (STARTTLS), identifiants acceptés ; aucun message envoyé",
    );
    const json = await doctor(healthy, ["--json"]);
    const parsed = JSON.parse(json.out) as {
      results: { id: string; status: string }[];
      seconds: number;
    };
    expect(parsed.results.map((result) => result.id)).toEqual([
      "node",
      "environment",
      "database",
      "mail",
      "public-url",
      "identity",
      "data-dir",
      "disk",
      "backups",
      "restore-test",
      "build",
    ]);
    expect(parsed.results.find((result) => result.id === "database")?.status).toBe("ok");
  });
});

describe("npm run doctor on the embedded database", () => {
  const dataDir = join(root, "embedded", "pglite");
  let site: RunningServer | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  it("reads its migrations when the site is stopped, and says the running site holds it", async () => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // The operator's tool creates and migrates it, as a first start would.
    const made = spawnSync("sh", ["-c", `${toolCommand("users")} list`], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(made.status, made.stderr).toBe(0);
    // No mail server: its line is not this test's subject (a TLS handshake with the sink in this
    // worker once ran past the doctor's 2.5 s on a machine at load 19, and failed the run).
    const settings = {
      ...healthy,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      BACKUP_DIR: undefined,
      SMTP_HOST: undefined,
      SMTP_USER: undefined,
      SMTP_PASSWORD: undefined,
    };
    const stopped = await doctor(settings);
    console.log(`npm run doctor, embedded database: ${stopped.ms} ms in all`);
    expect(stopped.code, `${stopped.out}${stopped.err}`).toBe(0);
    expect(stopped.line("Database")).toEqual({
      status: "ok",
      text: `the embedded database at ${dataDir} answers; all ${migrations.length} migrations applied`,
    });

    // Run as root, the doctor leaves alone a database another account owns: opening it would
    // leave files root owns, which the site could not write afterwards.
    spawnSync("chown", ["-R", "nobody", dataDir]);
    const asRoot = await doctor(settings);
    spawnSync("chown", ["-R", "root", dataDir]);
    expect(asRoot.line("Database")).toEqual({
      status: "warn",
      text: `the embedded database in ${dataDir} belongs to nobody: not opened as root (it would leave files the site cannot write); run the doctor as nobody to read its migrations`,
    });
    expect(asRoot.line("Data folder")?.text).toBe(
      `${dataDir} belongs to nobody, but the site runs as root: run chown -R root: ${dataDir}`,
    );

    site = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      NODE_ENV: "production",
    });
    const running = await doctor(settings);
    expect(running.code).toBe(0);
    expect(running.line("Database")).toEqual({
      status: "warn",
      text: `the embedded database in ${dataDir} is open in the running site (process ${site.process.pid}), which checks its migrations at start (/readyz)`,
    });
  });
});
