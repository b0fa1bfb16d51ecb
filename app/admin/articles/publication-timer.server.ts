import {
  claimDuePublications,
  untilNextPublication,
} from "~/admin/articles/scheduled-publication.server";
import { repeatingTask } from "~/admin/shell/repeating-task.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { onClockMove } from "~/platform/runtime/clock.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { onBlogChange } from "~/site/blog/blog-changes";

const log = componentLogger("blog");

/** The longest wait between two looks: a schedule set while the notifications were lost still goes out. */
const POLL_MS = 30_000;

/** Publishes what is due, then waits until the next scheduled time (POLL_MS at most). */
const timer = repeatingTask(
  async () => {
    const db = await getDb();
    await claimDuePublications(db);
    const wait = await untilNextPublication(db);
    return wait === null ? POLL_MS : Math.min(POLL_MS, wait + 50);
  },
  (error) => {
    log.error(`scheduled publication failed: ${describeDbError(error)}`);
    return POLL_MS;
  },
);
let stopListening: (() => void)[] = [];

/**
 * Started at boot: publishes what fell due while the site was down, then wakes at the next
 * scheduled time (30 s at most, and again after any article change, on any instance, or when a
 * test moves the clock). Every instance runs one; the claim publishes each article once whoever
 * gets there first (docs/decisions/022).
 */
export function startPublicationTimer(): void {
  if (stopListening.length > 0) return;
  stopListening = [
    // A schedule set or cancelled here or elsewhere: look again soon rather than at the old time.
    onBlogChange(timer.nudge),
    // A test moved the clock (never on a live site): the time waited for may have come.
    onClockMove(timer.nudge),
  ];
  timer.start();
}

export async function stopPublicationTimer(): Promise<void> {
  for (const stop of stopListening.splice(0)) stop();
  await timer.stop();
}
