import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import express, { type RequestHandler } from "express";
import { type Precompressed, precompress, precompressed, sendPrecompressed } from "./precompressed";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Already compressed: served from disk as they are (the photos' variants, scripts/photos/). */
const images = new Set([".avif", ".webp", ".jpg", ".png"]);

/**
 * Hashed build assets (JS, CSS, SVG) from memory, compressed once with Brotli 11 and gzip 9 by
 * the build (scripts/precompress-assets.mjs; here for a file without them), and images from disk,
 * cached for a year: their names change whenever their content does.
 */
export function hashedAssets(assetsDir: string): RequestHandler {
  const files = new Map<string, { body: Precompressed; type: string }>();
  for (const name of readdirSync(assetsDir)) {
    const type = types[extname(name)];
    if (type) files.set(`/${name}`, { body: readAsset(join(assetsDir, name)), type });
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

/** An asset with the build's compressed copies when both are there, else compressed now. */
function readAsset(file: string): Precompressed {
  const identity = readFileSync(file);
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) return precompress(identity);
  return precompressed(identity, readFileSync(`${file}.br`), readFileSync(`${file}.gz`));
}
