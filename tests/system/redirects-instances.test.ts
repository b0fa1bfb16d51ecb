import { spawn } from "node:child_process";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNodeFlags } from "../node-processes";
import { adminUrl, freshDatabase, hasNginx, httpsRequest, type Nginx, startNginx } from "./nginx";
import { addAccount, signIn } from "./server";

/**
 * Redirects as deployed: two instances on one PostgreSQL behind deploy/nginx.conf. An editor adds
 * a redirect in the back office of one instance; within 2 s both instances and nginx answer it,
 * on an address that looks like a prerendered file (an old site's .html page) and under a page of
 * the site. A renamed article's own 301 still works. Prints how long a redirect takes beside a
 * prerendered page. Ports from 5350-5399 (this work's range).
 */

const USER = "editor.redirects";
const PASSWORD = "Redirections de Charleroi 2026";
const SITE = "https://www.example.be";
const PORTS = { a: 5361, b: 5362, http: 5363, https: 5364 };
const WITHIN_MS = 2_000;

interface Instance {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The production build on a port of this test's range (startServer takes any free port). */
async function startOn(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(
    process.execPath,
    [...testNodeFlags, join(process.cwd(), "server/index.ts")],
    {
      env: { ...process.env, NODE_ENV: "production", ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 150_000;
  while (!log.includes("[server] http://")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start on ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function locationOf(get: () => Promise<{ status: number; location: string | null }>) {
  const answer = await get();
  return answer.status === 301 || answer.status === 302 ? answer.location : null;
}

describe("redirects on two instances behind nginx", () => {
  let admin: pg.Client;
  let db: pg.Client;
  let instances: Instance[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: this test needs PostgreSQL");
    if (!hasNginx) throw new Error("nginx is not installed: apt-get install -y nginx");
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const databaseUrl = await freshDatabase(admin, "redirects_system");
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const env = {
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: SITE,
      DATABASE_URL: databaseUrl,
    };
    // One after the other: the first migrates the new database.
    instances = [await startOn(PORTS.a, env), await startOn(PORTS.b, env)];
    addAccount(env, USER, PASSWORD);
    nginx = await startNginx(
      instances.map((instance) => new URL(instance.url).host),
      undefined,
      { http: PORTS.http, https: PORTS.https },
    );
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.end();
    await admin?.end();
  });

  const direct = (instance: Instance, path: string) => async () => {
    const res = await fetch(instance.url + path, { redirect: "manual" });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") };
  };
  const viaNginx = (path: string) => async () => {
    const res = await httpsRequest(nginx.url, path);
    return { status: res.status, location: (res.headers.location as string | undefined) ?? null };
  };

  it("answers a redirect added on one instance from both and through nginx within 2 s", async () => {
    const a = instances[0] as Instance;
    const b = instances[1] as Instance;
    const oldPage = "/produits/vannes-a-boule.html";
    const underPage = "/automation/ancien-catalogue/index.html";
    // Before: both are 404s through nginx, which asks the instances (it answers no 404 itself).
    expect((await viaNginx(oldPage)()).status).toBe(404);
    expect((await viaNginx(underPage)()).status).toBe(404);

    const cookie = await signIn(a.url, USER, PASSWORD);
    const post = (form: Record<string, string>) =>
      fetch(`${a.url}/admin/redirects/new`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: a.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ page: "", article: "", url: "", status: "301", ...form }),
      });
    const saved = await post({ source: oldPage, kind: "page", page: "piping.fr" });
    const savedAt = performance.now();
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/redirects?done=added");

    const targets = {
      "instance a": direct(a, oldPage),
      "instance b": direct(b, oldPage),
      nginx: viaNginx(oldPage),
    };
    const arrival: Record<string, number> = {};
    await Promise.all(
      Object.entries(targets).map(async ([name, get]) => {
        while (performance.now() - savedAt < 5_000) {
          if ((await locationOf(get)) === "/tuyauterie-industrielle") {
            arrival[name] = Math.round(performance.now() - savedAt);
            return;
          }
          await new Promise((done) => setTimeout(done, 20));
        }
        arrival[name] = Number.POSITIVE_INFINITY;
      }),
    );
    console.log(`redirect served after the save (ms): ${JSON.stringify(arrival)}`);
    for (const ms of Object.values(arrival)) expect(ms).toBeLessThanOrEqual(WITHIN_MS);

    // A prefix rule under a page of the site, through nginx; the page itself stays the page.
    expect(
      (
        await post({
          source: "/automation/ancien-catalogue/*",
          kind: "page",
          page: "automation.en",
        })
      ).status,
    ).toBe(302);
    await new Promise((done) => setTimeout(done, 300));
    expect(await locationOf(viaNginx(underPage))).toBe("/en/automation");
    const page = await viaNginx("/automation")();
    expect(page.status).toBe(200);
  });

  it("keeps the renamed article's own 301", async () => {
    const { rows } = await db.query<{ id: number; slug: string }>(
      "select id, slug from blog_posts where language = 'fr' and published order by id limit 1",
    );
    const post = rows[0];
    if (!post) throw new Error("no published article in the sample content");
    await db.query("insert into blog_slug_redirects (old_slug, post_id) values ($1, $2)", [
      "ancien-titre-de-l-article",
      post.id,
    ]);
    expect(await locationOf(viaNginx("/blog/ancien-titre-de-l-article"))).toBe(
      `/blog/${post.slug}`,
    );
  });

  it("answers a redirect in the time of a prerendered page (figure printed)", async () => {
    const a = instances[0] as Instance;
    /** 10 clients in a loop for 3 s on one instance: requests per second and latencies. */
    const measure = async (path: string) => {
      const latencies: number[] = [];
      const until = performance.now() + 3_000;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (performance.now() < until) {
            const start = performance.now();
            const res = await fetch(a.url + path, {
              redirect: "manual",
              headers: { "accept-encoding": "br, gzip" },
            });
            await res.arrayBuffer();
            latencies.push(performance.now() - start);
          }
        }),
      );
      latencies.sort((x, y) => x - y);
      const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
      return { rps: Math.round(latencies.length / 3), p50: at(0.5), p99: at(0.99) };
    };
    await measure("/automation"); // warm-up
    const page = await measure("/automation");
    const redirect = await measure("/produits/vannes-a-boule.html");
    console.log(
      `prerendered page /automation: ${page.rps} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms; ` +
        `redirect: ${redirect.rps} req/s, p50 ${redirect.p50} ms, p99 ${redirect.p99} ms; ` +
        `ratio redirect/page ${(redirect.rps / page.rps).toFixed(2)} (10 fetch clients, 3 s, one instance)`,
    );
    // Every one of those was a redirect, counted.
    await new Promise((done) => setTimeout(done, 5_500));
    const { rows } = await db.query<{ hits: number }>(
      "select hits from redirects where source = '/produits/vannes-a-boule.html'",
    );
    expect(rows[0]?.hits ?? 0).toBeGreaterThan(100);
  });
});
