import { z } from "zod";
import { brusselsWallTime } from "~/platform/text/brussels-time";

// How a back-office list reads its filters from the URL (the filter bar's GET form writes them):
// every parameter optional, an empty one meaning "any", an invalid one named rather than guessed.

/** A calendar day as the date inputs send it; checked to be a real day (no 31 February). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/** Midnight in Brussels on that day: the back office shows Brussels times, so its days are theirs. */
export function brusselsDayStart(value: string, plusDays = 0): Date {
  const [year, month, date] = value.split("-").map(Number) as [number, number, number];
  return brusselsWallTime(year, month, date + plusDays);
}

/** The page of a filtered list: a positive number, bounded so a hand-typed one cannot overflow. */
export const pageNumber = (max: number) => z.coerce.number().int().min(1).max(max);

type Shape = z.ZodRawShape;
type Field<S extends Shape> = keyof S & string;

/** The filters read: each one optional, absent when the URL leaves it empty. */
export type UrlFilters<S extends Shape> = Partial<z.output<z.ZodObject<S>>>;

export type ParsedUrlFilters<S extends Shape> =
  | { ok: true; filters: UrlFilters<S>; values: Record<Field<S>, string> }
  | { ok: false; errors: Field<S>[]; values: Record<Field<S>, string> };

/**
 * The filters a list's URL carries, read with `shape` (each field optional). The values come back
 * as typed for the form; a `from` day after a `to` day is an error of `to`.
 */
export function readUrlFilters<S extends Shape>(
  shape: S,
  params: URLSearchParams,
): ParsedUrlFilters<S> {
  const fields = Object.keys(shape) as Field<S>[];
  const values = Object.fromEntries(
    fields.map((field) => [field, params.get(field) ?? ""]),
  ) as Record<Field<S>, string>;
  const present = Object.fromEntries(
    Object.entries(values).filter(([, value]) => (value as string).trim() !== ""),
  );
  const parsed = z.object(shape).partial().safeParse(present);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.path[0] as Field<S>))];
    return { ok: false, errors, values };
  }
  const filters = parsed.data as UrlFilters<S>;
  const { from, to } = filters as { from?: unknown; to?: unknown };
  if (typeof from === "string" && typeof to === "string" && from > to) {
    return { ok: false, errors: ["to" as Field<S>], values };
  }
  return { ok: true, filters, values };
}

/** The filters as a query string for the links that keep them (pages, export); "" for none. */
export function urlFiltersQuery(filters: Record<string, unknown>, page?: number): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(filters)) {
    if (field !== "page" && value !== undefined && value !== "") params.set(field, String(value));
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
