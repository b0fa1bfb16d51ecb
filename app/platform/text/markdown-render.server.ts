import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { articlePlaceholders } from "./markdown.server";
import { MAX_MARKDOWN_NESTING, markdownNesting } from "./markdown-bounds";
import type { RenderReply, RenderRequest } from "./markdown-render-protocol";
import { markdownWorkerFile } from "./markdown-worker-file.server";

/**
 * How long one text may take to render. `marked`'s emphasis is quadratic: "__a" typed 33,000
 * times took 10 s of CPU; an article of 100,000 characters renders in well under 100 ms.
 */
export const RENDER_BUDGET_MS = 2_000;
/** Texts waiting for a worker beyond these are refused as "busy" rather than queued for minutes. */
const MAX_WAITING = 32;
/** A worker that allocates past this is stopped (the text is refused), never the server. */
const WORKER_HEAP_MB = 256;
/** Loading the worker's code (marked, sanitize-html) on a busy machine; past it, an error. */
const WORKER_START_MS = 30_000;

export type RenderRefusal = "tooComplex" | "busy";
export type RenderOutcome = { ok: true; html: string } | { ok: false; reason: RenderRefusal };

interface Task {
  markdown: string;
  placeholders: Record<string, string>;
  budgetMs: number;
  settle: (outcome: RenderOutcome) => void;
  fail: (error: Error) => void;
}

interface Slot {
  worker?: Worker;
  task?: Task & { id: number; timer?: NodeJS.Timeout };
}

let nextId = 0;
const waiting: Task[] = [];
const slots: Slot[] = Array.from(
  { length: Math.max(1, Math.min(2, availableParallelism() - 1)) },
  () => ({}),
);

/**
 * Markdown typed in the back office to the public site's sanitised HTML (markdown-html.ts), in a
 * worker thread so that a pathological text never blocks the server's other requests: refused
 * at once when nested too deep, and refused when it renders past `budgetMs` (its worker is
 * stopped and replaced). A worker that cannot start is an error, not a refusal.
 */
export function renderMarkdown(
  markdown: string,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderOutcome> {
  if (markdownNesting(markdown) > MAX_MARKDOWN_NESTING) {
    return Promise.resolve({ ok: false, reason: "tooComplex" });
  }
  if (waiting.length >= MAX_WAITING) return Promise.resolve({ ok: false, reason: "busy" });
  return new Promise((settle, fail) => {
    waiting.push({ markdown, placeholders: articlePlaceholders(), budgetMs, settle, fail });
    void dispatch();
  });
}

async function dispatch(): Promise<void> {
  const slot = slots.find((candidate) => candidate.task === undefined);
  const next = slot && waiting.shift();
  if (!slot || !next) return;
  const id = ++nextId;
  // Taken before the worker starts, so that a second dispatch picks another slot.
  const task: Task & { id: number; timer?: NodeJS.Timeout } = { ...next, id };
  slot.task = task;
  let worker: Worker;
  try {
    worker = slot.worker ?? (await startWorker(slot));
  } catch (error) {
    slot.task = undefined;
    next.fail(error instanceof Error ? error : new Error(String(error)));
    void dispatch();
    return;
  }
  // The budget counts the rendering, not the wait for a worker.
  task.timer = setTimeout(() => stop(slot, { ok: false, reason: "tooComplex" }), next.budgetMs);
  worker.postMessage({
    id,
    markdown: next.markdown,
    placeholders: next.placeholders,
  } satisfies RenderRequest);
}

async function startWorker(slot: Slot): Promise<Worker> {
  const worker = new Worker(await markdownWorkerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // An idle worker does not keep the process alive.
  worker.unref();
  await new Promise<void>((ready, broken) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      broken(new Error("the Markdown rendering worker did not start"));
    }, WORKER_START_MS);
    worker.once("message", () => {
      clearTimeout(timer);
      ready();
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      broken(error);
    });
  });
  slot.worker = worker;
  worker.on("message", (reply: RenderReply) => {
    if ("ready" in reply || slot.worker !== worker || slot.task?.id !== reply.id) return;
    if ("html" in reply) finish(slot, { ok: true, html: reply.html });
    else if ("refused" in reply) finish(slot, { ok: false, reason: reply.refused });
    else finish(slot, new Error(`rendering Markdown failed: ${reply.failed}`));
  });
  // Out of memory, or a crash: the text in hand is refused, the next one gets a new worker.
  worker.on("error", (error) => {
    if (slot.worker !== worker) return;
    const memory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
    stop(slot, memory ? { ok: false, reason: "tooComplex" } : error);
  });
  worker.on("exit", () => {
    if (slot.worker !== worker) return;
    stop(slot, new Error("the Markdown rendering worker stopped"));
  });
  return worker;
}

function finish(slot: Slot, outcome: RenderOutcome | Error): void {
  const task = slot.task;
  if (!task) return;
  clearTimeout(task.timer);
  slot.task = undefined;
  if (outcome instanceof Error) task.fail(outcome);
  else task.settle(outcome);
  void dispatch();
}

/** Stops the slot's worker (past its budget, or broken) and answers its text with `outcome`. */
function stop(slot: Slot, outcome: RenderOutcome | Error): void {
  const worker = slot.worker;
  slot.worker = undefined;
  void worker?.terminate();
  finish(slot, outcome);
}
