import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { componentLogger } from "~/platform/runtime/logger.server";
import { NONCE_PLACEHOLDER } from "./platform/http/csp";
import { NonceContext } from "./platform/ui/nonce";
import { requestFacts } from "./request-facts";

const log = componentLogger("render");

export const streamTimeout = 5_000;

/**
 * What the router reports, as one JSON line through the site's logger; React Router's default
 * prints the error's stack over a dozen lines of standard error. A request the router refuses
 * itself (a POST to a page without an action, 405) is the visitor's mistake, not an error of the
 * site: the request's own log line, with its status, says all there is.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) return void log.error({ err: error }, "route failed");
  if (error.status >= 500) {
    // The router's own errors carry the Error they wrap (a private field).
    log.error({ err: (error as { error?: unknown }).error ?? error.statusText }, "route failed");
  }
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendered HTML carries a placeholder that the server swaps for a fresh nonce per response.
  const nonce = loadContext?.get(requestFacts).cspNonce ?? NONCE_PLACEHOLDER;

  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Pages have no deferred data: wait for the whole document so crawlers and visitors get it complete.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error({ err: error }, "rendering failed");
        },
      },
    );
  });
}
