import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";

// The site's page counts: how many times each page was read per day, and which outside sites sent
// its readers. Nothing about a reader is kept: no address, cookie, identifier or user agent.

/** Views of one page (its path, "/automation", "/en/blog/x") on one day in Brussels time. */
export const pageViews = pgTable(
  "page_views",
  {
    path: pg.text("path").notNull(),
    day: pg.date("day", { mode: "string" }).notNull(),
    views: pg.integer("views").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.day] }),
    index("page_views_day_idx").on(table.day),
  ],
);

/** Readers of one page on one day who came from an outside site: its host name only. */
export const pageReferrers = pgTable(
  "page_referrers",
  {
    path: pg.text("path").notNull(),
    day: pg.date("day", { mode: "string" }).notNull(),
    host: pg.text("host").notNull(),
    visits: pg.integer("visits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.day, table.host] }),
    index("page_referrers_day_idx").on(table.day),
  ],
);
