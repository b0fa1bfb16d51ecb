import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { contentSecurityPolicy, NONCE_PLACEHOLDER } from "../app/services/csp";
import { type Precompressed, precompress, sendPrecompressed } from "./precompressed";

/** HTML that is the same for every visitor, compressed once, with its CSP by script hashes. */
export interface SharedPage {
  body: Precompressed;
  csp: string;
}

/**
 * Browsers revalidate at once (the ETag makes that a 304). A shared cache such as nginx
 * (deploy/nginx.conf) may answer for a second: long enough to absorb a burst, short enough that
 * an article change shows within 2 s.
 */
const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1, must-revalidate";

export function sendSharedPage(req: Request, res: Response, page: SharedPage) {
  res.setHeader("Content-Security-Policy", page.csp);
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
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

function loadPage(file: string): SharedPage {
  const { html, csp } = withoutNonce(readFileSync(file, "utf8"));
  return { body: precompress(html), csp };
}

/**
 * Serves the HTML rendered at build time at its plain URL (/en, /automation) from memory,
 * compressed once at start-up, with a CSP built from its scripts' hashes.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = new Map<string, SharedPage>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "assets") walk(path);
      } else if (name === "index.html") {
        const route = `/${relative(clientDir, dir).split(sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, loadPage(path));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    sendSharedPage(req, res, page);
  };
}
