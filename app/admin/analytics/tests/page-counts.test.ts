import { type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import express from "express";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { brusselsDay, pageCounter } from "~/admin/analytics/page-count.server";
import { type Database, getDb } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import { leads, pageReferrers, pageViews } from "~/platform/database/schema";
import { pageCounts } from "../../../../server/page-counts";
import { precompress } from "../../../../server/precompressed";
import { type SharedPage, withoutNonce } from "../../../../server/prerendered";
import { sitePages } from "../../../../server/site-pages";
import { configure, startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";

/**
 * Page views as the Express edge counts them (server/page-counts.ts) and the counter adds them to
 * the database: prerendered pages served from memory by the real server/site-pages.ts, what is
 * not a reader's view (bots, pages loaded ahead, HEAD, errors, the back office), two instances
 * adding to the same rows, and nothing about a reader kept.
 */

afterAll(stopApp);

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const html = (path: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>${path}</title></head><body><h1>${path}</h1></body></html>`;
const paths = ["/automation", "/en/automation", "/contact"];
const prerendered = () =>
  new Map<string, SharedPage>(
    paths.map((path) => {
      const page = withoutNonce(html(path));
      return [path, { body: precompress(page.html), csp: page.csp }];
    }),
  );

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The site's edge as server/app.ts puts it together: the counter first, then the pages. */
async function site(counter: ReturnType<typeof pageCounter>) {
  const pages = sitePages({
    paths: () => paths,
    render: async (path) => new Response(html(path), { headers: { "Content-Type": "text/html" } }),
    initial: prerendered(),
  });
  const app = express();
  app.set("trust proxy", true);
  app.use(pageCounts(counter));
  app.use(pages.serve);
  app.get("/admin/leads", (_req, res) => {
    res.type("html").send(html("/admin/leads"));
  });
  app.get("/api/blog/posts", (_req, res) => {
    res.json({ posts: [] });
  });
  app.use((_req, res) => {
    res.status(404).type("html").send(html("not found"));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(pages.stop, () => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // node:http rather than fetch, which adds "Cache-Control: no-cache" to a conditional request.
  return async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request(`${base}${path}`, { method, headers: { "user-agent": BROWSER, ...headers } })
        .on("response", resolve)
        .on("error", reject)
        .end();
    });
    for await (const _ of response);
    // The count is taken once the answer is sent: let the "finish" event run.
    await new Promise((resolve) => setImmediate(resolve));
    return { status: response.statusCode, etag: response.headers.etag };
  };
}

async function viewsOf(db: Database) {
  const rows = await db.select().from(pageViews);
  return Object.fromEntries(rows.map((row) => [row.path, row.views]));
}

describe.each(testDatabases)("page counts ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    await db.delete(pageViews);
    await db.delete(pageReferrers);
    await db.delete(leads);
  });

  it("counts each reader's view of a prerendered page per page and day, once flushed", async () => {
    const counter = pageCounter();
    const get = await site(counter);
    for (let i = 0; i < 3; i++) expect((await get("/automation")).status).toBe(200);
    await get("/en/automation");
    // Counted in memory only: nothing reaches the database before the flush.
    expect(counter.pending()).toBe(4);
    expect(await viewsOf(db)).toEqual({});
    await counter.flush();
    expect(counter.pending()).toBe(0);
    const rows = await db.select().from(pageViews);
    expect(
      rows.map(({ path, views }) => ({ path, views })).sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual([
      { path: "/automation", views: 3 },
      { path: "/en/automation", views: 1 },
    ]);
    // The day is Brussels's (the back office's days).
    expect(rows.every((row) => row.day === brusselsDay(Date.now()))).toBe(true);
    // The next flush adds to the same rows.
    await get("/automation");
    await counter.flush();
    expect((await viewsOf(db))["/automation"]).toBe(4);
  });

  it("counts a page read again from the browser's copy (304), never HEAD, errors or other answers", async () => {
    const counter = pageCounter();
    const get = await site(counter);
    const first = await get("/automation");
    const etag = first.etag ?? "";
    expect(etag).not.toBe("");
    expect((await get("/automation", { "if-none-match": etag })).status).toBe(304);
    expect((await get("/automation", {}, "HEAD")).status).toBe(200);
    expect((await get("/no-such-page")).status).toBe(404);
    expect((await get("/admin/leads")).status).toBe(200);
    expect((await get("/api/blog/posts")).status).toBe(200);
    await counter.flush();
    expect(await viewsOf(db)).toEqual({ "/automation": 2 });
  });

  it("does not count known bots, clients without a user agent, or pages loaded ahead", async () => {
    const counter = pageCounter();
    const get = await site(counter);
    const notViews: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "python-requests/2.32.3" },
      { "user-agent": "" },
      // Prefetch links and other sites' rules: loaded in case, not read.
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
      { "x-purpose": "preview" },
    ];
    for (const headers of notViews) expect((await get("/automation", headers)).status).toBe(200);
    await counter.flush();
    expect(await viewsOf(db)).toEqual({});
    // The same page, by a browser that opens it: counted; and prerendered by the site's own
    // speculation rules at pointer-down, which the click that follows does not ask again.
    await get("/automation");
    await get("/automation", { "sec-purpose": "prefetch;prerender" });
    await counter.flush();
    expect(await viewsOf(db)).toEqual({ "/automation": 2 });
  });

  it("keeps the outside site that sent a reader as its host name only, never the site's own", async () => {
    const counter = pageCounter();
    const get = await site(counter);
    await get("/automation", { referer: "https://www.google.com/" });
    await get("/automation", { referer: "https://www.google.com/search?q=vanne+papillon" });
    await get("/automation", { referer: "https://news.example.org/articles/42?email=jean@val.be" });
    // The site's own pages, under either name, and what is not a site's name.
    await get("/automation", { referer: "https://www.procelia.example/en/automation" });
    await get("/automation", { referer: "https://procelia.example/" });
    await get("/automation", { referer: "http://203.0.113.7/page" });
    await get("/automation", { referer: "android-app://com.google.android.gm/" });
    await get("/automation", { referer: "not an address" });
    await counter.flush();
    expect(await viewsOf(db)).toEqual({ "/automation": 8 });
    const sites = await db.select().from(pageReferrers);
    expect(
      sites
        .map(({ path, host, visits }) => ({ path, host, visits }))
        .sort((a, b) => a.host.localeCompare(b.host)),
    ).toEqual([
      { path: "/automation", host: "news.example.org", visits: 1 },
      { path: "/automation", host: "www.google.com", visits: 2 },
    ]);
  });

  it("stores nothing about the reader: no address, cookie, identifier or user agent", async () => {
    const counter = pageCounter();
    const get = await site(counter);
    const agent = `${BROWSER} Distinctive/7.7.7`;
    await get("/contact", {
      "user-agent": agent,
      "x-forwarded-for": "198.51.100.23",
      cookie: "session=abc123secret",
      referer: "https://partner.example.net/offers?id=user-4711",
    });
    await counter.flush();
    // The tables have these columns and no other.
    const columns = await db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('page_views', 'page_referrers')`,
    );
    const list = (
      (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows ?? []
    )
      .map((row) => `${row.table_name}.${row.column_name}`)
      .sort();
    expect(list).toEqual([
      "page_referrers.day",
      "page_referrers.host",
      "page_referrers.path",
      "page_referrers.visits",
      "page_views.day",
      "page_views.path",
      "page_views.views",
    ]);
    const stored = JSON.stringify([
      await db.select().from(pageViews),
      await db.select().from(pageReferrers),
    ]);
    expect(stored).toContain("partner.example.net");
    for (const personal of [
      "198.51.100",
      "Distinctive",
      "Chrome",
      "abc123",
      "user-4711",
      "offers",
    ]) {
      expect(stored).not.toContain(personal);
    }
  });

  it("adds two instances' counts to the same rows, flushing at the same time", async () => {
    // A second instance: its own connection pool on PostgreSQL (the one database on PGlite).
    let second: Database = db;
    const url = process.env.DATABASE_URL;
    if (url) {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      closers.push(() => pool.end());
      second = drizzle(pool, { schema }) as unknown as Database;
    }
    const one = pageCounter({ db: getDb });
    const two = pageCounter({ db: async () => second });
    const [getOne, getTwo] = [await site(one), await site(two)];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        one.count("/automation", "www.google.com");
        two.count("/automation", "www.google.com");
        two.count(`/en/automation`, null);
      }
      await Promise.all([getOne("/contact"), getTwo("/contact")]);
      // Both instances write the same rows at once: the upsert adds, and neither waits on a deadlock.
      await Promise.all([one.flush(), two.flush()]);
    }
    expect(await viewsOf(db)).toEqual({ "/automation": 120, "/en/automation": 60, "/contact": 6 });
    const [referrer] = await db.select().from(pageReferrers);
    expect(referrer).toMatchObject({ host: "www.google.com", visits: 120 });
  });

  it("answers while the database hangs, and keeps the counts of a flush that failed", async () => {
    let away = true;
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counter = pageCounter({
      db: async () => {
        if (!away) return getDb();
        await hung;
        throw new Error("connect ETIMEDOUT 127.0.0.1:5432");
      },
    });
    const get = await site(counter);
    expect((await get("/automation")).status).toBe(200);
    const stuck = counter.flush();
    // The flush waits on the database; the pages are answered and counted all the same.
    expect((await get("/automation")).status).toBe(200);
    expect((await get("/en/automation")).status).toBe(200);
    expect(counter.pending()).toBe(2);
    release();
    await stuck;
    // The failed flush's count is back in memory, with those counted meanwhile.
    expect(counter.pending()).toBe(3);
    away = false;
    await counter.flush();
    expect(await viewsOf(db)).toEqual({ "/automation": 2, "/en/automation": 1 });
  });

  it("writes what is left when the instance stops", async () => {
    const counter = pageCounter();
    counter.start(60_000);
    const get = await site(counter);
    await get("/en/automation");
    await counter.stop();
    expect(await viewsOf(db)).toEqual({ "/en/automation": 1 });
  });
});
