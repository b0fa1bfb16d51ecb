import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceFingerprint } from "../../scripts/build-info.mjs";
import { solvedChallenge } from "../integration/contact-proof";
import { linkCheckout } from "./linked-checkout";
import { adminUrl, freshDatabase, hasNginx, httpsRequest, type Nginx, startNginx } from "./nginx";
import { validContact } from "./server";

/**
 * deploy/upgrade.sh and deploy/rollback.sh for real: two instances of the built server on
 * PostgreSQL behind deploy/nginx.conf, started and restarted from deploy/procelia.service's own
 * lines (tests/system/unit-instance.ts stands in for systemctl), while visitors send contact
 * requests without a pause. An upgrade whose release adds a column, a rollback, and an upgrade
 * whose migration fails: no request fails, and every acknowledged one is in the database.
 */

const PORTS = [4201, 4202];
const NGINX_PORTS = { http: 4210, https: 4211 };
/** Visitors sending contact requests one after the other, each with its proof of work. */
const VISITORS = 2;
const checkout = process.cwd();
const work = mkdtempSync(join(tmpdir(), "procelia-upgrade-"));
const root = join(work, "opt");
const state = join(work, "state");
const environment = join(work, "environment");

interface BuildInfo {
  version: string;
  commit: string;
  sources: string;
}
const builtHere = JSON.parse(readFileSync("build/build-info.json", "utf8")) as BuildInfo;
const idOf = (info: BuildInfo) => `${info.version}+${info.commit}`;

/** Replaces a file of a hard-linked copy without writing through the link into the checkout. */
function replaceFile(path: string, text: string) {
  rmSync(path);
  writeFileSync(path, text);
}

/**
 * A second release without a second build: the built checkout hard-linked, with another version
 * and, when given, one more migration (the build's record says it matches its sources).
 */
