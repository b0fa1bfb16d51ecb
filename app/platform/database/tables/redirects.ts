import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { check, index, pgTable } from "drizzle-orm/pg-core";
import { lastChange, timestamptz, timestamptzNow } from "./columns";
import { blogPosts } from "./content";

// Old addresses and where they lead now, and the addresses visitors asked for that the site lacks.

/**
 * A redirect from an old address (docs/decisions/051). `source` is a decoded path without a
 * trailing slash; a prefix rule ends in "/*". The target is a page of the page table (by id and
 * language, so a page's new path is followed), an article (by id, so a renamed slug is
 * followed), or an outside https address.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: pg.serial("id").primaryKey(),
    source: pg.text("source").notNull().unique(),
    targetKind: pg.text("target_kind").notNull(),
    targetPage: pg.text("target_page"),
    targetLang: pg.text("target_lang"),
    targetArticleId: pg.integer("target_article_id").references(() => blogPosts.id, {
      onDelete: "cascade",
    }),
    targetUrl: pg.text("target_url"),
    status: pg.smallint("status").notNull().default(301),
    /** A prefix rule only: the rest of the old path is added to the target's. */
    keepRest: pg.boolean("keep_rest").notNull().default(false),
    hits: pg.integer("hits").notNull().default(0),
    lastHitAt: timestamptz("last_hit_at"),
    createdAt: timestamptzNow("created_at"),
    ...lastChange(),
  },
  (table) => [
    check("redirects_status", sql`${table.status} in (301, 302)`),
    check("redirects_target_kind", sql`${table.targetKind} in ('page', 'article', 'url')`),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;

/**
 * Paths visitors asked for that answered 404: no address, no query string, no user agent. Bounded
 * in path length and rows (app/admin/redirects/not-found-log.server.ts) so a bot cannot fill it.
 */
export const notFoundLog = pgTable(
  "not_found_log",
  {
    path: pg.text("path").primaryKey(),
    hits: pg.integer("hits").notNull().default(0),
    firstSeenAt: timestamptzNow("first_seen_at"),
    lastSeenAt: timestamptzNow("last_seen_at"),
  },
  (table) => [index("not_found_log_last_seen_idx").on(table.lastSeenAt)],
);

export type NotFoundRow = typeof notFoundLog.$inferSelect;
