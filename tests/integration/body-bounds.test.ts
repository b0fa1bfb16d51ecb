import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ARTICLE_FORM_BYTES } from "~/admin/articles/article-limits";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "~/admin/media/upload-limits";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { bodyBounds, DEFAULT_BODY_BOUND, MAX_BODY_BYTES } from "../../server/body-bounds";
import { boundedBody, bufferedBody } from "../../server/bounded-body";
import { routeManifest } from "./route-manifest";

/**
 * The Express edge reads each body as the route that receives it declares in its `handle`,
 * matched in the route table as React Router matches it: the article editor takes a whole
 * article, the media library and the contact form stream their files, every other route and
 * every unknown path stays at 32 KB. A route added to the table with a bound gets it, with no
 * change to server/.
 */

let manifest: ServerBuild["routes"];
beforeAll(async () => {
  manifest = await routeManifest();
}, 120_000);

const boundOf = (path: string) => bodyBounds(manifest)({ originalUrl: path });

describe("the bounds the route table declares", () => {
  it("gives the article editor's form, preview and autosave a whole article, in both languages", () => {
    const article = { kind: "bounded", maxBytes: MAX_ARTICLE_FORM_BYTES };
    for (const path of [
      "/admin/articles/new",
      "/en/admin/articles/new",
      "/admin/articles/12",
      "/en/admin/articles/12",
      "/admin/articles/12.data",
      "/admin/articles/new?index",
      "/admin/api/articles/preview",
      "/admin/api/articles/autosave",
    ]) {
      expect(boundOf(path), path).toEqual(article);
    }
  });

  it("streams the media library's forms: several files on the form that adds, more fields on a collection item's", () => {
    expect(boundOf("/admin/media")).toEqual({
      kind: "multipart-media",
      maxBytes: MAX_UPLOAD_BYTES,
      maxFiles: MAX_UPLOAD_FILES,
    });
    expect(boundOf("/en/admin/media/7")).toEqual({
      kind: "multipart-media",
      maxBytes: MAX_UPLOAD_BYTES,
    });
    for (const path of ["/admin/collections/projects/new", "/en/admin/collections/projects/d3"]) {
      expect(boundOf(path), path).toMatchObject({
        kind: "multipart-media",
        form: { fields: 64, fieldSize: 16 * 1024 },
      });
    }
  });

  it("streams the contact form at its API and at the page's action, in both languages", () => {
    for (const path of ["/api/contact", "/contact", "/en/contact"]) {
      expect(boundOf(path), path).toEqual({ kind: "multipart-contact" });
    }
  });

  it("keeps every other route at 32 KB, the editor's delete page and the contact challenge included", () => {
    for (const path of [
      "/admin/articles/12/delete",
      "/admin/articles/12/revisions/3",
      "/admin/media/7/delete",
      "/admin/leads/erase",
      "/admin/login",
      "/api/contact/challenge",
      "/automation",
    ]) {
      expect(boundOf(path), path).toEqual(DEFAULT_BODY_BOUND);
    }
    expect(DEFAULT_BODY_BOUND).toEqual({ kind: "bounded", maxBytes: 32 * 1024 });
  });

  it("gives a path no route declares for the default bound, however it is spelt", () => {
    for (const path of [
      "/no/such/page",
      "/api/no-such-endpoint",
      "/admin/no-such-screen",
      "/admin/articles/new/extra",
      // The back office's routes match in their exact case only, as the router matches them.
      "/ADMIN/articles/new",
      "/admin/Media",
      "/%E0%A4%A",
    ]) {
      expect(boundOf(path), path).toEqual(DEFAULT_BODY_BOUND);
    }
  });

  it("reads the path as the router does: dot segments resolved, a data request's suffix dropped", () => {
    expect(boundOf("/admin/x/../articles/new").kind).toBe("bounded");
    expect(boundOf("/admin/x/../articles/new")).toEqual(boundOf("/admin/articles/new"));
    expect(boundOf("/en/contact.data")).toEqual({ kind: "multipart-contact" });
  });
});

it("prints what matching costs a POST, first for a path and once remembered", () => {
  const boundsOf = bodyBounds(manifest);
  const paths = Array.from({ length: 2000 }, (_, n) => ({ originalUrl: `/admin/articles/${n}` }));
  let started = performance.now();
  for (const req of paths) boundsOf(req);
  const first = ((performance.now() - started) * 1000) / paths.length;
  started = performance.now();
  for (let round = 0; round < 10; round += 1) for (const req of paths) boundsOf(req);
  const again = ((performance.now() - started) * 1000) / (paths.length * 10);
  console.log(
    `body bound of a POST over ${Object.keys(manifest).length} routes: ` +
      `${first.toFixed(1)} µs for a new path (matchRoutes), ${again.toFixed(1)} µs once remembered`,
  );
  expect(boundsOf({ originalUrl: "/admin/articles/1999" }).kind).toBe("bounded");
});

describe("a route added to the table with a bound of its own", () => {
  const QUOTE_BYTES = 2 * 1024 * 1024;
  const quoteHandle: RouteHandle = { body: { kind: "bounded", maxBytes: QUOTE_BYTES } };
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    // A new screen, as a route module would declare it: nothing in server/ names it.
    const withQuotes: ServerBuild["routes"] = {
      ...manifest,
      "admin.quote": {
        id: "admin.quote",
        parentId: "root",
        path: "admin/quotes/:id",
        caseSensitive: true,
        module: { handle: quoteHandle } as never,
      },
    };
    const app = express();
    app.use(boundedBody(bodyBounds(withQuotes)));
    app.post("/{*path}", (req, res) => {
      res.json({ read: bufferedBody(req)?.length ?? 0 });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (path: string, bytes: number) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `notes=${"a".repeat(bytes - "notes=".length)}`,
    });

  it("takes a body up to its bound, and answers 413 past it", async () => {
    const taken = await post("/admin/quotes/3", 1024 * 1024);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ read: 1024 * 1024 });
    expect((await post("/admin/quotes/3", QUOTE_BYTES)).status).toBe(200);
    expect((await post("/admin/quotes/3", QUOTE_BYTES + 1)).status).toBe(413);
  });

  it("leaves the other routes and the unknown paths at 32 KB", async () => {
    for (const path of ["/admin/quotes", "/admin/leads/erase", "/no/such/page"]) {
      expect((await post(path, MAX_BODY_BYTES)).status, path).toBe(200);
      expect((await post(path, MAX_BODY_BYTES + 1)).status, path).toBe(413);
    }
  });
});
