import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { componentLogger } from "~/services/logger.server";
import { NONCE_PLACEHOLDER } from "./services/csp";
import { NonceContext } from "./ui/nonce";

const log = componentLogger("render");

export { boot, shutdown } from "./services/boot.server";
export { readiness } from "./services/health.server";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce from the Express server; absent while prerendering. */
    cspNonce?: string;
    /** Client address as seen by Express (honours TRUST_PROXY), for rate limits. */
    clientIp?: string;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendered HTML carries a placeholder that the server swaps for a fresh nonce per response.
  const nonce = loadContext?.cspNonce ?? NONCE_PLACEHOLDER;

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
