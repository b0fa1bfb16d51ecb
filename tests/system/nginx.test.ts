import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningServer, startServer, validContact } from "./server";

/**
 * What we recommend is what we test: Debian's nginx runs deploy/nginx.conf (only its ports,
 * certificate and cache paths changed for the test) in front of two instances on one PostgreSQL.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const hasNginx = existsSync("/usr/sbin/nginx");

interface Nginx {
  url: string;
  accessLog: () => string;
  stop: () => Promise<void>;
}

async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "procelia-nginx-"));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  execFileSync(
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
      "/CN=www.example.be",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  let site = readFileSync("deploy/nginx.conf", "utf8")
    .replace(/^\s*listen \[::\]:\d+.*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 /g, `listen 127.0.0.1:${httpsPort} `)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.be\/fullchain\.pem/g, join(dir, "cert.pem"))
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.be\/privkey\.pem/g, join(dir, "key.pem"))
    .replace("/var/cache/nginx/procelia", join(dir, "cache"));
  const serverLines = site.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm) ?? [];
  expect(serverLines.length).toBeGreaterThanOrEqual(2);
  site = site.replace(
    serverLines.join("\n"),
    upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join("\n"),
  );
  writeFileSync(join(dir, "procelia.conf"), site);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  log_format upstream '$status $upstream_addr $request_uri';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/procelia.conf;
}
`,
  );
  const child: ChildProcess = spawn("/usr/sbin/nginx", ["-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; ; i++) {
    try {
      await httpsRequest(url, "/healthz");
      break;
    } catch {
      if (i > 50 || child.exitCode !== null) throw new Error(`nginx did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    accessLog: () => readFileSync(join(dir, "access.log"), "utf8"),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 16 });

/** A request to nginx as a browser of www.example.be sends it. */
function httpsRequest(
  url: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown>; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        agent,
        method: payload ? "POST" : "GET",
        servername: "www.example.be",
        headers: {
          host: "www.example.be",
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {}
          resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function freshDatabase(admin: pg.Client, name: string): Promise<string> {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

const instanceEnv = {
  HOST: "127.0.0.1",
  TRUST_PROXY: "loopback",
  PUBLIC_SITE_URL: "https://www.example.be",
};

describe.runIf(adminUrl && hasNginx)("two instances behind nginx on one PostgreSQL", () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  describe("shared rate limit and outbox", () => {
    const mails: string[] = [];
    let smtp: SMTPServer;
    let instances: RunningServer[] = [];
    let nginx: Nginx;

    beforeAll(async () => {
      const smtpPort = await freePort();
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          let raw = "";
          stream.on("data", (chunk) => {
            raw += chunk;
          });
          stream.on("end", () => {
            mails.push(raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? "");
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
      const databaseUrl = await freshDatabase(admin, "procelia_system_nginx_a");
      const env = {
        ...instanceEnv,
        DATABASE_URL: databaseUrl,
        CONTACT_RATE_LIMIT: "10",
        SMTP_HOST: "127.0.0.1",
        MAIL_TO: "leads@example.com",
        SMTP_PORT: String(smtpPort),
        OUTBOX_POLL_MS: "200",
      };
      instances = [await startServer(env), await startServer(env)];
      nginx = await startNginx(instances.map((instance) => new URL(instance.url).host));
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it("accepts exactly the configured limit from one visitor across both instances", async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 30; n++) {
        statuses.push((await httpsRequest(nginx.url, "/api/contact", validContact(n))).status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      const served = nginx
        .accessLog()
        .split("\n")
        .filter((line) => line.includes("/api/contact"))
        .map((line) => line.split(" ")[1]);
      for (const instance of instances) expect(served).toContain(new URL(instance.url).host);
    });

    it("e-mails every stored request exactly once while both instances send", async () => {
      const deadline = Date.now() + 30_000;
      while (mails.length < 10 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mails).toHaveLength(10);
      expect(new Set(mails).size).toBe(10);
    });

    it("answers readiness and pages through nginx over HTTPS", async () => {
      expect((await httpsRequest(nginx.url, "/readyz")).status).toBe(200);
      const page = await httpsRequest(nginx.url, "/automation");
      expect(page.status).toBe(200);
      expect(String(page.headers["strict-transport-security"])).toContain("max-age");
    });
  });

  describe("an instance killed during a burst", () => {
    let instances: RunningServer[] = [];
    let nginx: Nginx;
    let databaseUrl: string;

    beforeAll(async () => {
      databaseUrl = await freshDatabase(admin, "procelia_system_nginx_b");
      const env = { ...instanceEnv, DATABASE_URL: databaseUrl, CONTACT_RATE_LIMIT: "100000" };
      instances = [await startServer(env), await startServer(env)];
      nginx = await startNginx(instances.map((instance) => new URL(instance.url).host));
    });
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    });

    it("loses no acknowledged request, and nginx goes on answering from the other", async () => {
      const acknowledged: number[] = [];
      let sent = 0;
      let killed = false;
      const client = async () => {
        while (sent < 300) {
          const n = ++sent;
          try {
            const { status, json } = await httpsRequest(nginx.url, "/api/contact", validContact(n));
            if (status === 201 && typeof json.id === "number") acknowledged.push(json.id);
          } catch {
            // Cut by the kill before an answer: not acknowledged, so not promised.
          }
          if (acknowledged.length >= 60 && !killed) {
            killed = true;
            await instances[0]?.kill9();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      expect(killed).toBe(true);
      // The surviving instance took the rest: far more than the 60 before the kill.
      expect(acknowledged.length).toBeGreaterThan(250);
      expect((await httpsRequest(nginx.url, "/automation")).status).toBe(200);

      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      const { rows } = await reader.query<{ id: number }>(
        "select id from contacts where id = any($1::int[])",
        [acknowledged],
      );
      await reader.end();
      expect(rows).toHaveLength(acknowledged.length);
    });
  });
});
