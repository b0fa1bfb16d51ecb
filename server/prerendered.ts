import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/server/csp";

/**
 * Serves the HTML rendered at build time at its plain URL (/en, /automation), from memory,
 * with the response's CSP nonce in place of the build-time placeholder.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "assets") walk(path);
      } else if (name === "index.html") {
        const route = `/${relative(clientDir, dir).split(sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, readFileSync(path, "utf8"));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = pages.get(req.path);
    if (html === undefined) return next();
    const nonce = String(res.locals.cspNonce);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
}
