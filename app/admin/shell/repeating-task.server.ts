/**
 * A pass of background work that schedules its own next run: one pass at a time, its timer
 * never holding the process open, stopped cleanly (the pass under way is awaited). `pass`
 * answers how long to wait before the next one; `failed` logs a thrown error and answers the
 * wait after it. A `nudge` during a pass runs another one shortly after it ends.
 */
export function repeatingTask(pass: () => Promise<number>, failed: (error: unknown) => number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let again = false;

  function schedule(delay: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref?.();
  }

  function run(): Promise<void> {
    if (running) return running;
    let next = 0;
    running = pass()
      .then(
        (wait) => {
          next = wait;
        },
        (error: unknown) => {
          next = failed(error);
        },
      )
      .finally(() => {
        running = undefined;
        schedule(again ? NUDGE_MS : next);
        again = false;
      });
    return running;
  }

  return {
    /** Starts it (a second call does nothing); the first pass after `delay`. */
    start(delay = 0): void {
      if (started) return;
      started = true;
      schedule(delay);
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    /** Runs a pass after `delay`, instead of when it was due. */
    schedule,
    /** Something changed: a pass soon, or right after the one under way. */
    nudge(): void {
      if (running) again = true;
      else schedule(NUDGE_MS);
    },
  };
}

/** How soon a nudge is answered. */
const NUDGE_MS = 250;
