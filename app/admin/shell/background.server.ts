import { componentLogger } from "~/platform/runtime/logger.server";

const log = componentLogger("account-mail");
const running = new Set<Promise<void>>();

/**
 * Work the answer does not wait for: the forgotten-password form answers at once whether or not
 * an account matched (no timing to compare), and an e-mail notice never holds a page up. A
 * failure is logged without personal data.
 */
export function inBackground(work: () => Promise<void>): void {
  const task: Promise<void> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      log.error(
        { err: error instanceof Error ? error.message : String(error) },
        "background work failed",
      );
    })
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves once the work started so far is over (tests, and a graceful stop if it wants to). */
export async function backgroundWorkDone(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
