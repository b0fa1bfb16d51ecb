/** The worker's file in a build: written beside the server's bundle by vite.config.ts. */
export const MARKDOWN_WORKER_FILE = "markdown-render-worker.js";

/** The messages between the main thread and the rendering worker. */
export interface RenderRequest {
  id: number;
  markdown: string;
  placeholders: Record<string, string>;
}

export type RenderReply =
  // Sent once the worker has loaded its code: the time budget starts with the rendering only.
  | { ready: true }
  | { id: number; html: string }
  | { id: number; refused: "tooComplex" }
  | { id: number; failed: string };
