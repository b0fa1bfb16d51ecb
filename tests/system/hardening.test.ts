import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNodeFlags } from "../node-processes";
import {
  freePort,
  migratedDataDir,
  type RunningServer,
  startServer,
  tempDataDir,
  validContact,
} from "./server";
import { type SharedServer, sharedServer } from "./shared-server";

/** Peak resident memory of a process, in MB (Linux). */
function peakMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/**
 * Streams up to `megabytes` of body to the server and resolves with the status of its answer,
 * which a bounded server gives long before the body ends.
 */
function streamLargeBody(
  url: string,
  path: string,
  headers: Record<string, string>,
  megabytes: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** A request exactly as written (fetch would normalise the path, refuse TRACE and drop Host). */
function rawRequest(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; location?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/`,
      { path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const rawGet = async (url: string, path: string) => {
  const { status, location } = await rawRequest(url, path);
  return { status, location };
};

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe("a hostile visitor against the built server (PGlite)", () => {
  let server: SharedServer;
  beforeAll(async () => {
    server = await sharedServer();
  });

  it("refuses 100 MB multipart and chunked bodies early, with bounded memory", async () => {
    const { pid } = server;
    const before = peakMemoryMb(pid);
    for (let i = 0; i < 5; i++) {
      const status = await streamLargeBody(
        server.url,
        "/en/contact",
        { "content-type": "multipart/form-data; boundary=x" },
        100,
      );
      // The contact form takes files now (25 MB): read up to its bound, then refused.
      expect(status).toBe(413);
    }
    for (let i = 0; i < 3; i++) {
      const status = await streamLargeBody(
        server.url,
        "/api/contact",
        { "content-type": "application/json", "transfer-encoding": "chunked" },
        100,
      );
      expect(status).toBe(413);
    }
    const urlencoded = await streamLargeBody(
      server.url,
      "/en/contact",
      { "content-type": "application/x-www-form-urlencoded", "content-length": "10485760" },
      10,
    );
    expect(urlencoded).toBe(413);
    expect(peakMemoryMb(pid) - before).toBeLessThan(64);
  });

  it("never redirects off-site and answers over-long paths at once", async () => {
    expect(await rawGet(server.url, "/automation/")).toEqual({
      status: 301,
      location: "/automation",
    });
    for (const path of ["//evil.example/", "/\\evil.example/", "///evil.example//"]) {
      const answer = await rawGet(server.url, path);
      expect(answer.location).toBeUndefined();
      expect(answer.status).toBe(404);
    }
    const slashes = await Promise.all(
      Array.from({ length: 40 }, () => rawGet(server.url, `/${"/".repeat(16 * 1024)}`)),
    );
    for (const answer of slashes) expect([414, 431]).toContain(answer.status);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("answers unknown methods 501, TRACE 405, and any API miss with JSON 404", async () => {
    const traceStatus = (await rawRequest(server.url, "/", { method: "TRACE" })).status;
    expect(traceStatus).toBe(405);
    const propfind = await fetch(`${server.url}/api/contact`, { method: "PROPFIND" });
    expect(propfind.status).toBe(501);
    expect(await propfind.json()).toMatchObject({ error: "not_implemented" });
    const miss = await fetch(`${server.url}/api/nope`);
    expect(miss.status).toBe(404);
    expect(miss.headers.get("content-type")).toContain("application/json");
    expect(await miss.json()).toMatchObject({ error: "not_found" });
    expect(server.output()).not.toMatch(/TypeError|at .*\(.*:\d+:\d+\)/);
  });

  it("answers the health and readiness probes, uncached", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("does not serve the prerendered files with their placeholder nonce", async () => {
    for (const path of ["/index.html", "/contact/index.html", "/en/index.html"]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).not.toContain("__CSP_NONCE__");
  });

  it("answers 400 to NUL bytes and keeps the visitor's fields out of the log", async () => {
    const marker = `Zorglub${Date.now()}`;
    for (const field of ["name", "company", "email", "phone", "message"] as const) {
      const body = { ...validContact(1), name: `${marker} Name`, message: `${marker} message` };
      body[field] = `${body[field]}\u0000`;
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, field).toBe(400);
      const page = await fetch(`${server.url}/en/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: form({ ...body, phone: body.phone ?? "" }),
      });
      expect(page.status, field).toBe(400);
    }
    const category = await fetch(`${server.url}/api/blog/posts?category=${marker}%00`);
    expect(category.status).toBe(400);
    const page = await fetch(`${server.url}/en/blog?category=${marker}%00`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("No articles found for this category.");
    expect(server.output()).not.toContain(marker);
  });
});

