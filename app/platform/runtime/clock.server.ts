import { readFileSync, type Stats, unwatchFile, watchFile } from "node:fs";
import { env } from "./env.server";
import { componentLogger } from "./logger.server";

/**
 * The server's time where time decides something a test would otherwise wait for: when a scheduled
 * article falls due, how old a proof of identity is (docs/decisions/036). It is the wall clock plus
 * an offset in milliseconds read from the file TEST_CLOCK_FILE names, so a browser test moves the
 * server's time by writing that file instead of waiting. Unset, as on every live site (env.server.ts
 * refuses it unless PUBLIC_SITE_URL is on this machine), the offset is 0 and no file is read.
 */

let warned = false;

/** Milliseconds added to the wall clock: 0 unless TEST_CLOCK_FILE is set; its file is read each time. */
export function clockOffsetMs(): number {
  const file = env().TEST_CLOCK_FILE;
  if (!file) return 0;
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`TEST_CLOCK_FILE (${file}) cannot be read: ${code}`);
  }
  if (!/^-?\d+$/.test(text)) {
    throw new Error(`TEST_CLOCK_FILE (${file}) must hold whole milliseconds, not "${text}"`);
  }
  if (!warned) {
    warned = true;
    componentLogger("clock").warn(
      `TEST_CLOCK_FILE is set: scheduled publication and step-up read a time moved by ${file} (tests only)`,
    );
  }
  return Number(text);
}

/** The server's time: the wall clock, moved by the test clock's offset when there is one. */
export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/**
 * Calls `listener` when a test moves the clock (the file changes; looked at every 100 ms), so a
 * timer armed for a later time can look again. Nothing to watch on a live site. Returns the stop.
 */
export function onClockMove(listener: () => void): () => void {
  const file = env().TEST_CLOCK_FILE;
  if (!file) return () => {};
  const changed = (current: Stats, previous: Stats) => {
    // A file written in place changes its mtime; one renamed over it, its inode.
    if (current.mtimeMs !== previous.mtimeMs || current.ino !== previous.ino) listener();
  };
  watchFile(file, { interval: 100, persistent: false }, changed);
  return () => unwatchFile(file, changed);
}
