import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import { contentSecurityPolicy, NONCE_PLACEHOLDER } from "../app/platform/http/csp";
import { type Precompressed, precompress, sendPrecompressed } from "./precompressed";

/** HTML that is the same for every visitor, compressed once, with its CSP by script hashes. */
export interface SharedPage {
  body: Precompressed;
  csp: string;
}

/**
 * Browsers revalidate at once (the ETag makes that a 304). A shared cache such as nginx
 * (deploy/nginx.conf) may answer for a second: long enough to absorb a burst, short enough that
 * an edit shows within 2 s.
 */
const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1, must-revalidate";

/**
 * nginx counts whole seconds and keeps a copy while its second is at most the stored one + 1:
 * `s-maxage=1` alone let a copy stored early in a second live for 2 s, the whole budget of an
 * edit. "Until the end of this second" (absolute, nginx's own header, never sent on to browsers)
 * keeps it under a second. Sent before Cache-Control: nginx 1.22 then ignores the latter's age.
 */
const untilEndOfSecond = () => `@${Math.floor(Date.now() / 1000)}`;

export function sendSharedPage(req: Request, res: Response, page: SharedPage) {
  res.setHeader("Content-Security-Policy", page.csp);
  if (!res.hasHeader("Cache-Control")) {
    res.setHeader("X-Accel-Expires", untilEndOfSecond());
    res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  }
  sendPrecompressed(req, res, page.body, "text/html; charset=utf-8");
}

/** Hashes of the inline scripts, so the page needs no per-response nonce and stays static. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(code).digest("base64")}`);
  }
  return hashes;
}

/**
 * HTML rendered with the placeholder nonce, made fit to be sent to anyone as it is: without the
 * placeholder, and with a CSP that allows its own inline scripts by their hashes.
 */
export function withoutNonce(rendered: string): { html: string; csp: string } {
  const html = rendered.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
  return { html, csp: contentSecurityPolicy({ hashes: inlineScriptHashes(html) }) };
}

/**
 * The pages as the build prerendered them (build/client/<path>/index.html), compressed once: what
 * is served until the server has rendered them itself (server/site-pages.ts). A path the build
 * did not write is left out, and the router renders it per request.
 */
export function buildTimePages(
  clientDir: string,
  paths: readonly string[],
): Map<string, SharedPage> {
  const pages = new Map<string, SharedPage>();
  for (const path of paths) {
    const file = join(clientDir, ...path.split("/").filter(Boolean), "index.html");
    if (!existsSync(file)) continue;
    const { html, csp } = withoutNonce(readFileSync(file, "utf8"));
    // Served only until the server renders them itself, at start: a quick Brotli is enough.
    pages.set(path, { body: precompress(html, 5), csp });
  }
  return pages;
}
