import { createHash } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "~/platform/http/csp";
import { announceSiteChange } from "~/platform/settings/site-changes";
import { precompress } from "../../server/precompressed";
import { type SharedPage, withoutNonce } from "../../server/prerendered";
import { sitePages } from "../../server/site-pages";

/**
 * The page table's pages rendered by the running server: what a visitor gets before the first
 * rendering, after an edit of the site's content, when a page fails to render, and what a burst
 * of edits costs. The router is stood in for by a function that renders the current texts.
 */

const script = "document.documentElement.dataset.ready = '1';";
const html = (path: string, title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script nonce="${NONCE_PLACEHOLDER}">${script}</script></head><body><h1>${title} ${path}</h1></body></html>`;

const paths = ["/", "/automation", "/en/automation"];

function site() {
  const texts = { title: "Téléphone 069 00 00 00" };
  const calls = new Map<string, number>();
  const failing = new Set<string>();
  let hold: Promise<void> | undefined;
  let release = () => {};
  const render = async (path: string) => {
    calls.set(path, (calls.get(path) ?? 0) + 1);
    if (hold) await hold;
    if (failing.has(path)) throw new Error("a loader failed");
    return new Response(html(path, texts.title), {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  return {
    texts,
    calls,
    failing,
    render,
    renderings: () => Math.max(0, ...calls.values()),
    holdNext: () => {
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = undefined;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

const built = (title: string) =>
  new Map<string, SharedPage>(
    paths.map((path) => {
      const page = withoutNonce(html(path, title));
      return [path, { body: precompress(page.html), csp: page.csp }];
    }),
  );

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function serve(source: ReturnType<typeof site>, initial = built("Version du build")) {
  const pages = sitePages({ paths: () => paths, render: source.render, initial });
  const app = express();
  app.use(pages.serve);
  app.use((_req, res) => res.status(404).send("router"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(pages.stop, () => server.close());
  /** The bytes on the wire, undecoded. */
  const raw = (path: string, encoding: string) =>
    new Promise<Buffer>((resolve, reject) => {
      request(base + path, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
        .on("error", reject)
        .end();
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return { pages, get, raw };
}

describe("pages rendered by the server", () => {
  it("serves the build's page until its first rendering is in, then the rendered page with its CSP by hashes", async () => {
    const source = site();
    const { pages, get } = await serve(source);
    source.holdNext();
    const first = pages.refresh();
    expect((await get("/automation")).text).toContain("Version du build");
    source.release();
    await first;
    const page = await get("/automation");
    expect(page.text).toContain("<h1>Téléphone 069 00 00 00 /automation</h1>");
    expect(page.text).not.toContain(NONCE_PLACEHOLDER);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(page.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(page.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(page.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=1, must-revalidate",
    );
  });

  it("renders every page again after a change of the site's content and serves the new text", async () => {
    const source = site();
    const { pages, get } = await serve(source);
    await pages.refresh();
    source.texts.title = "Téléphone 069 11 11 11";
    announceSiteChange();
    await pages.idle();
    for (const path of paths) {
      expect((await get(path)).text).toContain(`Téléphone 069 11 11 11 ${path}`);
    }
    expect(source.renderings()).toBe(2);
  });

  it("keeps a page's last copy when it fails to render, and updates the others", async () => {
    const source = site();
    const { pages, get } = await serve(source);
    await pages.refresh();
    source.texts.title = "Téléphone 069 22 22 22";
    source.failing.add("/automation");
    announceSiteChange();
    await pages.idle();
    const kept = await get("/automation");
    expect(kept.status).toBe(200);
    expect(kept.text).toContain("Téléphone 069 00 00 00 /automation");
    expect((await get("/en/automation")).text).toContain("Téléphone 069 22 22 22");
  });

  it("serves the build's page when the first rendering fails", async () => {
    const source = site();
    source.failing.add("/");
    const { pages, get } = await serve(source);
    await pages.refresh();
    expect((await get("/")).text).toContain("Version du build /");
  });

  it("renders twice at most for a burst of changes, the last one included", async () => {
    const source = site();
    const { pages, get } = await serve(source);
    await pages.refresh();
    source.holdNext();
    source.texts.title = "Téléphone 1";
    announceSiteChange();
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const n of [2, 3, 4, 5]) {
      source.texts.title = `Téléphone ${n}`;
      announceSiteChange();
    }
    source.release();
    await pages.idle();
    expect(source.renderings()).toBe(3);
    expect((await get("/")).text).toContain("Téléphone 5 /");
  });

  it("sends a changed page with Brotli 11 once the rendering is over, as small as the build's", async () => {
    const source = site();
    const { pages, raw } = await serve(source);
    await pages.refresh();
    source.texts.title = "Téléphone 069 33 33 33";
    announceSiteChange();
    await pages.idle();
    const { html: page } = withoutNonce(html("/automation", source.texts.title));
    const best = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect((await raw("/automation", "br")).equals(best)).toBe(true);
  });
});
