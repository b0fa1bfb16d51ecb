import sharp from "sharp";

/**
 * Pictures are decoded on one libvips thread each, with libvips' cache of decoded images off, and
 * at most `MAX_RUNNING` at a time per instance: an upload of a 24-megapixel photo while pages are
 * served takes one core and a bounded amount of memory (docs/decisions/021 has the figures).
 */
sharp.concurrency(1);
sharp.cache(false);

/** Conversions running side by side on one instance (the server has two cores; pages need one). */
export const MAX_RUNNING = 1;
/**
 * Anonymous work waiting its turn: a first request of a variant can be made by anyone, so beyond
 * this many the answer is "busy, come back" (503) rather than a queue that grows with the attack.
 */
export const MAX_WAITING = 16;

/** The queue is full: the caller answers 503 with Retry-After. */
export class ImageWorkBusy extends Error {
  constructor() {
    super("image work queue full");
    this.name = "ImageWorkBusy";
  }
}

interface Waiting {
  start: () => void;
  bounded: boolean;
}

let running = 0;
const waiting: Waiting[] = [];
const peaks = { running: 0, waiting: 0, refused: 0 };

function next(): void {
  while (running < MAX_RUNNING && waiting.length > 0) waiting.shift()?.start();
}

/**
 * Runs `job` when a place is free, at most `MAX_RUNNING` at once, in the order asked. A `bounded`
 * job (a public request) is refused with `ImageWorkBusy` when `MAX_WAITING` bounded jobs already
 * wait; an upload by a signed-in account is not bounded here (its body limits bound it), so
 * anonymous traffic can delay it but never refuse it.
 */
export function imageWork<T>(job: () => Promise<T>, { bounded }: { bounded: boolean }): Promise<T> {
  if (bounded && waiting.filter((entry) => entry.bounded).length >= MAX_WAITING) {
    peaks.refused += 1;
    return Promise.reject(new ImageWorkBusy());
  }
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      running += 1;
      peaks.running = Math.max(peaks.running, running);
      job()
        .then(resolve, reject)
        .finally(() => {
          running -= 1;
          next();
        });
    };
    waiting.push({ start, bounded });
    peaks.waiting = Math.max(peaks.waiting, waiting.length);
    next();
  });
}

/** Runs `job` once every job queued before it has ended, failed or not (an upload's checks). */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  return imageWork(job, { bounded: false });
}

/** The queue's state and its highest marks since the last reset; for tests and the bench. */
export function imageWorkFigures(): {
  running: number;
  waiting: number;
  peakRunning: number;
  peakWaiting: number;
  refused: number;
} {
  return {
    running,
    waiting: waiting.length,
    peakRunning: peaks.running,
    peakWaiting: peaks.waiting,
    refused: peaks.refused,
  };
}

export function resetImageWorkPeaks(): void {
  peaks.running = running;
  peaks.waiting = waiting.length;
  peaks.refused = 0;
}
