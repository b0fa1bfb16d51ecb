// The production layout under load: deploy/nginx.conf in front of one, then two
// instances on one PostgreSQL. Requests per second of a prerendered page and of the blog list
// through nginx, and the p99 of an article page at 50 connections. Printed, never asserted;
// skipped with the reason when nginx or PostgreSQL is missing.
import { existsSync } from "node:fs";
import { get } from "node:https";
import { join } from "node:path";
import pg from "pg";
import { NGINX, writeLocalNginx } from "../nginx-local.mjs";
import { ARTICLES, env, log, options, root, THROUGHPUT_PAGE } from "./context.mjs";
import { waitFor200 } from "./http.mjs";
import { freePort, onCleanup, startChild } from "./processes.mjs";
import { fixed, int, table } from "./report.mjs";
import { measureLoad } from "./throughput.mjs";

const BLOG_LIST = "/blog";
/** The target: p99 of the article page at 50 connections on PostgreSQL. */
export const ARTICLE_P99_TARGET_MS = 50;
/** The bench's databases are named from this (BENCH_DATABASE_PREFIX: two checkouts side by side). */
const DATABASE = env.BENCH_DATABASE_PREFIX || "procelia_bench";
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(DATABASE))
  throw new Error("BENCH_DATABASE_PREFIX: a-z, 0-9, _");

/** A fresh database `<prefix>` or `<prefix>_<suffix>` on the bench's PostgreSQL, or why not. */
export async function postgresUrl(suffix) {
  const database = suffix ? `${DATABASE}_${suffix}` : DATABASE;
  const url = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
  if (!url) return { reason: "no PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)" };
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } catch (error) {
    return { reason: `PostgreSQL at ${new URL(url).host} unusable: ${error.message}` };
  } finally {
    await admin.end().catch(() => {});
  }
  const target = new URL(url);
  target.pathname = `/${database}`;
  return { url: target.toString() };
}

async function startInstance(databaseUrl, name, tmp) {
  const port = await freePort(0);
  const child = startChild(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn", // a line per request would measure the logger
    },
    logFile: join(tmp, `instance-${name}.log`),
  });
  onCleanup(() => child.stop());
  await waitFor200(`http://127.0.0.1:${port}/healthz`, {
    timeoutMs: options.startTimeout * 1000,
    isDead: () => child.exitCode !== null,
  });
  log(`  instance ${name} on 127.0.0.1:${port} (pid ${child.pid})`);
  return { host: `127.0.0.1:${port}`, child };
}

/** deploy/nginx.conf with the bench's ports and upstreams (scripts/nginx-local.mjs). */
export async function startNginx(upstreams, tmp, name) {
  const dir = join(tmp, `nginx-${name}`);
  const httpsPort = await freePort(0);
  const httpPort = await freePort(0);
  const config = writeLocalNginx({ root, dir, upstreams, httpPort, httpsPort });
  const child = startChild(NGINX, ["-c", config], { cwd: root, env });
  const base = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; (await httpsStatus(`${base}/healthz`)) !== 200; i++) {
    if (i > 50 || child.exitCode !== null) {
      throw new Error(`nginx did not start: ${child.logTail.join(" ")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, stop: () => child.stop() };
}

/** Status of a GET through nginx's throw-away certificate, 0 when nothing answers. */
function httpsStatus(url) {
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false, servername: "www.example.be" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on("error", () => resolve(0));
  });
}

export async function clusterLoad(tmp) {
  if (!existsSync(NGINX)) {
    log("  skipped: no nginx (apt-get install nginx)");
    return { skipped: "no nginx (apt-get install nginx)" };
  }
  if (!existsSync(join(root, "server/index.ts"))) return { skipped: "no build" };
  const database = await postgresUrl();
  if (!database.url) {
    log(`  skipped: ${database.reason}`);
    return { skipped: database.reason };
  }
  const a = await startInstance(database.url, "a", tmp);
  const b = await startInstance(database.url, "b", tmp);
  const result = {};
  for (const [label, upstreams] of [
    ["one", [a.host]],
    ["two", [a.host, b.host]],
  ]) {
    const nginx = await startNginx(upstreams, tmp, label);
    log(
      `  load through nginx, ${label === "one" ? "one instance" : "two instances"}: ${THROUGHPUT_PAGE}, ${BLOG_LIST}`,
    );
    result[label] = {
      page: await measureLoad(nginx.base + THROUGHPUT_PAGE),
      blog: await measureLoad(nginx.base + BLOG_LIST),
    };
    if (label === "two") {
      log(`  load through nginx, two instances: ${ARTICLES[0]}`);
      result.article = await measureLoad(nginx.base + ARTICLES[0]);
    }
    await nginx.stop();
  }
  // The same article from one instance without nginx: the app's own figure, with no shared cache.
  log(`  load on instance a without nginx: ${ARTICLES[0]}`);
  result.articleDirect = await measureLoad(`http://${a.host}${ARTICLES[0]}`);
  await Promise.all([a.child.stop(), b.child.stop()]);
  return result;
}

/** The printed table, and the target missed, if any. */
export function clusterReport(cluster) {
  if (!cluster || cluster.skipped) {
    return { text: `\nnginx + PostgreSQL: skipped (${cluster?.skipped ?? "not run"})`, misses: [] };
  }
  const row = (what, one, two) => [
    what,
    int(one.reqPerSec),
    int(two.reqPerSec),
    fixed(two.reqPerSec / Math.max(1, one.reqPerSec), 2),
    `${int(two.p99)} ms`,
  ];
  const article = cluster.article;
  const lines = [
    `\nThrough nginx on PostgreSQL, ${options.connections} connections, ${options.duration} s each (2 cores shared by everything):`,
    table(
      [
        { title: "through nginx" },
        { title: "req/s, 1 instance", right: true },
        { title: "req/s, 2 instances", right: true },
        { title: "ratio", right: true },
        { title: "p99, 2 instances", right: true },
      ],
      [
        row(THROUGHPUT_PAGE, cluster.one.page, cluster.two.page),
        row(BLOG_LIST, cluster.one.blog, cluster.two.blog),
      ],
    ),
    `Article ${ARTICLES[0]}: p50 ${int(article.p50)} ms, p99 ${int(article.p99)} ms (target < ${ARTICLE_P99_TARGET_MS} ms), ${int(article.reqPerSec)} req/s, ${article.non2xx} non-2xx`,
  ];
  const direct = cluster.articleDirect;
  if (direct) {
    lines.push(
      `  the same on one instance without nginx (no shared cache): p50 ${int(direct.p50)} ms, p99 ${int(direct.p99)} ms, ${int(direct.reqPerSec)} req/s`,
    );
  }
  const misses = [];
  if (article.p99 >= ARTICLE_P99_TARGET_MS) {
    misses.push(
      `article p99 through nginx on PostgreSQL: ${int(article.p99)} ms (target < ${ARTICLE_P99_TARGET_MS} ms)`,
    );
  }
  for (const [what, figures] of Object.entries({ ...cluster.one, ...cluster.two, article })) {
    if (figures.non2xx > 0)
      misses.push(`${what} through nginx: ${figures.non2xx} non-2xx responses`);
  }
  return { text: lines.join("\n"), misses };
}
