import { componentLogger } from "~/platform/runtime/logger.server";
import { getDb } from "../../platform/database/db.server";
import { flush404 } from "./not-found-log.server";
import { flushHits } from "./redirects.server";

/**
 * Writes the redirects' hits and the 404 log's counts, held in memory by each instance, every
 * few seconds: a visitor's request never waits for the database. What a crash loses is at most
 * those seconds' counts.
 */
const FLUSH_EVERY_MS = 5_000;
const log = componentLogger("redirects");
const state: { timer?: ReturnType<typeof setInterval>; running?: Promise<void> } = {};

export async function flushCounts(): Promise<void> {
  const db = await getDb();
  await flushHits(db);
  await flush404(db);
}

function tick(): Promise<void> {
  state.running ??= flushCounts()
    .catch((error: unknown) => log.warn({ err: error }, "redirect and 404 counts not written"))
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

export function startRedirectCounts(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void tick(), FLUSH_EVERY_MS);
  state.timer.unref?.();
}

/** At shutdown: the last counts written before the database closes. */
export async function stopRedirectCounts(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
  await tick();
}
