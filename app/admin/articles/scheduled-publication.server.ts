import { and, eq, isNotNull, lte, min, type SQL, sql } from "drizzle-orm";
import * as clock from "~/platform/runtime/clock.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { recordAudit } from "../../platform/audit/audit-log.server";
import type { Database } from "../../platform/database/db.server";
import { describeDbError } from "../../platform/database/db-errors.server";
import { blogPosts } from "../../platform/database/schema";
import { announceBlogChange, onBlogChange } from "../../site/blog/blog-changes";

/**
 * Drafts published at a time set in the back office (docs/decisions/022). Every instance may try:
 * the claim is one UPDATE of the drafts still unpublished whose time has come, so a row goes to
 * one instance only (a second UPDATE waits for the first one's row lock, then no longer matches),
 * and the notify trigger of migration 0004 tells every instance to empty its blog caches.
 */

const log = componentLogger("blog");

export interface ScheduledPublication {
  id: number;
  slug: string;
  language: string;
}

/**
 * The database's time (every instance agrees on it), moved by the test clock's offset when a test
 * sets one (clock.server.ts); plain now() on a live site.
 */
function databaseNow(offsetMs = clock.clockOffsetMs()): SQL {
  return offsetMs === 0 ? sql`now()` : sql`(now() + ${`${offsetMs} milliseconds`}::interval)`;
}

const due = () => and(eq(blogPosts.published, false), lte(blogPosts.publishAt, databaseNow()));

/**
 * Publishes every due draft, exactly once whoever else calls it at the same moment, with its
 * activity-log entry in the same transaction. Returns the articles this call published.
 */
export async function claimDuePublications(db: Database): Promise<ScheduledPublication[]> {
  // A statement that changes nothing still fires the notify trigger: look before writing, so the
  // instances' polls do not empty every cache every time.
  const isDue = due();
  const [anyDue] = await db.select({ id: blogPosts.id }).from(blogPosts).where(isDue).limit(1);
  if (!anyDue) return [];
  const published = await db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set({
        published: true,
        // The date it was planned for, unless the team had set one.
        publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`,
        publishAt: null,
        updatedAt: sql`now()`,
        // A page opened on the draft before must not save it back as a draft.
        version: sql`${blogPosts.version} + 1`,
      })
      .where(isDue)
      .returning({ id: blogPosts.id, slug: blogPosts.slug, language: blogPosts.language });
    for (const row of rows) {
      await recordAudit(tx, {
        actor: null,
        action: "article_published_on_schedule",
        target: `${row.language}/${row.slug}`,
        object: { type: "article", id: row.id },
      });
    }
    return rows;
  });
  if (published.length > 0) {
    log.info({ articles: published.map((row) => row.id) }, "scheduled articles published");
    // This instance at once; the others when the trigger's notification reaches them.
    announceBlogChange();
  }
  return published;
}

/**
 * When the next scheduled publication falls due, on this process's clock (clock.server.ts's), or
 * null when none is planned. Kept until an article changes (on any instance: the trigger's
 * notification), so a page read costs no query while nothing is due.
 */
let nextDue: Promise<number | null> | undefined;
onBlogChange(() => {
  nextDue = undefined;
});

async function loadNextDue(db: Database): Promise<number | null> {
  // Measured against the database's clock, which the claim uses, then moved onto this one's.
  const offsetMs = clock.clockOffsetMs();
  const [row] = await db
    .select({
      inMs: sql<
        number | null
      >`(extract(epoch from ${min(blogPosts.publishAt)} - ${databaseNow(offsetMs)}) * 1000)::float8`,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, false), isNotNull(blogPosts.publishAt)));
  const inMs = row?.inMs;
  return inMs === null || inMs === undefined ? null : Date.now() + offsetMs + Number(inMs);
}

/** Milliseconds until the next scheduled publication (0 when one is due), or null when none. */
export async function untilNextPublication(db: Database): Promise<number | null> {
  nextDue ??= loadNextDue(db).catch((error: unknown) => {
    nextDue = undefined;
    throw error;
  });
  const at = await nextDue;
  // On the moved clock too: a test moving it on brings the time nearer without a query.
  return at === null ? null : Math.max(0, at - clock.now().getTime());
}

let claiming: Promise<unknown> | undefined;

/**
 * Called before the public blog is read (lists, article, feed, sitemap, API, the rendered pages'
 * cache): publishes what has fallen due, so no page shows a due article as unpublished even
 * between two passes of the timer. Costs nothing while nothing is due.
 */
export async function publishDueArticles(db: Database): Promise<void> {
  if ((await untilNextPublication(db)) !== 0) return;
  if (!claiming) {
    nextDue = undefined;
    claiming = claimDuePublications(db).finally(() => {
      claiming = undefined;
    });
  }
  await claiming;
}

/** The same for a reader that would rather show what it has than fail: a failure is logged. */
export async function publishDueArticlesOrLog(db: Database): Promise<void> {
  try {
    await publishDueArticles(db);
  } catch (error) {
    log.error(`scheduled publication failed: ${describeDbError(error)}`);
  }
}
