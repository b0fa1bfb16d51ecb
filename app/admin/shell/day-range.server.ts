import { type AnyColumn, and, gte, lt, type SQL } from "drizzle-orm";
import { brusselsDayStart, calendarDay } from "./ui/url-filters";

/** A list's period in its URL: `from` and `to`, calendar days (readUrlFilters checks their order). */
export const dayRangeShape = { from: calendarDay, to: calendarDay };

/**
 * The rows whose moment falls on the days `from` to `to`, both included, as the back office
 * shows them (Brussels days); an end left out is open. Undefined for no end at all.
 */
export function withinDays(
  column: AnyColumn,
  { from, to }: { from?: string; to?: string },
): SQL | undefined {
  return and(
    from ? gte(column, brusselsDayStart(from)) : undefined,
    to ? lt(column, brusselsDayStart(to, 1)) : undefined,
  );
}