function releaseFrom(name: string, version: string, migration?: { tag: string; sql: string }) {
  const dir = join(work, name);
  linkCheckout(checkout, dir);
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  replaceFile(join(dir, "package.json"), `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);
  if (migration) {
    writeFileSync(join(dir, `drizzle/${migration.tag}.sql`), migration.sql);
    const journalFile = join(dir, "drizzle/meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries.push({
      idx: journal.entries.length,
      version: "7",
      when: Date.now(),
      tag: migration.tag,
      breakpoints: true,
    });
    replaceFile(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  }
  const info = { ...builtHere, version, sources: sourceFingerprint(dir) };
  replaceFile(join(dir, "build/build-info.json"), `${JSON.stringify(info, null, 2)}\n`);
  return { dir, id: idOf(info), name: `${version}-${info.commit.slice(0, 7)}` };
}

/** Runs a deploy script without blocking the visitors' requests; its output is printed. */
function deploy(script: string, args: string[] = []) {
  const started = Date.now();
  const child = spawn(
    join(checkout, "deploy", script),
    [
      ...args,
      "--root",
      root,
      "--ports",
      PORTS.join(" "),
      "--restart-command",
      `"${process.execPath}" "${join(checkout, "tests/system/unit-instance.ts")}" restart "$1"`,
    ],
    {
      env: { ...process.env, UNIT_ROOT: root, UNIT_STATE: state, UNIT_ENVIRONMENT: environment },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => {
      const logs = code === 0 ? "" : PORTS.map((port) => instanceLog(port)).join("\n");
      console.log(
        `${script} ${args.join(" ")}: exit ${code} in ${(Date.now() - started) / 1_000} s\n${output}${logs}`,
      );
      resolve({ code, output });
    }),
  );
}

/** The end of an instance's output (what journalctl -u procelia@PORT shows in production). */
function instanceLog(port: number): string {
  const file = join(state, `${port}.log`);
  const lines = existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n") : [];
  return `--- procelia@${port}\n${lines.slice(-15).join("\n")}\n`;
}

const healthOf = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { build: string }).build;

describe("upgrade and rollback behind nginx", () => {
  let admin: pg.Client;
  let db: pg.Client;
  let nginx: Nginx;
  let sending = true;
  const acknowledged: number[] = [];
  const failures: string[] = [];
  let sent = 0;
  let visitors: Promise<void>[] = [];
  const newer = releaseFrom("release-b", `${builtHere.version}-next`, {
    // Expand only: a nullable column the running release does not know of.
    tag: "0900_upgrade_probe",
    sql: 'ALTER TABLE "leads" ADD COLUMN "upgrade_probe" text;',
  });
  const broken = releaseFrom("release-c", `${builtHere.version}-broken`, {
    // A migration that fails: the instance stops at start, again and again, never ready.
    tag: "0901_fails",
    sql: "SELECT 1 / 0;",
  });
  const first = {
    id: idOf(builtHere),
    name: `${builtHere.version}-${builtHere.commit.slice(0, 7)}`,
  };

  /** One visitor: the form's challenge, its proof of work, the request; again until told. */
  async function visitor(n: number) {
    for (let i = 0; sending; i++) {
      const label = `visitor ${n} request ${i}`;
      try {
        const challenge = await httpsRequest(nginx.url, "/api/contact/challenge");
        if (challenge.status !== 200) {
          failures.push(`${label}: challenge ${challenge.status}`);
          continue;
        }
        const altcha = await solvedChallenge(challenge.json as never);
        sent++;
        const res = await httpsRequest(nginx.url, "/api/contact", {
          ...validContact(n * 100_000 + i),
          altcha,
        });
        if (res.status === 201 && typeof res.json.id === "number") acknowledged.push(res.json.id);
        else failures.push(`${label}: ${res.status} ${res.text.slice(0, 120)}`);
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
      }
    }
  }

  beforeAll(async () => {
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: the upgrade runs on PostgreSQL");
    if (!hasNginx) throw new Error("nginx is not installed (apt-get install nginx)");
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, "ops_upgrade");
    mkdirSync(join(root, "releases"), { recursive: true });
    mkdirSync(state);
    writeFileSync(
      environment,
      [
        `DATABASE_URL=${databaseUrl}`,
        "PUBLIC_SITE_URL=https://www.example.be",
        "CONTACT_RATE_LIMIT=1000000",
        "LOG_LEVEL=warn",
        "",
      ].join("\n"),
    );
    // The first release, from the built checkout, as the first upgrade of an empty server.
    const installed = await deploy("upgrade.sh", ["--from", checkout, "--prebuilt", "--link"]);
    expect(installed.code, installed.output).toBe(0);
    nginx = await startNginx(
      PORTS.map((port) => `127.0.0.1:${port}`),
      VISITORS * 2,
      NGINX_PORTS,
    );
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    visitors = Array.from({ length: VISITORS }, (_, n) => visitor(n + 1));
  });

  afterAll(async () => {
    sending = false;
    await Promise.all(visitors);
    for (const port of PORTS) {
      spawnSync(process.execPath, ["tests/system/unit-instance.ts", "stop", String(port)], {
        env: { ...process.env, UNIT_ROOT: root, UNIT_STATE: state },
      });
    }
    await nginx?.stop();
    await db?.end();
    await admin?.end();
    rmSync(work, { recursive: true, force: true });
  });

  it("upgrades instance by instance to a release that adds a column, and prunes old releases", async () => {
    // A release of long ago, past the two to keep.
    const ancient = join(root, "releases", "0.9.0-0000000");
    mkdirSync(ancient);
    utimesSync(ancient, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const sentBefore = sent;
    const upgraded = await deploy("upgrade.sh", [
      "--from",
      newer.dir,
      "--prebuilt",
      "--link",
      "--keep",
      "2",
    ]);
    expect(upgraded.code, upgraded.output).toBe(0);
    // One at a time: the second instance stops only once the first is ready on the new release.
    const firstReady = upgraded.output.indexOf(`port ${PORTS[0]}: ready in`);
    expect(firstReady).toBeGreaterThan(upgraded.output.indexOf(`port ${PORTS[0]}: restarting`));
    expect(upgraded.output.indexOf(`port ${PORTS[1]}: restarting`)).toBeGreaterThan(firstReady);
    for (const port of PORTS) expect(await healthOf(port)).toBe(newer.id);
    expect(readlinkSync(join(root, "current"))).toBe(`releases/${newer.name}`);
    expect(readlinkSync(join(root, "previous"))).toBe(`releases/${first.name}`);
    expect(existsSync(ancient)).toBe(false);
    expect(readdirSync(join(root, "releases")).sort()).toEqual([first.name, newer.name].sort());
    const column = await db.query(
      "select 1 from information_schema.columns where table_name = 'leads' and column_name = 'upgrade_probe'",
    );
    expect(column.rowCount).toBe(1);
    // Visitors were sending all along.
    expect(sent - sentBefore).toBeGreaterThan(5);
  });

  it("rolls back instance by instance to the release before, on the database the newer one migrated", async () => {
    const sentBefore = sent;
    const rolled = await deploy("rollback.sh");
    expect(rolled.code, rolled.output).toBe(0);
    for (const port of PORTS) expect(await healthOf(port)).toBe(first.id);
    expect(readlinkSync(join(root, "current"))).toBe(`releases/${first.name}`);
    expect(readlinkSync(join(root, "previous"))).toBe(`releases/${newer.name}`);
    expect(sent - sentBefore).toBeGreaterThan(5);
  });

  it("goes back by itself when the new release never becomes ready", async () => {
    const sentBefore = sent;
    const failed = await deploy("upgrade.sh", ["--from", broken.dir, "--prebuilt", "--link"]);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain(`port ${PORTS[0]}: the restart failed`);
    expect(failed.output).toContain(
      `upgrade to ${broken.name} failed: it never became ready; ${first.name} runs again`,
    );
    // The second instance was never stopped; the first runs the release it ran before.
    expect(failed.output).not.toContain(`port ${PORTS[1]}: restarting`);
    for (const port of PORTS) expect(await healthOf(port)).toBe(first.id);
    expect(readlinkSync(join(root, "current"))).toBe(`releases/${first.name}`);
    expect(readlinkSync(join(root, "previous"))).toBe(`releases/${newer.name}`);
    expect(sent - sentBefore).toBeGreaterThan(5);
  });

  it("answered every contact request, and stored every one it acknowledged", async () => {
    sending = false;
    await Promise.all(visitors);
    const { rows } = await db.query<{ id: number }>("select id from leads where id = any($1)", [
      acknowledged,
    ]);
    const stored = new Set(rows.map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.log(
      `contact requests sent ${sent}, failed ${failures.length}, lost ${lost.length} ` +
        `(acknowledged ${acknowledged.length}) through an upgrade, a rollback and an upgrade rolled back`,
    );
    expect(failures).toEqual([]);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBe(sent);
  });
});
