import { randomFillSync } from "node:crypto";
import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/platform/http/csp";
import { isBackOfficePath } from "../app/platform/navigation/back-office";

/**
 * Nonces come from random bytes drawn 4 KiB at a time, each byte used once: a call to the
 * generator per response cost 5% of the CPU of serving a prerendered page (docs/decisions/019).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;
function freshNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.toString("base64", used - 16, used);
}

/** The policy around its nonce, built once. */
const [beforeNonce, afterNonce] = contentSecurityPolicy({ nonce: "\0" }).split("\0") as [
  string,
  string,
];

/** Security headers on every response; a fresh nonce per response for the CSP. */
export const securityHeaders: RequestHandler = (req, res, next) => {
  const nonce = freshNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", beforeNonce + nonce + afterNonce);
  res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  // Where a session lives. On public pages, which hold nothing a cross-site window could read,
  // the browsing-context swap it forces cost 60-100 ms of Lighthouse's TBT (decision 007).
  if (isBackOfficePath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};
