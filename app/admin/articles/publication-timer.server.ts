import {
  claimDuePublications,
  untilNextPublication,
} from "~/admin/articles/scheduled-publication.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { onClockMove } from "~/platform/runtime/clock.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { onBlogChange } from "~/site/blog/blog-changes";

const log = componentLogger("blog");

/** The longest wait between two looks: a schedule set while the notifications were lost still goes out. */
const POLL_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let started = false;
/** An article changed during a pass: look again once it is over. */
let again = false;
let stopListening: (() => void)[] = [];

/**
 * Started at boot: publishes what fell due while the site was down, then wakes at the next
 * scheduled time (30 s at most, and again after any article change, on any instance, or when a
 * test moves the clock). Every instance runs one; the claim publishes each article once whoever
 * gets there first (docs/decisions/022).
 */
export function startPublicationTimer(): void {
  if (started) return;
  started = true;
  const lookAgain = () => {
    if (running) again = true;
    else schedule(250);
  };
  stopListening = [
    // A schedule set or cancelled here or elsewhere: look again soon rather than at the old time.
    onBlogChange(lookAgain),
    // A test moved the clock (never on a live site): the time waited for may have come.
    onClockMove(lookAgain),
  ];
  schedule(0);
}

export async function stopPublicationTimer(): Promise<void> {
  started = false;
  for (const stop of stopListening.splice(0)) stop();
  if (timer) clearTimeout(timer);
  timer = undefined;
  await running;
}

function schedule(delay: number): void {
  if (!started) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void tick(), delay);
  timer.unref?.();
}

function tick(): Promise<void> {
  if (running) return running;
  let next = POLL_MS;
  running = (async () => {
    const db = await getDb();
    await claimDuePublications(db);
    const wait = await untilNextPublication(db);
    if (wait !== null) next = Math.min(POLL_MS, wait + 50);
  })()
    .catch((error: unknown) => log.error(`scheduled publication failed: ${describeDbError(error)}`))
    .finally(() => {
      running = undefined;
      schedule(again ? 250 : next);
      again = false;
    });
  return running;
}
