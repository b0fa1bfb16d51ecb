import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MARKDOWN_LENGTH } from "../../app/admin/articles/article-limits";
import { multipart, photo } from "../integration/media-samples";
import { hasNginx, httpsRequest, type Nginx, startNginx } from "./nginx";
import { addAccount, migratedDataDir, type RunningServer, startServer } from "./server";

/**
 * deploy/nginx.conf's own duties in front of an instance: /metrics in any case, an access log
 * without the back office's searches, the visitor's X-Forwarded-Host dropped, and the article
 * editor's larger bodies on its routes only.
 */

const USER = "luc.martin";
const PASSWORD = "Skid NEP trois voies inox";
const METRICS_TOKEN = "scrape-token-0123456789abcdef";
const SITE = "https://www.example.be";

describe.runIf(hasNginx)("deploy/nginx.conf in front of an instance", () => {
  let instance: RunningServer;
  let nginx: Nginx;
  beforeAll(async () => {
    const env = {
      DATA_DIR: migratedDataDir(),
      DATABASE_URL: undefined,
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: SITE,
      METRICS_TOKEN,
    };
    addAccount(env, USER, PASSWORD);
    instance = await startServer(env);
    nginx = await startNginx([new URL(instance.url).host]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await instance?.stop();
  });

  /** The log lines once nginx has written the one that `done` waits for. */
  async function logged(read: () => string, done: (log: string) => boolean): Promise<string> {
    for (let i = 0; i < 40 && !done(read()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }

  const signIn = async () => {
    const res = await httpsRequest(
      nginx.url,
      "/admin/login",
      new URLSearchParams({ username: USER, password: PASSWORD, redirectTo: "/admin" }),
      { origin: SITE },
    );
    expect(res.status).toBe(302);
    return String((res.headers["set-cookie"] as string[])[0]).split(";")[0] as string;
  };

  it("answers /metrics 404 itself in any case, without asking the instance", async () => {
    for (const path of ["/metrics", "/METRICS", "/Metrics"]) {
      const res = await httpsRequest(nginx.url, path, undefined, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain("procelia_");
      const log = await logged(nginx.accessLog, (text) => text.includes(` ${path}\n`));
      // The tests' log: status, upstream ("-": none), request URI.
      expect(log).toContain(`404 - ${path}\n`);
    }
  });

  it("keeps the back office's query strings, and referrers', out of the access log", async () => {
    const search = "q=anne.dupont%40laiterie.example.be&status=new";
    const cookie = await signIn();
    for (const path of [
      `/admin/leads?${search}`,
      `/en/admin/leads.data?${search}`,
      `/admin/leads/export?${search}`,
      `/ADMIN/leads?${search}`,
    ]) {
      await httpsRequest(nginx.url, path, undefined, { cookie });
    }
    // A reset or invitation link's path is its secret, as the page asked for and as a referrer.
    const token = "Zk3q9Xw2LmT0aB7yR5uV1cD8eF4gH6iJ2kL0mN9oP3q";
    await httpsRequest(nginx.url, `/admin/reset/${token}`);
    await httpsRequest(nginx.url, `/en/admin/welcome/${token}`);
    await httpsRequest(nginx.url, "/contact", undefined, {
      referer: `${SITE}/admin/reset/${token}`,
    });
    await httpsRequest(nginx.url, "/blog?category=Brasserie", undefined, {
      referer: `${SITE}/admin/leads?${search}`,
    });
    const log = await logged(nginx.siteLog, (text) => text.includes("/blog?category"));
    expect(log).toContain('"GET /admin/reset/- HTTP/1.1"');
    expect(log).toContain('"GET /en/admin/welcome/- HTTP/1.1"');
    expect(log).toContain(`"${SITE}/admin/reset/-"`);
    expect(log).not.toContain(token);
    expect(log).toContain('"GET /admin/leads HTTP/1.1" 200');
    expect(log).toContain('"GET /en/admin/leads.data HTTP/1.1" 200');
    expect(log).toContain('"GET /admin/leads/export HTTP/1.1" 200');
    expect(log).toContain('"GET /ADMIN/leads HTTP/1.1" 404');
    // A public page keeps its path and query; the referrer only its page.
    expect(log).toContain(`"GET /blog?category=Brasserie HTTP/1.1" 200`);
    expect(log).toContain(`"${SITE}/admin/leads"`);
    expect(log).not.toContain("anne.dupont");
    expect(log).not.toContain("laiterie");
    expect(log).not.toContain("status=new");
  });

  it("says HTTPS only (HSTS) on the apex and on the plain-HTTP redirects", async () => {
    const hsts = "max-age=63072000; includeSubDomains";
    const apex = await httpsRequest(nginx.url, "/automation?x=1", undefined, {
      host: "example.be",
    });
    expect(apex.status).toBe(301);
    expect(apex.headers.location).toBe("https://www.example.be/automation?x=1");
    expect(apex.headers["strict-transport-security"]).toBe(hsts);
    for (const host of ["example.be", "www.example.be"]) {
      const plain = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = http.request(`${nginx.httpUrl}/contact`, { headers: { host } }, resolve);
        req.on("error", reject);
        req.end();
      });
      plain.resume();
      expect(plain.statusCode, host).toBe(301);
      expect(plain.headers.location, host).toBe("https://www.example.be/contact");
      expect(plain.headers["strict-transport-security"], host).toBe(hsts);
    }
    // The site itself says it too (the app's header, passed through).
    const www = await httpsRequest(nginx.url, "/automation");
    expect(www.headers["strict-transport-security"]).toBe(hsts);
  });

  it("holds at most 2 contact posts at once from one address, and never counts the pages", async () => {
    /** A contact post whose body is announced and never finished: it holds its connection. */
    const held = (path: string) => {
      let status = 0;
      const req = https.request(`${nginx.url}${path}`, {
        method: "POST",
        agent: false,
        rejectUnauthorized: false,
        servername: "www.example.be",
        headers: {
          host: "www.example.be",
          origin: SITE,
          "content-type": "application/json",
          // Under the app's 32 KB bound, so that it waits for the rest.
          "content-length": "1000",
        },
      });
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on("error", () => {});
      req.write('{"name":"');
      return { status: () => status, end: () => req.destroy() };
    };
    let first = held("/api/contact");
    let second = held("/api/contact");
    // A third, from the same address, on any of the contact routes: refused once nginx holds the
    // two (on a loaded machine it may take it seconds to finish their TLS handshakes and read
    // their headers: 5 s was not enough at load 25). A held post the app gave up on (its body
    // never came) is held again, so that two are held when the third is sent.
    let third = 0;
    for (let i = 0; i < 300 && third !== 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (first.status()) first = held("/api/contact");
      if (second.status()) second = held("/api/contact");
      third = (await httpsRequest(nginx.url, "/en/contact", new URLSearchParams({ a: "b" })))
        .status;
    }
    expect(third).toBe(429);
    expect([first.status(), second.status()]).toEqual([0, 0]);
    expect((await httpsRequest(nginx.url, "/api/contact", { name: "x" })).status).toBe(429);
    // Every language's contact page is a contact route (its files' bound included): Dutch too.
    const dutch = new URLSearchParams({ a: "b" });
    expect((await httpsRequest(nginx.url, "/nl/contact", dutch)).status).toBe(429);
    // The contact page itself is not counted.
    expect((await httpsRequest(nginx.url, "/contact")).status).toBe(200);
    first.end();
    second.end();
    let again = 429;
    for (let i = 0; i < 40 && again === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = (await httpsRequest(nginx.url, "/api/contact", { name: "x" })).status;
    }
    // Once they are over, a post reaches the app again (which refuses this one as invalid).
    expect(again).toBe(400);
  });

  it("sends the app the visitor's Host, never a forged X-Forwarded-Host", async () => {
    const form = () => new URLSearchParams({ username: "nobody", password: "not the password" });
    const forged = { "x-forwarded-host": "evil.example" };
    // A page of evil.example posting to the back office with a forged header is still cross-site.
    const crossSite = await httpsRequest(nginx.url, "/admin/login", form(), {
      ...forged,
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    // And the site's own page is still same-origin: the app saw www.example.be.
    const sameSite = await httpsRequest(nginx.url, "/admin/login", form(), {
      ...forged,
      origin: SITE,
    });
    expect(sameSite.status).not.toBe(403);
    expect(sameSite.text).toContain("</html>");
  });

  it("passes the largest valid article to the editor, and 413s large bodies elsewhere", async () => {
    const cookie = await signIn();
    const article = (markdown: string) =>
      new URLSearchParams({
        title: "Vapeur propre : dimensionner le générateur",
        excerpt: "Débit, pression et qualité : les trois chiffres à fixer avant l'appel d'offres.",
        category: "Utilités",
        tags: "Vapeur, Pharma",
        language: "fr",
        counterpart: "",
        markdown,
        intent: "save",
      });
    const headers = { cookie, origin: SITE };
    const longest = "€".repeat(MAX_MARKDOWN_LENGTH);
    const saved = await httpsRequest(nginx.url, "/admin/articles/new", article(longest), headers);
    expect(saved.status).toBe(302);
    expect(String(saved.headers.location)).toMatch(/^\/admin\/articles\/\d+\?done=created$/);

    const over = await httpsRequest(
      nginx.url,
      "/admin/articles/new",
      article(`${longest}€`),
      headers,
    );
    expect(over.status).toBe(400);
    expect(over.text).toContain('id="field-markdown-error"');

    const large = new URLSearchParams({ email: "a".repeat(100 * 1024) });
    for (const path of ["/admin/leads/erase", "/admin/articles/1/delete", "/en/contact"]) {
      expect((await httpsRequest(nginx.url, path, large, headers)).status, path).toBe(413);
    }
    const huge = article("€".repeat(MAX_MARKDOWN_LENGTH * 2));
    expect((await httpsRequest(nginx.url, "/admin/articles/new", huge, headers)).status).toBe(413);
  });
});

const EDGE_SECONDS = 2;

describe.runIf(hasNginx)("deploy/nginx.conf in front of the media library", () => {
  let instance: RunningServer;
  let nginx: Nginx;
  let cookie = "";
  beforeAll(async () => {
    const env = {
      DATA_DIR: migratedDataDir(),
      DATABASE_URL: undefined,
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: SITE,
      // nginx asks again after 2 s instead of a minute: the test waits less.
      MEDIA_EDGE_SECONDS: String(EDGE_SECONDS),
    };
    addAccount(env, USER, PASSWORD);
    instance = await startServer(env);
    nginx = await startNginx([new URL(instance.url).host]);
    const res = await httpsRequest(
      nginx.url,
      "/admin/login",
      new URLSearchParams({ username: USER, password: PASSWORD, redirectTo: "/admin" }),
      { origin: SITE },
    );
    cookie = String((res.headers["set-cookie"] as string[])[0]).split(";")[0] ?? "";
  });
  afterAll(async () => {
    await nginx?.stop();
    await instance?.stop();
  });

  /** A form with one file posted through nginx as a browser of the site sends it. */
  function upload(path: string, bytes: Buffer) {
    const { body, contentType } = multipart({ name: "photo.jpg", bytes });
    return new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = https.request(
        `${nginx.url}${path}`,
        {
          method: "POST",
          rejectUnauthorized: false,
          servername: "www.example.be",
          headers: {
            host: "www.example.be",
            origin: SITE,
            cookie,
            "content-type": contentType,
            "content-length": String(body.length),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
          );
        },
      );
      // nginx may answer 413 and close before the whole body is sent.
      req.on("error", (error) => (error.message.includes("EPIPE") ? undefined : reject(error)));
      req.end(body);
    });
  }

  it("passes a 20 MB file to the upload forms only, and refuses more itself", async () => {
    const twentyMegabytes = Buffer.alloc(20 * 1024 * 1024, 0xff);
    // Through nginx to the app, which reads it and says it is no picture.
    expect((await upload("/admin/media", twentyMegabytes)).status).toBe(415);
    expect((await upload("/en/admin/media/1", twentyMegabytes)).status).toBe(404);
    expect((await upload("/admin/media", Buffer.alloc(22 * 1024 * 1024))).status).toBe(413);
    expect((await upload("/admin/articles/new", Buffer.alloc(2 * 1024 * 1024))).status).toBe(413);
    // A collection item's form carries its picture too: nginx lets it reach the app.
    const item = await upload("/admin/collections/clients/new", Buffer.alloc(2 * 1024 * 1024));
    expect(item.status).not.toBe(413);
    expect(item.status).toBeGreaterThan(0);
  });

  it("keeps a copy of each variant, and never of a picture's lasting address", async () => {
    const added = await upload("/admin/media", await photo(1000, 750));
    expect(added.status).toBe(302);
    const id = /\/admin\/media\/(\d+)/.exec(added.location ?? "")?.[1];
    // Used nowhere yet: its lasting address leads there for the team only.
    expect((await httpsRequest(nginx.url, `/media/${id}/photo`)).status).toBe(404);
    const lasting = await httpsRequest(nginx.url, `/media/${id}/photo`, undefined, { cookie });
    expect(lasting.status).toBe(302);
    const variant = String(lasting.headers.location);
    expect(variant).toMatch(/^\/media\/[0-9a-f]{32}\/photo-1000\.jpg$/);
    const again = await httpsRequest(nginx.url, `/media/${id}/photo`, undefined, { cookie });
    expect(again.headers["x-cache"]).not.toBe("HIT");
    const first = await httpsRequest(nginx.url, variant);
    const second = await httpsRequest(nginx.url, variant);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("stops serving a deleted picture within MEDIA_EDGE_SECONDS, asking the app with the ETag", async () => {
    const added = await upload("/admin/media", await photo(900, 600));
    expect(added.status).toBe(302);
    const id = /\/admin\/media\/(\d+)/.exec(added.location ?? "")?.[1];
    const variant = String(
      (await httpsRequest(nginx.url, `/media/${id}/photo`, undefined, { cookie })).headers.location,
    );
    await httpsRequest(nginx.url, variant);
    const kept = await httpsRequest(nginx.url, variant);
    expect(kept.headers["x-cache"]).toBe("HIT");
    // Browsers keep it a year; nginx's own expiry is not passed on.
    expect(kept.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(kept.headers["x-accel-expires"]).toBeUndefined();
    // Past its time (nginx counts whole seconds: up to one more), nginx asks the app, which
    // answers 304: the copy is kept, and not sent again.
    await new Promise((resolve) => setTimeout(resolve, (EDGE_SECONDS + 1) * 1_000 + 200));
    const revalidated = await httpsRequest(nginx.url, variant);
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers["x-cache"]).toBe("REVALIDATED");

    const removed = await httpsRequest(
      nginx.url,
      `/admin/media/${id}/delete`,
      new URLSearchParams({ confirm: "1" }),
      { origin: SITE, cookie },
    );
    expect(removed.status).toBe(302);
    const deletedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - deletedAt < (EDGE_SECONDS + 3) * 1_000) {
      status = (await httpsRequest(nginx.url, variant)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - deletedAt) / 1_000;
    console.log(`deleted picture: 404 through nginx after ${seconds.toFixed(1)} s`);
    expect(status).toBe(404);
    expect(seconds).toBeLessThanOrEqual(EDGE_SECONDS + 2);
    // And it stays gone.
    expect((await httpsRequest(nginx.url, variant)).status).toBe(404);
  });
});
