import { sql } from "drizzle-orm";
import { type Database, getDb } from "~/platform/database/db.server";
import { pageReferrers, pageViews } from "~/platform/database/schema";
import { componentLogger } from "~/platform/runtime/logger.server";
import { wallParts } from "~/platform/text/brussels-time";

const log = componentLogger("page-counts");

/** How often the counts kept in memory are added to the database. */
export const FLUSH_MS = 5_000;
/**
 * Distinct pages, and distinct page-and-outside-site pairs, kept between two flushes: the pages
 * are the site's (only a 200 is counted), but a made-up Referer can name any host, so memory
 * stays bounded whatever a visitor sends; what is over is dropped and said in the log.
 */
const MAX_PAGE_KEYS = 5_000;
const MAX_REFERRER_KEYS = 2_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "2026-11-29", the day in Brussels time (the team's days, as in every back-office filter). */
export function brusselsDay(at: number): string {
  const { year, month, day } = wallParts(at);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

const SEPARATOR = "\n";

export interface PageCounterOptions {
  /** The database the counts are added to (tests give each "instance" its own). */
  db?: () => Promise<Database>;
  /** The clock, in milliseconds (tests move it across midnight). */
  now?: () => number;
}

/**
 * Views per page and day, and visits per page, day and outside site, counted in memory by the
 * request (no await, no I/O: the answer never waits for the database) and added to the database
 * every few seconds by one upsert per table. Every instance adds its own counts to the same rows,
 * so the totals are the site's. A flush that fails keeps its counts for the next one.
 */
export function pageCounter(options: PageCounterOptions = {}) {
  const db = options.db ?? getDb;
  const now = options.now ?? Date.now;
  let views = new Map<string, number>();
  let referrers = new Map<string, number>();
  let dropped = 0;
  let day = "";
  /** A Brussels day changes on a minute boundary (whole-hour offsets): checked once a minute. */
  let dayUntil = 0;
  let flushing: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function today(): string {
    const at = now();
    if (at >= dayUntil) {
      day = brusselsDay(at);
      dayUntil = at - (at % 60_000) + 60_000;
    }
    return day;
  }

  function add(map: Map<string, number>, key: string, by: number, max: number): void {
    const count = map.get(key);
    if (count !== undefined) map.set(key, count + by);
    else if (map.size < max) map.set(key, by);
    else dropped += by;
  }

  /** One view of `path`, and the outside site that sent the reader, if any. */
  function count(path: string, outsideHost: string | null): void {
    const key = `${today()}${SEPARATOR}${path}`;
    add(views, key, 1, MAX_PAGE_KEYS);
    if (outsideHost) add(referrers, `${key}${SEPARATOR}${outsideHost}`, 1, MAX_REFERRER_KEYS);
  }

  /** Sorted, so that two instances adding to the same rows lock them in the same order. */
  const sortedRows = (map: Map<string, number>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  async function write(database: Database, table: "views" | "referrers", map: Map<string, number>) {
    const rows = sortedRows(map);
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
      if (table === "views") {
        await database
          .insert(pageViews)
          .values(
            slice.map(([key, count]) => {
              const [rowDay = "", path = ""] = key.split(SEPARATOR);
              return { day: rowDay, path, views: count };
            }),
          )
          .onConflictDoUpdate({
            target: [pageViews.path, pageViews.day],
            set: { views: sql`${pageViews.views} + excluded.views` },
          });
      } else {
        await database
          .insert(pageReferrers)
          .values(
            slice.map(([key, count]) => {
              const [rowDay = "", path = "", host = ""] = key.split(SEPARATOR);
              return { day: rowDay, path, host, visits: count };
            }),
          )
          .onConflictDoUpdate({
            target: [pageReferrers.path, pageReferrers.day, pageReferrers.host],
            set: { visits: sql`${pageReferrers.visits} + excluded.visits` },
          });
      }
      // Written: these rows are no longer owed, whatever happens to the next slice.
      for (const [key] of slice) map.delete(key);
    }
  }

  /** Counts not yet written go back into the buffer, to be added by the next flush. */
  function keep(from: Map<string, number>, into: Map<string, number>, max: number) {
    for (const [key, count] of from) add(into, key, count, max);
  }

  async function flushOnce(): Promise<void> {
    if (views.size === 0 && referrers.size === 0) return;
    const [pendingViews, pendingReferrers] = [views, referrers];
    views = new Map();
    referrers = new Map();
    try {
      const database = await db();
      await write(database, "views", pendingViews);
      await write(database, "referrers", pendingReferrers);
    } catch (error) {
      keep(pendingViews, views, MAX_PAGE_KEYS);
      keep(pendingReferrers, referrers, MAX_REFERRER_KEYS);
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "[page-counts] the counts could not be written: kept for the next try",
      );
    }
    if (dropped > 0) {
      log.warn({ dropped }, "[page-counts] too many distinct pages or outside sites: some dropped");
      dropped = 0;
    }
  }

  /** Adds what was counted to the database; one flush at a time. */
  async function flush(): Promise<void> {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  return {
    count,
    flush,
    /** Views counted and not yet written (tests, the log at stop). */
    pending: () => [...views.values()].reduce((sum, n) => sum + n, 0),
    start(every = FLUSH_MS) {
      if (timer) return;
      timer = setInterval(() => void flush(), every);
      timer.unref();
    },
    /** Stops the timer and writes what is left (a stop or a restart loses no count). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type PageCounter = ReturnType<typeof pageCounter>;

/** The process's counter: the Express edge counts into it, the start and stop run its timer. */
export const pageCounts = pageCounter();
export const startPageCounts = () => pageCounts.start();
export const stopPageCounts = () => pageCounts.stop();
