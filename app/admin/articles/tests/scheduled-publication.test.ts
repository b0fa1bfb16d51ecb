import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ArticleInput,
  articleFormSchema,
  createArticle,
  findArticle,
  updateArticle,
} from "~/admin/articles/articles.server";
import { claimDuePublications } from "~/admin/articles/scheduled-publication.server";
import { boot, shutdown } from "~/boot.server";
import { closeDb, type Database, getDb } from "~/platform/database/db.server";
import * as schema from "~/platform/database/schema";
import { auditLog, blogPosts } from "~/platform/database/schema";
import { findPost } from "~/site/blog/blog.server";
import { cachedPosts, clearBlogCache } from "~/site/blog/blog-cache.server";
import { loader as feedLoader } from "~/site/routes/seo/feed";
import { loader as sitemapLoader } from "~/site/routes/seo/sitemap";
import { everyDatabase, routeArgs, startApp, stopApp } from "../../../../tests/integration/harness";
import { movableClock } from "../../../../tests/integration/test-clock";

/**
 * Drafts published at a planned time (docs/decisions/022): once, whoever claims them at the same
 * moment, after a restart too, and at once everywhere the public reads them.
 */

const raw = (fields: Record<string, string> = {}) => ({
  title: "Régulation de température d'un pasteurisateur",
  slug: "regulation-pasteurisateur",
  excerpt: "Boucle en cascade, rampe de montée et enregistrement des paliers.",
  category: "Automatisation",
  tags: "Pasteurisation, PID",
  language: "fr",
  counterpart: "",
  markdown: "## La boucle\n\nUne cascade **PID** sur l'eau chaude.",
  ...fields,
});
const form = (fields: Record<string, string> = {}): ArticleInput =>
  articleFormSchema.parse(raw(fields));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A draft planned `inMs` from now, straight into the database (the form refuses the past). */
async function plannedDraft(db: Database, slug: string, inMs: number) {
  const created = await createArticle(db, form({ slug, title: `Article ${slug}` }), false);
  if (!created.ok) throw new Error(created.reason);
  await db
    .update(blogPosts)
    .set({ publishAt: sql`now() + ${`${inMs} milliseconds`}::interval` })
    .where(eq(blogPosts.id, created.post.id));
  return created.post.id;
}

async function scheduledEntries(db: Database, target: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "article_published_on_schedule"), eq(auditLog.target, target)));
}

afterAll(stopApp);

