import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import express, { type RequestHandler } from "express";
import { type Precompressed, precompress, sendPrecompressed } from "./precompressed";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Already compressed: served from disk as they are (the photos' variants, scripts/photos/). */
const images = new Set([".avif", ".webp", ".jpg", ".png"]);

/**
 * Hashed build assets (JS, CSS, SVG) from memory, each compressed once with Brotli 11 and gzip 9,
 * and images from disk, cached for a year: their names change whenever their content does.
 */
export function hashedAssets(assetsDir: string): RequestHandler {
  const files = new Map<string, { body: Precompressed; type: string }>();
  for (const name of readdirSync(assetsDir)) {
    const type = types[extname(name)];
    if (type)
      files.set(`/${name}`, { body: precompress(readFileSync(join(assetsDir, name))), type });
  }
  const imageFiles = express.static(assetsDir, {
    immutable: true,
    maxAge: "365d",
    index: false,
    redirect: false,
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return images.has(extname(req.path)) ? imageFiles(req, res, next) : next();
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    sendPrecompressed(req, res, file.body, file.type);
  };
}
