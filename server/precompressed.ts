import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A response body compressed once, at start-up, with the best settings. */
export interface Precompressed {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function precompress(body: string | Buffer): Precompressed {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/** Sends the best encoding the client accepts; 304 when its copy is current. */
export function sendPrecompressed(
  req: Request,
  res: Response,
  body: Precompressed,
  contentType: string,
) {
  res.setHeader("Content-Type", contentType);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", body.etag);
  if (req.headers["if-none-match"] === body.etag) {
    res.status(304).end();
    return;
  }
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
  const payload = body[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", payload.length);
  if (req.method === "HEAD") res.end();
  else res.end(payload);
}
