import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bootThrowawaySystem,
  type ThrowawaySystem,
  throwawaySystemMissing,
} from "./throwaway-system.ts";

/**
 * deploy/install.sh as an operator runs it, on a throw-away Debian 12 booted with systemd
 * (./throwaway-system.ts, docs/decisions/032): the real systemd, nginx, PostgreSQL 15 and npm,
 * then the site through nginx, then a second run that changes nothing.
 */
const checkout = process.cwd();
const SITE = "https://www.procelia.example";
const HOST = "www.procelia.example";
const PASSWORD = "Install-test passphrase 2026";
const missing =
  throwawaySystemMissing() ??
  // The machine inside is this one's root file system: the checkout must be on it.
  (statSync(checkout).dev === statSync("/").dev
    ? undefined
    : `${checkout} is not on the root file system, which the throw-away system is made of`);

let system: ThrowawaySystem | undefined;
let firstRun = { status: 1, stdout: "", stderr: "", seconds: 0 };

/** Fails with the reason when this machine cannot run the test (never a silent skip). */
function inside(): ThrowawaySystem {
  if (missing) throw new Error(`cannot run here: ${missing}`);
  if (!system) throw new Error("the throw-away system did not start");
  return system;
}

async function install(args: string[]) {
  const started = performance.now();
  const result = await inside().run(["bash", join(checkout, "deploy/install.sh"), ...args], {
    input: `${PASSWORD}\n`,
    // The machine inside has no network: npm ci takes the packages from npm's cache.
    env: { npm_config_offline: "true" },
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

const ARGS = [
  "--site-url",
  SITE,
  "--self-signed",
  "--admin-email",
  "admin@procelia.example",
  "--wal-archive",
];

/** Through nginx, inside: status, then the body. */
async function viaNginx(path: string, extra = ""): Promise<{ status: number; body: string }> {
  const out = await inside().sh(
    `curl -sk ${extra} --resolve ${HOST}:443:127.0.0.1 -w '\\n%{http_code}' 'https://${HOST}${path}'`,
  );
  const at = out.lastIndexOf("\n");
  return { status: Number(out.slice(at + 1)), body: out.slice(0, at) };
}

/** Everything the install writes or starts: files with their checksums and metadata, processes. */
const SNAPSHOT = `
  sha256sum /etc/procelia/environment /etc/procelia/tls/* /etc/systemd/system/procelia@.service \\
    /etc/nginx/conf.d/procelia.conf /etc/passwd /etc/group
  find /opt/procelia /etc/procelia /var/lib/procelia /var/backups/procelia /etc/systemd/system \\
    -printf '%p %y %s %T@ %m %u:%g %l\\n' | sort | sha256sum
  systemctl show -p MainPID -p ExecMainStartTimestampMonotonic -p NRestarts \\
    procelia@3001 procelia@3002 nginx postgresql@15-main
  # Workers only: nginx's cache loader leaves by itself a minute after a start.
  echo "nginx workers: $(pgrep -P "$(cat /run/nginx.pid)" -f 'worker process' | sort | tr '\\n' ' ')"
  runuser -u postgres -- psql -XtA -c "select rolname, rolpassword from pg_authid where rolname = 'procelia'" \\
    -c "select datname, datdba from pg_database where datname = 'procelia'"
  runuser -u postgres -- psql -XtA -d procelia -c 'select id, username, password from users'
`;

beforeAll(async () => {
  if (missing) return;
  // systemd mounts a fresh /tmp inside the throw-away system: a checkout there is out of its sight.
  if (checkout === "/tmp" || checkout.startsWith("/tmp/"))
    throw new Error(`run the install test from a checkout outside /tmp (this one is ${checkout})`);
  // A fresh machine: no PostgreSQL cluster yet (made below, as installing the package does),
  // nothing of the site. Hidden in the overlay only: the host keeps its own.
  const fresh = [
    "var/lib/postgresql/15",
    "etc/postgresql/15",
    "etc/procelia",
    "opt/procelia",
    "var/lib/procelia",
    "var/backups/procelia",
    "etc/nginx/conf.d/procelia.conf",
    "etc/systemd/system/procelia@.service",
  ];
  system = await bootThrowawaySystem(fresh, (root) => {
    // The checkout on a file system of its own is not in the overlay of /: it is bound in.
    const inside = join(root, checkout);
    if (!existsSync(join(inside, "deploy/install.sh"))) {
      mkdirSync(inside, { recursive: true });
      spawnSync("mount", ["--bind", checkout, inside]);
    }
    if (readFileSync(join(root, "etc/passwd"), "utf8").includes("\nprocelia:"))
      spawnSync("chroot", [root, "userdel", "procelia"]);
  });
  await system.sh("pg_createcluster 15 main --start >/dev/null");
  firstRun = await install(ARGS);
  console.log(`first install: ${firstRun.seconds.toFixed(1)} s\n${firstRun.stdout}`);
}, 600_000);

afterAll(async () => {
  await system?.stop();
}, 60_000);

describe("deploy/install.sh", () => {
  it("answers --help with 0 and a wrong call with 2 and its usage, before anything else", () => {
    const help = spawnSync("bash", ["deploy/install.sh", "--help"], { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("--admin-email EMAIL");
    const wrong = spawnSync("bash", ["deploy/install.sh", "--cert", "a.pem"], { encoding: "utf8" });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.split("\n")[0]).toBe("deploy/install.sh: --cert and --key go together");
    expect(wrong.stderr).toContain("Usage: deploy/install.sh");
  });

  it("installs on a fresh Debian 12, one line per step", () => {
    inside();
    expect(firstRun.stderr, firstRun.stdout).toBe("");
    expect(firstRun.status).toBe(0);
    const steps = firstRun.stdout.trim().split("\n");
    for (const step of steps) expect(step).toMatch(/^[a-z][\w .-]*: \S/);
    expect(steps.join("\n")).toMatch(/^user procelia: created/m);
    expect(steps.join("\n")).toMatch(/^database: made role procelia database procelia/m);
    expect(steps.join("\n")).toMatch(/^administrator: admin \(admin@procelia\.example\) made/m);
  });

  it("serves the site through nginx on https, and /readyz", async () => {
    const home = await viaNginx("/");
    expect(home.status).toBe(200);
    // Built for the address given: canonical links name it.
    expect(home.body).toContain(`<link rel="canonical" href="${SITE}/"/>`);
    expect((await viaNginx("/readyz")).status).toBe(200);
    expect((await viaNginx("/en/contact")).status).toBe(200);
    const apex = await inside().sh(
      `curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Host: procelia.example' http://127.0.0.1/`,
    );
    expect(apex).toBe(`301 ${SITE}/`);
  });

  it("runs the instances under systemd as procelia, with the project's Node, from current", async () => {
    const out = await inside().sh(`
      systemctl is-enabled procelia@3001 procelia@3002 nginx
      systemctl is-active procelia@3001 procelia@3002 nginx
      for port in 3001 3002; do
        pid=$(systemctl show -p MainPID --value procelia@$port)
        echo "$(ps -o user= -p $pid) $(readlink /proc/$pid/cwd) $(/proc/$pid/exe --version)"
      done
      readlink /opt/procelia/current
      ls /opt/procelia/current/node_modules | grep -cx 'vite|vitest|tsx' || true`);
    const lines = out.trim().split("\n");
    expect(lines.slice(0, 6)).toEqual([...Array(3).fill("enabled"), ...Array(3).fill("active")]);
    const release = lines[8] ?? "";
    expect(release).toMatch(/^releases\/1\.\d+\.\d+-[0-9a-f]{7}$/);
    for (const line of lines.slice(6, 8))
      expect(line).toMatch(new RegExp(`^procelia /opt/procelia/${release} v24\\.`));
    // Development tools stay out of the release: it runs on the site's dependencies alone.
    expect(lines[9]).toBe("0");
  });

  it("keeps the settings to root, with generated secrets the site uses", async () => {
    const env = await inside().sh(
      "stat -c '%a %U' /etc/procelia/environment && grep -v '^#' /etc/procelia/environment",
    );
    expect(env.split("\n")[0]).toBe("600 root");
    expect(env).toMatch(/^SECRETS_KEY=[0-9a-f]{64}$/m);
    expect(env).toMatch(/^ALTCHA_HMAC_KEY=[0-9a-f]{64}$/m);
    expect(env).toMatch(
      /^DATABASE_URL=postgres:\/\/procelia:[0-9a-f]{48}@127\.0\.0\.1:5432\/procelia$/m,
    );
    expect(env).toMatch(new RegExp(`^PUBLIC_SITE_URL=${SITE}$`, "m"));
    // PORT, HOST and the like stay the unit's: the file would override them.
    expect(env).not.toMatch(/^(PORT|HOST|NODE_ENV|TRUST_PROXY)=/m);
    const token = env.match(/^METRICS_TOKEN=([0-9a-f]{48})$/m)?.[1];
    const metrics = await inside().sh(
      `curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer ${token}' http://127.0.0.1:3001/metrics`,
    );
    expect(metrics).toBe("200");
  });

  it("gives the site a database role that owns its database and nothing more", async () => {
    const out = await inside().sh(`
      runuser -u postgres -- psql -XtA -c "select rolsuper, rolcreatedb, rolcreaterole, rolreplication
        from pg_roles where rolname = 'procelia'" -c "select pg_get_userbyid(datdba), datacl
        from pg_database where datname = 'procelia'"
      stat -c '%n %a %U' /var/lib/procelia /var/backups/procelia
      getent passwd procelia | cut -d: -f7`);
    expect(out.trim().split("\n")).toEqual([
      "f|f|f|f",
      // The weekly restore test's own role may connect (deploy/procelia-restore-test.service).
      "procelia|{procelia=CTc/procelia,procelia_restore=c/procelia}",
      "/var/lib/procelia 700 procelia",
      "/var/backups/procelia 700 procelia",
      "/usr/sbin/nologin",
    ]);
  });

  it("archives PostgreSQL's write-ahead log for point-in-time recovery", async () => {
    const out = await inside().sh(`
      as_postgres() { runuser -u postgres -- psql -XtA "$@"; }
      as_postgres -c "create table wal_probe (); drop table wal_probe" -c "select pg_switch_wal()" >/dev/null
      for i in $(seq 1 40); do
        [ "$(as_postgres -c 'select archived_count from pg_stat_archiver')" -gt 0 ] && break
        sleep 0.25
      done
      as_postgres -c 'select archived_count > 0, failed_count from pg_stat_archiver'
      stat -c '%a %U' /var/lib/postgresql/15/wal-archive
      ls /var/lib/postgresql/15/wal-archive | head -n 1`);
    const [stats, folder, segment] = out.trim().split("\n");
    expect(stats).toBe("t|0");
    expect(folder).toBe("700 postgres");
    expect(segment).toMatch(/^[0-9A-F]{24}$/);
  });

  it("made the first administrator, who signs in through nginx", async () => {
    const body = new URLSearchParams({
      username: "admin",
      password: PASSWORD,
      redirectTo: "/admin",
    });
    const signIn = await viaNginx(
      "/admin/login",
      `-o /dev/null -X POST -H 'Origin: ${SITE}' -H 'Content-Type: application/x-www-form-urlencoded' --data '${body}'`,
    );
    expect(signIn.status).toBe(302);
  });

  it("refuses a key that is not the certificate's, or another address, and changes nothing", async () => {
    const before = await inside().sh(SNAPSHOT);
    await inside().sh("openssl genpkey -algorithm ed25519 -out /root/other.key 2>/dev/null");
    const cert = `/etc/procelia/tls/${HOST}.crt`;
    const wrongKey = await install(["--cert", cert, "--key", "/root/other.key"]);
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.stderr).toBe(
      `install failed: /root/other.key is not the private key of ${cert}\n`,
    );
    const otherSite = await install(["--site-url", "https://www.example.be"]);
    expect(otherSite.status).toBe(1);
    expect(otherSite.stderr).toMatch(
      /^install failed: \/etc\/procelia\/environment says PUBLIC_SITE_URL=https:\/\/www\.procelia\.example: change it there/,
    );
    expect(await inside().sh(SNAPSHOT)).toBe(before);
  });

  it("changes nothing on a second run, restarts nothing, and says so", async () => {
    const before = await inside().sh(SNAPSHOT);
    const second = await install(ARGS);
    const after = await inside().sh(SNAPSHOT);
    console.log(`second install: ${second.seconds.toFixed(1)} s\n${second.stdout}`);
    expect(second.stderr).toBe("");
    expect(second.status).toBe(0);
    for (const step of second.stdout.trim().split("\n"))
      expect(step).toMatch(/: (already done|checked)\b/);
    expect(after).toBe(before);
  });
});

// The checkout's build is reused only when it matches (scripts/build-info.mjs); say which.
if (existsSync("build/build-info.json"))
  console.log(
    `checkout build: ${readFileSync("build/build-info.json", "utf8").replace(/\s+/g, " ")}`,
  );
