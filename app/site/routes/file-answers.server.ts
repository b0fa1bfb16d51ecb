import type { Logger } from "pino";
import { describeDbError } from "~/platform/database/db-errors.server";

/** The answer of a file's address (a document, a certificate, a preview) that names none shown. */
export function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The answer of a file's address while the database fails: logged, to be asked again in 30 s. */
export function unavailable(log: Logger, what: string, error: unknown): Response {
  log.error(`${what} unavailable: ${describeDbError(error)}`);
  return new Response("Service unavailable", {
    status: 503,
    headers: { "Retry-After": "30", "Cache-Control": "no-store" },
  });
}
