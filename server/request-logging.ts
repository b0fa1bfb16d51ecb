import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { observeRequest } from "../app/platform/http/metrics.server";
import { logger } from "../app/platform/runtime/logger.server";

/** A request id a proxy may hand us: letters, digits, dot, dash, underscore; 8-128 of them. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Probes and scrapes every few seconds: logged at debug only, so the info log stays readable. */
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The request line holds only the fields written below, none of which a redaction path names:
 * checking them against the paths on every request cost 5% of the CPU of a prerendered page.
 */
const requestLog = logger.child({}, { redact: [] });

/**
 * A reset or invitation link's token opens the account until it is used: never logged, in any
 * case or spelling of the path.
 */
const ACCOUNT_LINK_TOKEN = /(\/(?:reset|welcome)\/)[^/]+/gi;

function pathOf(req: Request): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(ACCOUNT_LINK_TOKEN, "$1…");
}

/**
 * The proxy's X-Request-Id (nginx's $request_id) only when the peer is a proxy TRUST_PROXY
 * trusts and the value is a plain token; otherwise a fresh one.
 */
function requestId(req: Request): string {
  const offered = req.headers["x-request-id"];
  const trust = req.app?.get("trust proxy fn") as
    | ((address: string | undefined, hop: number) => boolean)
    | undefined;
  return typeof offered === "string" &&
    SANE_REQUEST_ID.test(offered) &&
    trust?.(req.socket.remoteAddress, 0)
    ? offered
    : randomUUID();
}

/**
 * One JSON line per answered request: method, path (never the query string), route pattern,
 * status, duration in ms, request id, which is also in the answer. No header, body, cookie or
 * client address: those can be personal data. The same figures feed the request metrics.
 * (Written here rather than with pino-http, whose two child loggers per request cost more than
 * the rest of serving a prerendered page: docs/decisions/019.)
 */
export function requestLogging(route: (path: string, status: number) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = requestId(req);
    res.setHeader("X-Request-Id", id);
    let logged = false;
    // Finished, or cut short (the client went away, a write failed): logged once either way.
    const complete = (finished: boolean, error?: Error) => {
      if (logged) return;
      logged = true;
      const path = pathOf(req);
      const status = res.statusCode;
      const pattern = route(path, status);
      const nanoseconds = process.hrtime.bigint() - started;
      if (finished) {
        const method = METHODS.has(req.method) ? req.method : "other";
        observeRequest({ method, route: pattern, status }, Number(nanoseconds) / 1e9);
      }
      const failed = error !== undefined || status >= 500;
      // A failing /readyz is logged once, with its reason, by the readiness check itself.
      const quiet = QUIET_PATHS.has(path) || (path === "/metrics" && status === 200);
      // The error itself is logged where it is caught, without request data.
      requestLog[quiet ? "debug" : failed ? "error" : "info"](
        {
          reqId: id,
          req: { method: req.method, path },
          res: { statusCode: status },
          responseTime: Number(nanoseconds / 1_000_000n),
          route: pattern,
        },
        failed ? "request failed" : "request completed",
      );
    };
    res.once("finish", () => complete(true));
    res.once("close", () => complete(false));
    res.once("error", (error: Error) => complete(false, error));
    next();
  };
}
