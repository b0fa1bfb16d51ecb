import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/platform/database/db.server";
import { blogPosts } from "~/platform/database/schema";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import { loader as postsLoader } from "~/site/routes/api/blog-posts";
import { blogListApi } from "../../server/blog-list-api";
import { routeArgs, startApp, stopApp, testDatabases } from "./harness";

/**
 * GET /api/blog/posts as Express answers it from memory: the same JSON as the route, compressed
 * as the client accepts, revalidated by ETag, and new as soon as an article changes.
 */

type Args = Parameters<typeof postsLoader>[0];
const fromRoute = async (query: string) =>
  (await postsLoader(
    routeArgs<Args>(new Request(`http://localhost/api/blog/posts${query}`)),
  )) as Response;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  text: string;
}

let base = "";
let close = () => {};

/** Raw bytes and headers, decoded here, as a client that decodes nothing itself sees them. */
function get(query: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    request(`${base}/api/blog/posts${query}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding];
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: (decode && raw.length > 0 ? decode(raw) : raw).toString(),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

afterAll(() => {
  close();
  return stopApp();
});

describe.each(testDatabases)("the blog list API from memory, on $name", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await startApp(database);
    close();
    const app = express();
    app.get("/api/blog/posts", blogListApi());
    // What the fast path leaves to React Router's route.
    app.use((_req, res) => {
      res.status(418).send("left to the route");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  it("sends the route's JSON, compressed as the client accepts, with Vary and an ETag", async () => {
    const expected = await (await fromRoute("?language=fr")).text();
    expect(JSON.parse(expected)).toHaveLength(5);
    const answers = await Promise.all([
      get("?language=fr", { "accept-encoding": "gzip, deflate, br" }),
      get("?language=fr", { "accept-encoding": "br;q=0, gzip" }),
      get("?language=fr"),
    ]);
    expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(expected);
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=60");
      expect(answer.headers["content-length"]).toBe(String(answer.raw.length));
      expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(answer.headers.etag).toBe(answers[0]?.headers.etag);
    }
    expect(answers[0]?.raw.length).toBeLessThan(expected.length / 2);
    const english = await get("?language=en", { "accept-encoding": "gzip" });
    expect(english.text).toBe(await (await fromRoute("?language=en")).text());
    expect(english.headers.etag).not.toBe(answers[0]?.headers.etag);
    const head = await get("?language=fr", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(answers[0]?.headers["content-length"]);
    expect(head.raw.length).toBe(0);
  });

  it("answers 304 without a body to a client that has the list already", async () => {
    const first = await get("?language=fr", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    const again = await get("?language=fr", {
      "accept-encoding": "gzip",
      "if-none-match": `"other", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await get("?language=fr", { "if-none-match": '"an-old-list"' });
    expect(stale.status).toBe(200);
  });

  it("answers with the change once an article changes, under a new ETag", async () => {
    const before = await get("?language=fr", { "accept-encoding": "br" });
    const [newest] = JSON.parse(before.text) as { slug: string }[];
    const title = `Nouveau titre ${Date.now()}`;
    await db
      .update(blogPosts)
      .set({ title })
      .where(and(eq(blogPosts.slug, newest?.slug ?? ""), eq(blogPosts.language, "fr")));
    clearBlogCache(); // As the back office does after saving (and, across instances, the trigger).
    const after = await get("?language=fr", {
      "accept-encoding": "br",
      "if-none-match": String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((JSON.parse(after.text) as { title: string }[])[0]?.title).toBe(title);
    expect(after.text).toBe(await (await fromRoute("?language=fr")).text());
  });

  it("answers a category, and a made-up one with an empty list; leaves a refused query to the route", async () => {
    const all = JSON.parse((await get("?language=en")).text) as { category: string }[];
    const category = all[0]?.category ?? "";
    const one = await get(`?language=en&category=${encodeURIComponent(category)}`);
    expect(one.text).toBe(
      await (await fromRoute(`?language=en&category=${encodeURIComponent(category)}`)).text(),
    );
    expect(JSON.parse(one.text).length).toBeGreaterThan(0);
    const invented = await get("?language=en&category=Inventée", { "accept-encoding": "gzip" });
    expect(invented.status).toBe(200);
    expect(invented.text).toBe("[]");
    for (const query of ["?language=de", "?language=fr&category=%00"]) {
      const refused = await get(query);
      expect(refused.status, query).toBe(418);
      expect((await fromRoute(query)).status, query).toBe(400);
    }
  });
});
