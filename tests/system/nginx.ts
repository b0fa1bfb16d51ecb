import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { NGINX, writeLocalNginx } from "../../scripts/nginx-local.mjs";
import { freePort } from "./server";

/**
 * Debian's nginx running deploy/nginx.conf (only its ports, certificate and cache paths changed
 * for the test) in front of the given instances, and requests to it as a browser sends them.
 */

export const adminUrl = process.env.TEST_DATABASE_URL;
export const hasNginx = existsSync(NGINX);

export interface Nginx {
  url: string;
  /** The plain-HTTP port's address (its redirects to HTTPS). */
  httpUrl: string;
  /** The tests' log: status, upstream and request URI of each request. */
  accessLog: () => string;
  /** The site's access log in deploy/nginx.conf's own format. */
  siteLog: () => string;
  stop: () => Promise<void>;
}

export async function startNginx(
  upstreams: string[],
  /** Contact posts at once from 127.0.0.1, for tests that play many visitors (deployed: 2). */
  contactConnections?: number,
  /** Ports of the test's own range, for tests that must not take whatever is free. */
  ports?: { http: number; https: number; views?: number },
): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "procelia-nginx-"));
  const httpsPort = ports?.https ?? (await freePort());
  const httpPort = ports?.http ?? (await freePort());
  const config = writeLocalNginx({
    root: process.cwd(),
    dir,
    upstreams,
    httpPort,
    httpsPort,
    accessLog: true,
    contactConnections,
    viewsPort: ports?.views,
  });
  const child: ChildProcess = spawn(NGINX, ["-c", config], {
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
    httpUrl: `http://127.0.0.1:${httpPort}`,
    accessLog: () => readFileSync(join(dir, "access.log"), "utf8"),
    siteLog: () => readFileSync(join(dir, "procelia.access.log"), "utf8"),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 16 });

/** A request to nginx as a browser of www.example.be sends it: a JSON body, or a form's. */
export function httpsRequest(
  url: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{
  status: number;
  text: string;
  json: Record<string, unknown>;
  headers: Record<string, unknown>;
}> {
  return new Promise((resolve, reject) => {
    const form = body instanceof URLSearchParams;
    const payload = body === undefined ? undefined : form ? body.toString() : JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        agent,
        method: payload ? "POST" : "GET",
        servername: "www.example.be",
        headers: {
          host: "www.example.be",
          ...extraHeaders,
          ...(payload
            ? { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" }
            : {}),
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
          resolve({ status: res.statusCode ?? 0, text, json, headers: res.headers });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * Waits for the first 50 ms of a second of the clock: nginx keeps a shared page until the end of
 * the second it stored it in (server/prerendered.ts), so two requests made then meet one copy.
 */
export async function earlyInASecond(): Promise<void> {
  while (Date.now() % 1_000 > 50) await new Promise((done) => setTimeout(done, 5));
}

export async function freshDatabase(admin: pg.Client, base: string): Promise<string> {
  const url = new URL(adminUrl as string);
  // Named after TEST_DATABASE_URL's database too, so that two checkouts never share one.
  const name = `${base}_${url.pathname.slice(1).replace(/\W/g, "_")}`.slice(0, 63);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  return url.toString();
}