describe("TRUST_PROXY behind a reverse proxy that terminates HTTPS", () => {
  it("gives each forwarded visitor an own rate-limit bucket, and the form works over forwarded https", async () => {
    const server = await startServer({
      DATA_DIR: migratedDataDir(),
      DATABASE_URL: undefined,
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT: "2",
    });
    try {
      const post = (address: string) =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify(validContact(7)),
        });
      expect((await post("203.0.113.10")).status).toBe(201);
      expect((await post("203.0.113.10")).status).toBe(201);
      expect((await post("203.0.113.10")).status).toBe(429);
      expect((await post("203.0.113.20")).status).toBe(201);

      // As nginx forwards it: the visitor's Host, and the scheme and address in X-Forwarded-*.
      const page = await rawRequest(server.url, "/en/contact", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: "www.example.be",
          origin: "https://www.example.be",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.30",
        },
        body: form({
          name: "Claire Dubois",
          company: "Brasserie du Nord",
          email: "claire@example.be",
          message: "Nous cherchons un filtre pour 40 hl par brassin.",
        }),
      });
      expect(page.status).toBe(200);
      expect(page.text).toContain("Send another message");
    } finally {
      await server.stop();
    }
  });

  it.each(["true", "loopback, 10.0.0.0/8"])("starts with TRUST_PROXY=%s", async (value) => {
    const server = await startServer({
      DATA_DIR: migratedDataDir(),
      DATABASE_URL: undefined,
      TRUST_PROXY: value,
    });
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    await server.stop();
  });

  it("refuses to start with a TRUST_PROXY it cannot read, naming the variable", async () => {
    const child = spawn(process.execPath, [...testNodeFlags, "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(await freePort()),
        TRUST_PROXY: "the proxy",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY");
  });
});

describe("SIGTERM during a burst of contact requests", () => {
  it("answers every request it stored, stores nothing it did not answer, and exits cleanly", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const acknowledged: number[] = [];
    let exitCode: number | null = null;
    server.process.once("exit", (code) => {
      exitCode = code;
    });
    const burst = Array.from({ length: 50 }, async (_, n) => {
      try {
        const res = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validContact(n)),
        });
        const body = (await res.json()) as { id?: number };
        if (res.status === 201 && body.id) acknowledged.push(body.id);
      } catch {
        // Refused or cut before an answer: then nothing may have been stored for it.
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.process.kill("SIGTERM");
    await Promise.all(burst);
    await server.stop();
    expect(exitCode).toBe(0);
    expect(server.output()).toContain("[server] stopped");

    const db = await PGlite.create(dataDir);
    const { rows } = await db.query<{ id: number; status: string }>(
      "select id, notification_status as status from leads order by id",
    );
    await db.close();
    expect(rows.map((row) => row.id)).toEqual([...acknowledged].sort((a, b) => a - b));
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(postgresUrl)("PostgreSQL outages and locks", () => {
  const databaseName = "procelia_system_hardening";
  let admin: pg.Client;
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    const url = new URL(postgresUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    server = await startServer({ DATABASE_URL: databaseUrl, DB_STATEMENT_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => {
    await server?.stop();
    await admin.query(`alter database ${databaseName} with allow_connections true`);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  it("gives up on a statement held by a table lock with a 503, not a hung request", async () => {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query("begin; lock table leads in access exclusive mode");
    try {
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validContact(3)),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    const after = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validContact(4)),
    });
    expect(after.status).toBe(201);
  });

  it("answers the sitemap and /readyz 503 while the database refuses connections, and recovers", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await admin.query(`alter database ${databaseName} with allow_connections false`);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}'`,
    );
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get("retry-after")).toBeTruthy();
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "not_ready" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await admin.query(`alter database ${databaseName} with allow_connections true`);
    const back = await fetch(`${server.url}/sitemap.xml`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("/blog/");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
