import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { onSiteChange } from "../app/platform/settings/site-changes";
import { onBlogChange } from "../app/site/blog/blog-changes";
import { type Precompressed, precompress } from "./precompressed";
import { sendSharedPage, withoutNonce } from "./prerendered";
import { appendRouteHeaders } from "./settled-headers";

/** A page rendered once for every visitor: status, headers, HTML and a CSP by script hashes. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: string;
  csp: string;
  /** Set on a 200 kept in the cache: compressed once, then sent as the prerendered pages are. */
  body?: Precompressed;
}

/** Set again from the page itself, or by the sender. */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "content-type",
]);

/**
 * The blog list and the articles, rendered from the database, kept in memory until an article or
 * the site's own content changes on any instance (a NOTIFY, or this instance's own edit), so under
 * load they are served as the prerendered pages are instead of being rendered per request.
 * Concurrent requests for a page being rendered share that one rendering. A rendering that began
 * before a change is sent to those who asked for it but not kept. Bounded in bytes, and kept a
 * minute at most, the bound when the listening connection is down.
 */
export function renderedPageCache(options: { maxBytes: number; ttlMs: number }) {
  const kept = new LRUCache<string, RenderedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) =>
      page.body ? page.body.identity.length + page.body.gzip.length + page.body.br.length : 1,
    ttl: options.ttlMs,
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
    rendering.clear();
  };
  onBlogChange(forget);
  // The blog's pages show the site's settings and texts too (header, footer, contact details).
  onSiteChange(forget);

  return (key: string, render: () => Promise<Response>): Promise<RenderedPage> => {
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = generation;
    const page = render()
      .then(async (response) => {
        const rendered: RenderedPage = {
          status: response.status,
          headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
          ...withoutNonce(await response.text()),
        };
        if (
          response.status === 200 &&
          !response.headers.has("set-cookie") &&
          started === generation
        ) {
          rendered.body = precompress(rendered.html);
          kept.set(key, rendered);
        }
        return rendered;
      })
      .finally(() => {
        if (rendering.get(key) === page) rendering.delete(key);
      });
    rendering.set(key, page);
    return page;
  };
}

export function sendRenderedPage(req: ExpressRequest, res: ExpressResponse, page: RenderedPage) {
  res.status(page.status);
  appendRouteHeaders(res, page.headers);
  if (page.body) {
    sendSharedPage(req, res, { body: page.body, csp: page.csp });
  } else {
    res.setHeader("Content-Security-Policy", page.csp);
    if (page.html) res.type("html");
    if (req.method === "HEAD" || !page.html) res.end();
    else res.send(page.html);
  }
}
