import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminUrl,
  earlyInASecond,
  freshDatabase,
  hasNginx,
  httpsRequest,
  type Nginx,
  startNginx,
} from "./nginx";
import { freePort, type RunningServer, startServer } from "./server";

/**
 * Running several instances: a change to an article reaches every instance's cache, readiness
 * follows the database without a restart, metrics stay private, and the log keeps no lead's data.
 */

const METRICS_TOKEN = "scrape-token-0123456789abcdef";

/** A TCP relay to PostgreSQL that the test can cut and restore, as a database outage would. */
function databaseRelay(target: { host: string; port: number }, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  return { start, stop };
}

async function until<T>(
  what: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
): Promise<{ value: T; elapsed: number }> {
  const started = Date.now();
  for (;;) {
    const value = await what();
    const elapsed = Date.now() - started;
    if (done(value) || elapsed > ms) return { value, elapsed };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const text = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text(), headers: res.headers };
};

describe.runIf(adminUrl && hasNginx)("operating two instances on PostgreSQL", () => {
  let admin: pg.Client;
  /** The instances' database, for changes made in plain SQL. */
  let db: pg.Client;
  let relay: ReturnType<typeof databaseRelay>;
  let viaRelay: RunningServer;
  let direct: RunningServer;
  let nginx: Nginx;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, "procelia_system_ops");
    db = new pg.Client({ connectionString: databaseUrl });
    const database = new URL(databaseUrl);
    const relayPort = await freePort();
    relay = databaseRelay(
      { host: database.hostname, port: Number(database.port || 5432) },
      relayPort,
    );
    await relay.start();
    const relayed = new URL(databaseUrl);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relayPort);
    const env = {
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: "https://www.example.be",
      METRICS_TOKEN,
      DB_STATEMENT_TIMEOUT_MS: "2000",
    };
    direct = await startServer({ ...env, DATABASE_URL: databaseUrl });
    viaRelay = await startServer({ ...env, DATABASE_URL: relayed.toString() });
    nginx = await startNginx([new URL(direct.url).host, new URL(viaRelay.url).host]);
    await db.connect(); // after the instances: the first one has made the tables
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([direct?.stop(), viaRelay?.stop()]);
    await relay?.stop();
    await db?.end();
    await admin?.end();
  });

  it("serves an article changed in the database from every instance within 2 s", async () => {
    const { rows } = await db.query<{ slug: string; title: string }>(
      `select slug, title from blog_posts where language = 'fr' and published
       order by created_at desc limit 1`,
    );
    const post = rows[0];
    expect(post).toBeDefined();
    const path = `/blog/${post?.slug}`;
    // Both instances hold the blog list and the rendered pages in their caches (a minute's
    // lifetime), and nginx its copy of the article (a second's).
    for (const instance of [direct, viaRelay]) {
      for (let i = 0; i < 2; i++) {
        expect((await text(`${instance.url}/blog`)).body).toContain("</html>");
        expect((await text(`${instance.url}${path}`)).body).toContain(post?.title);
      }
    }
    await earlyInASecond();
    await httpsRequest(nginx.url, path);
    const proxied = await httpsRequest(nginx.url, path);
    expect(proxied.text).toContain(post?.title);
    expect(proxied.headers["x-cache"]).toBe("HIT");
    const revised = `Révisé ${Date.now()}`;
    await db.query("update blog_posts set title = $1, version = version + 1 where slug = $2", [
      revised,
      post?.slug,
    ]);
    for (const instance of [viaRelay, direct]) {
      const list = await until(
        () => text(`${instance.url}/blog`),
        (page) => page.body.includes(revised),
        5_000,
      );
      expect(list.value.body, instance.url).toContain(revised);
      expect(list.elapsed, instance.url).toBeLessThan(2_000);
      const api = await text(`${instance.url}/api/blog/posts?language=fr`);
      expect(api.body).toContain(revised);
      const article = await until(
        () => text(`${instance.url}${path}`),
        (page) => page.body.includes(revised),
        5_000,
      );
      expect(article.value.body, instance.url).toContain(revised);
      expect(article.elapsed, instance.url).toBeLessThan(2_000);
    }
    const throughNginx = await until(
      () => httpsRequest(nginx.url, path),
      (page) => page.text.includes(revised),
      5_000,
    );
    expect(throughNginx.value.text, "through nginx").toContain(revised);
    expect(throughNginx.elapsed, "through nginx").toBeLessThan(2_000);
  });

  it("lets nginx keep only the pages that are the same for everyone", async () => {
    for (const path of ["/admin/login", "/blog?utm_source=newsletter"]) {
      await httpsRequest(nginx.url, path);
      const again = await httpsRequest(nginx.url, path);
      expect(again.status, path).toBe(200);
      expect(again.headers["x-cache"], path).not.toBe("HIT");
    }
    await earlyInASecond();
    const first = await httpsRequest(nginx.url, "/en/automation");
    const second = await httpsRequest(nginx.url, "/en/automation");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("turns /readyz 503 while the database is unreachable and 200 when it is back, without a restart", async () => {
    await relay.stop();
    const down = await until(
      () => text(`${viaRelay.url}/readyz`),
      (res) => res.status === 503,
      15_000,
    );
    expect(down.value.status).toBe(503);
    expect(JSON.parse(down.value.body)).toMatchObject({ status: "not_ready" });
    expect((await text(`${direct.url}/readyz`)).status).toBe(200);
    // nginx keeps serving pages; the instance that lost its database stays up.
    expect((await httpsRequest(nginx.url, "/automation")).status).toBe(200);

    await relay.start();
    const up = await until(
      () => text(`${viaRelay.url}/readyz`),
      (res) => res.status === 200,
      20_000,
    );
    expect(up.value.status).toBe(200);
    expect(viaRelay.process.exitCode).toBeNull();

    // Its notification connection came back too: the next change reaches its cache.
    expect((await text(`${viaRelay.url}/blog`)).status).toBe(200);
    const again = `Révisé encore ${Date.now()}`;
    await db.query(
      `update blog_posts set title = $1 where id = (select id from blog_posts
       where language = 'fr' and published order by created_at desc limit 1)`,
      [again],
    );
    const seen = await until(
      () => text(`${viaRelay.url}/blog`),
      (page) => page.body.includes(again),
      20_000,
    );
    expect(seen.value.body).toContain(again);
  });

  it("serves /metrics only with the bearer token, and never through nginx", async () => {
    expect((await text(`${direct.url}/blog`)).status).toBe(200);
    const unknown = await text(`${direct.url}/no-such-page`);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-0123456789abcdef" },
    ];
    for (const headers of attempts) {
      const res = await text(`${direct.url}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      expect(res.body).not.toContain("procelia_");
    }
    const scrape = await text(`${direct.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    expect(scrape.body).toMatch(
      /^procelia_http_requests_total\{method="GET",route="\/blog",status="200"\} \d+/m,
    );
    expect(scrape.body).toMatch(/^procelia_outbox_pending \d+/m);
    expect(scrape.body).toMatch(/^procelia_db_pool_in_use \d+/m);
    const proxied = await httpsRequest(nginx.url, "/metrics", undefined, {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(proxied.status).toBe(404);
  });

  it("logs a contact submission with its request id and none of its personal fields", async () => {
    const marker = `Qx${Date.now()}`;
    const lead = {
      name: `Gaëlle ${marker}nom`,
      company: `Laiterie ${marker}soc`,
      email: `${marker.toLowerCase()}@laiterie.example.be`,
      phone: "+32 71 98 76 54",
      message: `Audit vapeur ${marker}msg, deux chaudières.`,
      language: "fr",
    };
    const res = await httpsRequest(nginx.url, "/api/contact", lead);
    expect(res.status).toBe(201);
    const requestId = String(res.headers["x-request-id"]);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, trusted from loopback
    await httpsRequest(nginx.url, `/blog?category=${marker}cat`);

    const lines = () => `${direct.output()}${viaRelay.output()}`;
    const found = await until(
      async () => lines(),
      (log) => log.includes(requestId),
      3_000,
    );
    const line = found.value.split("\n").find((entry) => entry.includes(requestId)) ?? "";
    expect(JSON.parse(line)).toMatchObject({
      reqId: requestId,
      req: { method: "POST", path: "/api/contact" },
      res: { statusCode: 201 },
      route: "/api/contact",
    });
    for (const value of [marker, "98 76 54", "laiterie.example.be", "Gaëlle"]) {
      expect(lines()).not.toContain(value);
    }
  });
});
