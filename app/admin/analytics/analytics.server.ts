import { and, asc, between, count, desc, eq, isNotNull, ne, type SQL, sql, sum } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/platform/database/db.server";
import { leads, pageReferrers, pageViews } from "~/platform/database/schema";
import { dayRangeShape, withinDays } from "../shell/day-range.server";
import { brusselsDayStart, readUrlFilters, type UrlFilters } from "../shell/ui/url-filters";
import { brusselsDay } from "./page-count.server";

/** The screen's filters: a period of days (Brussels time) and, optionally, one page. */
const analyticsFilterShape = {
  ...dayRangeShape,
  path: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[^\s?#]*$/),
};
export type AnalyticsFilters = UrlFilters<typeof analyticsFilterShape>;
export const parseAnalyticsFilters = (params: URLSearchParams) =>
  readUrlFilters(analyticsFilterShape, params);

/** The period shown when the URL names none: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

/** A period of days, both ends included (Brussels, "YYYY-MM-DD"). */
export type Period = { from: string; to: string };

/** The period the filters name, each end defaulting to the last 30 days. */
export function periodOf(filters: AnalyticsFilters, now = Date.now()): Period {
  const to = filters.to ?? brusselsDay(now);
  const from =
    filters.from ??
    brusselsDay(brusselsDayStart(to, -(DEFAULT_DAYS - 1)).getTime() + 12 * 3600 * 1000);
  return { from, to };
}

/** One page over the period: its views, the requests sent from it, and the ratio per 1,000 views. */
export interface PageRow {
  path: string;
  views: number;
  requests: number;
  /** Requests per 1,000 views, one decimal; undefined without a view. */
  perThousand: number | undefined;
}

/** A daily counter's rows over the period, for one page or for all. */
const countedOver = (
  counter: typeof pageViews | typeof pageReferrers,
  period: Period,
  page: string | undefined,
) => and(between(counter.day, period.from, period.to), page ? eq(counter.path, page) : undefined);

/**
 * A request counts for the page its visitor came from (the lead's source page), on its day of
 * reception in Brussels time; requests marked as spam or held as likely spam do not.
 */
function requestsWhere(from: string, to: string, page?: string): SQL | undefined {
  return and(
    isNotNull(leads.sourcePage),
    withinDays(leads.createdAt, { from, to }),
    ne(leads.status, "spam"),
    ne(leads.triage, "held"),
    page ? eq(leads.sourcePage, page) : undefined,
  );
}

export const perThousand = (requests: number, views: number) =>
  views > 0 ? Math.round((requests / views) * 10_000) / 10 : undefined;

/** Every page read or sending requests over the period, most read first. */
export async function pagesOverPeriod(
  db: Database,
  period: Period,
  page?: string,
): Promise<PageRow[]> {
  const [viewed, sent] = await Promise.all([
    db
      .select({ path: pageViews.path, views: sum(pageViews.views).mapWith(Number) })
      .from(pageViews)
      .where(countedOver(pageViews, period, page))
      .groupBy(pageViews.path),
    db
      .select({ path: leads.sourcePage, requests: count() })
      .from(leads)
      .where(requestsWhere(period.from, period.to, page))
      .groupBy(leads.sourcePage),
  ]);
  const rows = new Map<string, { views: number; requests: number }>();
  for (const row of viewed) rows.set(row.path, { views: row.views, requests: 0 });
  for (const row of sent) {
    if (row.path) rows.set(row.path, { views: 0, ...rows.get(row.path), requests: row.requests });
  }
  return [...rows]
    .map(([path, row]) => ({ path, ...row, perThousand: perThousand(row.requests, row.views) }))
    .sort((a, b) => b.views - a.views || b.requests - a.requests || a.path.localeCompare(b.path));
}

/** The outside sites that sent readers over the period (to one page, or to any), most first. */
export async function outsideSitesOverPeriod(
  db: Database,
  period: Period,
  page?: string,
  limit = 100,
): Promise<{ host: string; visits: number }[]> {
  const visits = sum(pageReferrers.visits).mapWith(Number);
  return db
    .select({ host: pageReferrers.host, visits })
    .from(pageReferrers)
    .where(countedOver(pageReferrers, period, page))
    .groupBy(pageReferrers.host)
    .orderBy(desc(visits), asc(pageReferrers.host))
    .limit(limit);
}

/** The pages the filter may name: those counted at least once, in path order. */
export async function countedPaths(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ path: pageViews.path })
    .from(pageViews)
    .orderBy(asc(pageViews.path))
    .limit(1_000);
  return rows.map((row) => row.path);
}

/** Days counted since... the first day with any view, so the screen can say when counting began. */
export async function firstCountedDay(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ day: sql<string | null>`min(${pageViews.day})` }).from(pageViews);
  return row?.day ?? undefined;
}
