import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import Negotiator from "negotiator";

/** A response body compressed once, at start-up, with the best settings. */
export interface Precompressed {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const GZIP = { level: 9 };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

const etagOf = (identity: Buffer) =>
  `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;

/**
 * `brotliQuality` below 11 trades a few per cent of size for speed: a page's Brotli 11 takes about
 * 35 ms of CPU, Brotli 5 under 1 ms (docs/decisions/025).
 */
export function precompress(body: string | Buffer, brotliQuality = 11): Precompressed {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    identity,
    gzip: gzipSync(identity, GZIP),
    br: brotliCompressSync(
      identity,
      brotliQuality === 11
        ? BROTLI
        : { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    ),
    etag: etagOf(identity),
  };
}

/** A body and the copies the build compressed (scripts/precompress-assets.mjs). */
export function precompressed(identity: Buffer, br: Buffer, gzip: Buffer): Precompressed {
  return { identity, br, gzip, etag: etagOf(identity) };
}

const brotliInPool = promisify(brotliCompress);

/**
 * The same body with its Brotli made again at quality 11, on Node's thread pool: for pages first
 * compressed quickly while the server answers requests, so that Brotli 11 (about 35 ms a page)
 * never holds the event loop.
 */
export async function atBestBrotli(body: Precompressed): Promise<Precompressed> {
  return { ...body, br: await brotliInPool(body.identity, BROTLI) };
}

const ENCODINGS = ["br", "gzip", "identity"];

/** Clients send a handful of Accept-Encoding values: each is read once, not per request. */
const chosen = new Map<string, string>();

function chosenEncoding(accepted: string | undefined): string {
  // Without Accept-Encoding, identity: the conservative reading for old clients and tools.
  if (!accepted) return "identity";
  let encoding = chosen.get(accepted);
  if (encoding === undefined) {
    encoding =
      new Negotiator({ headers: { "accept-encoding": accepted } }).encoding(ENCODINGS, {
        preferred: ENCODINGS,
      }) ?? "identity";
    if (chosen.size >= 100) chosen.clear();
    chosen.set(accepted, encoding);
  }
  return encoding;
}

/**
 * Sends the best encoding the client accepts, by its q-values (`br;q=0` is a refusal), and 304
 * when one of its If-None-Match tags matches by weak comparison, or is `*` (RFC 9110, by
 * negotiator and by Express's freshness check). Between equal q-values Brotli wins: it is smaller.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  body: Precompressed,
  contentType: string,
) {
  res.setHeader("Content-Type", contentType);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", body.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = chosenEncoding(req.headers["accept-encoding"]);
  const payload = encoding === "br" || encoding === "gzip" ? body[encoding] : body.identity;
  if (payload !== body.identity) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", payload.length);
  if (req.method === "HEAD") res.end();
  else res.end(payload);
}
