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
import { type RunningServer, startServer } from "./server";

/**
 * Page views behind deploy/nginx.conf: the request that reaches an instance is counted by it, and
 * those nginx answers from its page cache in the same second reach the instances as syslog
 * datagrams and are counted too, each once, by the same rules. Two instances listen on the one
 * port; one PostgreSQL holds the site's totals.
 */

// Fixed ports of this file (the helper sessions' range): nginx's two, and the views' UDP port.
const PORTS = { http: 5330, https: 5331, views: 5332 };
const READER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.runIf(adminUrl && hasNginx)("page views behind nginx, on two instances", () => {
  let admin: pg.Client;
  let database: pg.Client;
  let instances: RunningServer[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, "procelia_system_page_counts");
    const env = {
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: "https://www.example.be",
      DATABASE_URL: databaseUrl,
      NGINX_VIEWS_PORT: String(PORTS.views),
    };
    instances = [await startServer(env), await startServer(env)];
    nginx = await startNginx(
      instances.map((instance) => new URL(instance.url).host),
      undefined,
      PORTS,
    );
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.end();
    await admin?.end();
  });

  const viewsOf = async (path: string) =>
    Number(
      (
        await database.query(
          "select coalesce(sum(views), 0) as views from page_views where path = $1",
          [path],
        )
      ).rows[0]?.views ?? 0,
    );

  it("counts the views nginx answers from its cache once each, and not a crawler's", async () => {
    const path = "/en/automation";
    const reader = { "user-agent": READER, referer: "https://www.partner.example/list" };
    // Within one second: the first request reaches an instance, the next meet nginx's copy.
    await earlyInASecond();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await httpsRequest(nginx.url, path, undefined, reader));
    for (let i = 0; i < 2; i++)
      answers.push(await httpsRequest(nginx.url, path, undefined, { "user-agent": CRAWLER }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const fromCache = answers.filter((answer) => answer.headers["x-cache"] === "HIT").length;
    // What this test is about: most of them answered by nginx alone.
    expect(fromCache).toBeGreaterThanOrEqual(4);

    // Each instance adds what it counted every 5 s: the views, then the outside sites (a read
    // between the two statements of a flush sees the views alone, as it did once at load 13).
    const sites = async () =>
      (
        await database.query(
          "select host, sum(visits)::int as visits from page_referrers where path = $1 group by host",
          [path],
        )
      ).rows;
    await expect.poll(() => viewsOf(path), { timeout: 20_000, interval: 500 }).toBe(5);
    await expect
      .poll(sites, { timeout: 10_000, interval: 200 })
      .toEqual([{ host: "www.partner.example", visits: 5 }]);
    // Nothing counted twice: still 5 after both instances' next flush.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await viewsOf(path)).toBe(5);
    expect(await sites()).toEqual([{ host: "www.partner.example", visits: 5 }]);
  }, 60_000);
});
