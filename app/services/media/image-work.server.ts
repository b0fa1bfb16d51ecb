import sharp from "sharp";

/**
 * Pictures are decoded one at a time, each on one libvips thread, with libvips' cache of decoded
 * images off: an upload of a 24-megapixel photo while pages are served takes one core and a
 * bounded amount of memory, and a burst of uploads or first requests waits its turn instead of
 * decoding side by side (docs/decisions/021 has the figures).
 */
sharp.concurrency(1);
sharp.cache(false);

let queue: Promise<unknown> = Promise.resolve();

/** Runs `job` once every job queued before it has ended, failed or not. */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => {});
  return run;
}
