import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { logger } from "../app/runtime/logger.server";
import { observeRequest } from "../app/services/metrics.server";

/** A request id a proxy may hand us: letters, digits, dot, dash, underscore; 8-128 of them. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Probes and scrapes every few seconds: logged at debug only, so the info log stays readable. */
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type Req = IncomingMessage & { originalUrl?: string; id?: unknown };

function pathOf(req: Req): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The proxy's X-Request-Id (nginx's $request_id) only when the peer is a proxy TRUST_PROXY
 * trusts and the value is a plain token; otherwise a fresh one. Either way it is in the answer.
 */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const request = req as Request;
  const offered = request.headers["x-request-id"];
  const trust = request.app?.get("trust proxy fn") as
    | ((address: string | undefined, hop: number) => boolean)
    | undefined;
  const id =
    typeof offered === "string" &&
    SANE_REQUEST_ID.test(offered) &&
    trust?.(req.socket.remoteAddress, 0)
      ? offered
      : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * One JSON line per answered request: method, path (never the query string), route pattern,
 * status, duration in ms, request id. No header, body, cookie or client address: those can be
 * personal data. The same figures feed the request metrics.
 */
export function requestLogging(route: (path: string, status: number) => string): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: requestId,
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: Req) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, error) => {
      const path = pathOf(req);
      // A failing /readyz is logged once, with its reason, by the readiness check itself.
      if (QUIET_PATHS.has(path) || (path === "/metrics" && res.statusCode === 200)) return "debug";
      return error || res.statusCode >= 500 ? "error" : "info";
    },
    customSuccessObject: (req, res, value: Record<string, unknown>) => ({
      ...value,
      route: route(pathOf(req), res.statusCode),
    }),
    customErrorObject: (req, res, _error, value: Record<string, unknown>) => ({
      ...value,
      // The error itself is logged where it is caught, without request data.
      err: undefined,
      route: route(pathOf(req), res.statusCode),
    }),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(
        {
          method: METHODS.has(req.method) ? req.method : "other",
          route: route(pathOf(req), res.statusCode),
          status: res.statusCode,
        },
        seconds,
      );
    });
    middleware(req, res, next);
  };
}