describe.each(everyDatabase)("Scheduled publication on $name", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await startApp(database);
  });
  beforeEach(async () => {
    db = await getDb();
  });

  it("publishes each due draft exactly once when several instances claim at the same moment", async () => {
    const ids = await Promise.all(
      ["a", "b", "c", "d", "e"].map((n) => plannedDraft(db, `planifie-${n}`, -60_000)),
    );
    const planned = await findArticle(db, ids[0] ?? 0);
    // A second instance: its own connections on PostgreSQL; the one embedded database otherwise.
    const url = process.env.DATABASE_URL;
    const pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : undefined;
    const other = pool ? (drizzle(pool, { schema }) as unknown as Database) : db;
    try {
      const claims = await Promise.all([
        claimDuePublications(db),
        claimDuePublications(other),
        claimDuePublications(db),
        claimDuePublications(other),
      ]);
      const published = claims.flat().map((row) => row.id);
      expect(published.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await pool?.end();
    }
    for (const id of ids) {
      const row = await findArticle(db, id);
      expect(row).toMatchObject({ published: true, publishAt: null });
      expect(await scheduledEntries(db, `fr/${row?.slug}`)).toHaveLength(1);
    }
    // Dated the time it was planned for.
    const first = await findArticle(db, ids[0] ?? 0);
    expect(first?.publishedAt?.getTime()).toBe(planned?.publishAt?.getTime());
    expect(await claimDuePublications(db)).toEqual([]);
  });

  it("shows a draft on the blog, its page, the feed and the sitemap from its time, without a timer", async () => {
    const slug = "publie-a-l-heure";
    const created = await createArticle(db, form({ slug, title: "Publié à l'heure dite" }), false);
    if (!created.ok) throw new Error(created.reason);
    // Scheduled as the editor does, an hour from now; the clock is moved past it rather than
    // waited for (a time a moment away could pass while a busy machine reads the pages below).
    const at = new Date(Date.now() + 3_600_000);
    await db.update(blogPosts).set({ publishAt: at }).where(eq(blogPosts.id, created.post.id));
    clearBlogCache(); // as the editor's save does
    const clock = movableClock("read-publication");

    // The kept list first: it must not hide the article once its time has come.
    const publicView = async () => {
      const list = (await cachedPosts(db, "fr")).some((post) => post.slug === slug);
      const page = (await findPost(db, slug, "fr")) !== undefined;
      const feedRequest = new Request("http://localhost/blog/feed.xml");
      const feed = await (
        await feedLoader(routeArgs<Parameters<typeof feedLoader>[0]>(feedRequest))
      ).text();
      const sitemap = await (await sitemapLoader()).text();
      return {
        list,
        page,
        feed: feed.includes(`/blog/${slug}<`),
        sitemap: sitemap.includes(`/blog/${slug}<`),
      };
    };
    try {
      expect(await publicView()).toEqual({ list: false, page: false, feed: false, sitemap: false });
      clock.move(3_600_000 + 50);
      expect(await publicView()).toEqual({ list: true, page: true, feed: true, sitemap: true });
      // Newest first, dated the time it was planned for.
      const [newest] = await cachedPosts(db, "fr");
      expect(newest?.slug).toBe(slug);
      expect(newest?.publishedAt).toBe(at.toISOString());
      expect(await scheduledEntries(db, `fr/${slug}`)).toHaveLength(1);
    } finally {
      clock.stop();
    }
    // Dated an hour from now: it would be the newest article of the tests after this one.
    await db.delete(blogPosts).where(eq(blogPosts.id, created.post.id));
    clearBlogCache();
  });

  it("publishes at start what fell due while the site was down, once across restarts", async () => {
    const id = await plannedDraft(db, "pendant-l-arret", 300);
    await closeDb(); // the site stops before the time comes
    await sleep(400);
    await boot();
    try {
      let row = await findArticle(await getDb(), id);
      for (let tries = 0; !row?.published && tries < 40; tries += 1) {
        await sleep(50);
        row = await findArticle(await getDb(), id);
      }
      expect(row?.published).toBe(true);
    } finally {
      await shutdown();
    }
    await boot();
    await sleep(300);
    await shutdown();
    db = await getDb();
    expect(await scheduledEntries(db, "fr/pendant-l-arret")).toHaveLength(1);
  });

  it("wakes the timer armed for later when a test moves the server's clock past the time", async () => {
    const id = await plannedDraft(db, "horloge-avancee", 3_600_000);
    await closeDb();
    const clock = movableClock("publication");
    // The timer looks at start, finds the draft an hour away and waits its longest (30 s).
    await boot();
    try {
      await sleep(500);
      expect((await findArticle(await getDb(), id))?.published).toBe(false);
      clock.move(3_600_000 + 1_000);
      // Nothing reads the blog here: only the timer publishes, well within its 30 s wait.
      let row = await findArticle(await getDb(), id);
      for (let tries = 0; !row?.published && tries < 50; tries += 1) {
        await sleep(100);
        row = await findArticle(await getDb(), id);
      }
      expect(row?.published).toBe(true);
      expect(await scheduledEntries(await getDb(), "fr/horloge-avancee")).toHaveLength(1);
    } finally {
      await shutdown();
      clock.stop();
    }
    db = await getDb();
    // Dated an hour from now: it would be the newest article of the tests after this one.
    await db.delete(blogPosts).where(eq(blogPosts.id, id));
  });

  it("keeps the publication date set at the first publication, lets the team change it, and sorts on it", async () => {
    const article = (fields: Record<string, string> = {}) =>
      form({ slug: "date-de-publication", ...fields });
    const created = await createArticle(db, article(), false);
    if (!created.ok) throw new Error(created.reason);
    expect(created.post.publishedAt).toBeNull();
    const published = await updateArticle(
      db,
      created.post.id,
      created.post.version,
      article(),
      true,
    );
    if (!published.ok) throw new Error(published.reason);
    const first = published.post.publishedAt;
    expect(Math.abs((first?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    clearBlogCache(); // as the editor's save does
    const [newest] = await cachedPosts(db, "fr");
    expect(newest?.slug).toBe("date-de-publication");

    // Unpublished then published again: still its first date.
    const hidden = await updateArticle(
      db,
      created.post.id,
      published.post.version,
      article(),
      false,
    );
    if (!hidden.ok) throw new Error(hidden.reason);
    const again = await updateArticle(db, created.post.id, hidden.post.version, article(), true);
    if (!again.ok) throw new Error(again.reason);
    expect(again.post.publishedAt?.getTime()).toBe(first?.getTime());

    // Backdated by the team (Brussels time, summer): it moves below the newer articles.
    const backdated = await updateArticle(
      db,
      created.post.id,
      again.post.version,
      article({ publishedAt: "2019-05-01T10:00" }),
      true,
    );
    if (!backdated.ok) throw new Error(backdated.reason);
    expect(backdated.post.publishedAt?.toISOString()).toBe("2019-05-01T08:00:00.000Z");
    clearBlogCache();
    const list = await cachedPosts(db, "fr");
    expect(list.at(-1)?.slug).toBe("date-de-publication");
    expect((await findPost(db, "date-de-publication", "fr"))?.publishedAt).toBe(
      "2019-05-01T08:00:00.000Z",
    );
    const dates = list.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("refuses to plan a draft for a time already past", async () => {
    const refused = await createArticle(
      db,
      form({ slug: "trop-tard", publishAt: "2020-01-01T10:00" }),
      false,
    );
    expect(refused).toEqual({ ok: false, reason: "publishAtPast" });
    const malformed = articleFormSchema.safeParse(raw({ publishAt: "2026-02-30T10:00" }));
    expect(malformed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["publishAt", "invalidDate"],
    ]);
  });
});
