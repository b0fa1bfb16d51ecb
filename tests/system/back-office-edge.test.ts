import { request } from "node:http";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MARKDOWN_LENGTH } from "../../app/admin/articles/article-limits";
import { adminRoutes } from "../../app/admin/shell/admin-routes";
import { addAccount, migratedDataDir, type RunningServer, signIn, startServer } from "./server";

/**
 * The back office's edge in the built server: it answers only at its exact paths, every answer
 * (pages, `.data` requests, files, redirects, errors) is uncached and unindexed, and the article
 * editor takes a whole article while every other body stays bounded.
 */

const USER = "claire.dubois";
const PASSWORD = "Échangeur à plaques 316L";
const METRICS_TOKEN = "scrape-token-0123456789abcdef";

/** Every path of the route table's back office: `:id` as 1, a splat as an unknown page. */
function backOfficePaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path === undefined
      ? []
      : [`/${entry.path.replace(":id", "1").replace("*", "no-such-page")}`]),
    ...backOfficePaths(entry.children ?? []),
  ]);
}

/** A GET exactly as written: fetch would resolve `..` and turn `\` into `/`. */
function rawGet(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/`, { path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  const env = { DATA_DIR: migratedDataDir(), DATABASE_URL: undefined, METRICS_TOKEN };
  addAccount(env, USER, PASSWORD);
  server = await startServer(env);
  cookie = await signIn(server.url, USER, PASSWORD);
});
afterAll(() => server?.stop());

describe("the back office and /metrics answer only at their exact paths", () => {
  const variants = [
    "/ADMIN/leads",
    "/Admin",
    "/En/Admin",
    "/en/ADMIN/leads",
    "/admin/LEADS",
    "/admin/Leads.data",
    "/ADMIN.data",
    "/Admin/Login",
    "/%61dmin/leads",
    "/en/%41dmin",
    "/x/../admin/leads",
    "/%2e/admin",
    "/admin\\leads",
  ];

  it.each([
    ["without a session", false],
    ["signed in", true],
  ])("404 for another case, encoding or spelling of a back-office path, %s", async (_, signed) => {
    for (const path of variants) {
      const res = await rawGet(server.url, path, signed ? { cookie } : {});
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain(USER);
      expect(res.headers.location, path).toBeUndefined();
    }
    // The exact paths still answer.
    expect((await rawGet(server.url, "/admin/leads", { cookie })).text).toContain(USER);
    expect((await rawGet(server.url, "/en/admin/login")).status).toBe(200);
  });

  it("opens a reset or invitation link, whose token has both cases, and never logs the token", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";
    for (const path of [`/admin/reset/${token}`, `/en/admin/welcome/${token}`]) {
      // An unknown link: the page that says so, not the 404 of a path reached by another case.
      const res = await rawGet(server.url, path);
      expect(res.status, path).toBe(410);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
    for (const path of [
      `/ADMIN/reset/${token}`,
      `/admin/Reset/${token}`,
      `/%61dmin/welcome/${token}`,
    ]) {
      expect((await rawGet(server.url, path)).status, path).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toContain('"path":"/admin/reset/…"');
    expect(
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(token)),
    ).toEqual([]);
  });

  it("refuses a cross-site POST whatever the case of the path", async () => {
    for (const path of ["/ADMIN/leads/erase", "/admin/leads/ERASE", "/%61dmin/logout"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          cookie,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "email=anne%40example.be&intent=erase",
      });
      expect(res.status, path).toBe(404);
    }
  });

  it("serves /metrics with the token at its exact path only", async () => {
    const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fetch(`${server.url}/metrics`, { headers })).status).toBe(200);
    for (const path of ["/METRICS", "/Metrics", "/metricS"]) {
      const res = await fetch(`${server.url}${path}`, { headers });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("procelia_");
    }
  });
});

describe("every back-office answer is uncached and unindexed, whatever its suffix", () => {
  const paths = backOfficePaths(adminRoutes);
  const requests = paths.flatMap((path) => [
    path,
    `${path}.data`,
    ...(path === "/admin" || path === "/en/admin" ? [`${path}/.data`, `${path}/_.data`] : []),
  ]);

  it("knows the route table's back office", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/admin", "/en/admin", "/admin/leads/export", "/admin/api/session"]),
    );
  });

  it.each([
    ["without a session", false],
    ["signed in", true],
  ])("GET of every back-office route and its .data variant, %s", async (_, signed) => {
    for (const path of requests) {
      const res = await rawGet(server.url, path, signed ? { cookie } : {});
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers["cache-control"], path).toBe("no-store");
      expect(res.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(res.headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  });

  it("answers every refusal and redirect of the edge uncached and unindexed too", async () => {
    const site = { cookie, origin: server.url };
    const form = "application/x-www-form-urlencoded";
    const answers: [string, number, Promise<Response>][] = [
      ["method", 405, fetch(`${server.url}/admin/leads`, { method: "PUT", headers: site })],
      ["address too long", 414, fetch(`${server.url}/admin/${"a".repeat(3000)}`)],
      ["malformed address", 400, fetch(`${server.url}/admin/%E0%A4%A`)],
      ["trailing slash", 301, fetch(`${server.url}/admin/leads/`, { redirect: "manual" })],
      ["signed out", 302, fetch(`${server.url}/admin/leads`, { redirect: "manual" })],
      [
        "cross-site",
        403,
        fetch(`${server.url}/admin/leads/erase`, {
          method: "POST",
          headers: { cookie, origin: "https://evil.example", "content-type": form },
          body: "intent=erase",
        }),
      ],
      [
        "body too large",
        413,
        fetch(`${server.url}/admin/leads/erase`, {
          method: "POST",
          headers: { ...site, "content-type": form },
          body: `email=${"a".repeat(40 * 1024)}`,
        }),
      ],
      [
        "multipart where no route takes files",
        415,
        fetch(`${server.url}/admin/leads/erase`, {
          method: "POST",
          headers: { ...site, "content-type": "multipart/form-data; boundary=x" },
          body: "--x--\r\n",
        }),
      ],
    ];
    for (const [what, status, answer] of answers) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      expect(res.headers.get("cache-control"), what).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), what).toBe("noindex, nofollow");
    }
  });

  it("gives the home page's data request no back-office data, signed in", async () => {
    const res = await rawGet(server.url, "/_root.data?_routes=admin.layout.fr,admin.home.fr", {
      cookie,
    });
    expect(res.text).not.toContain(USER);
    expect(res.text).not.toContain("admin.");
  });
});

describe("the article editor takes a whole article; every other body stays at 32 KB", () => {
  const article = (markdown: string) =>
    new URLSearchParams({
      title: "Échangeurs à plaques : le nettoyage en place",
      slug: "",
      excerpt: "Ce que change un NEP bien réglé sur un échangeur à plaques.",
      category: "Hygiène",
      tags: "NEP, Échangeurs",
      language: "fr",
      counterpart: "",
      markdown,
      intent: "save",
    });
  const post = (path: string, body: URLSearchParams | string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    });
  // "€" is 3 bytes of UTF-8, 9 once percent-encoded: the heaviest character per unit counted. A
  // browser sends a line break as CRLF and counts it as one character, as the server does.
  const half = MAX_MARKDOWN_LENGTH / 2;
  const longest = `${"€".repeat(half)}\r\n${"€".repeat(half - 1)}`;
  const count = (n: number) => new Intl.NumberFormat("fr-BE").format(n);

  it("saves an article of exactly the maximum of multi-byte characters", async () => {
    const body = article(longest);
    expect(body.toString().length).toBeGreaterThan(900_000);
    const res = await post("/admin/articles/new", body);
    expect(res.status).toBe(302);
    const saved = res.headers.get("location") ?? "";
    expect(saved).toMatch(/^\/admin\/articles\/\d+\?done=created$/);
    const editor = await fetch(`${server.url}${saved}`, { headers: { cookie } });
    const html = await editor.text();
    expect(html).toContain("€".repeat(1000));
    expect(html).toContain(`${count(100_000)} / ${count(100_000)} caractères`);
    expect(html).toMatch(/<textarea[^>]*maxLength="100000"/i);
  });

  it("refuses one character more with the field's message, not a 413", async () => {
    const res = await post("/en/admin/articles/new", article(`${longest}€`));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("The text has 100,001 characters: 100,000 at most.");
    expect(html).toContain('id="field-markdown-error"');
  });

  it("bounds the other routes' bodies at 32 KB, the editor's delete page included", async () => {
    const large = `email=${"a".repeat(40 * 1024)}`;
    for (const path of ["/admin/articles/1/delete", "/admin/leads/erase", "/en/contact"]) {
      expect((await post(path, large)).status, path).toBe(413);
    }
    const huge = article("€".repeat(MAX_MARKDOWN_LENGTH * 2)).toString();
    expect((await post("/admin/articles/new", huge)).status).toBe(413);
  });
});
