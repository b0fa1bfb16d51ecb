// The rendering worker's entry (markdown-render.server.ts): Markdown to sanitised HTML, off the
// main thread. Bundled on its own (vite.config.ts in a build, esbuild in development).
import { parentPort } from "node:worker_threads";
import { renderSafeHtml } from "./markdown-html";
import type { RenderReply, RenderRequest } from "./markdown-render-protocol";

const port = parentPort;
if (!port) throw new Error("markdown-render.worker.ts runs only as a worker thread");

port.on("message", ({ id, markdown, placeholders }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, html: renderSafeHtml(markdown, placeholders) };
  } catch (error) {
    // A stack overflow is a text nested past what the parser's recursion can hold.
    reply =
      error instanceof RangeError
        ? { id, refused: "tooComplex" }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies RenderReply);
