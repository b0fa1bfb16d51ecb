import type { ReactNode } from "react";
import { Link } from "react-router";
import { fill } from "~/i18n/format";
import { cn } from "~/ui/cn";
import { linkClass } from "./form-field";

/** A body cell of a back-office table. */
export const cellClass = "border-b border-mist-100 py-2 pr-4 align-top";

/**
 * A list of the back office (requests, articles, audit log): `empty` when there is no row, else
 * a table with its caption and column headers that scrolls sideways on a narrow screen.
 */
export function AdminTable<Row>({
  rows,
  empty,
  caption,
  columns,
  minWidth,
  frame = "rounded-2xl border border-mist-200 bg-white p-4 sm:p-6",
  children: row,
}: {
  rows: Row[];
  empty: ReactNode;
  caption?: string;
  columns: string[];
  /** A minimum width (a Tailwind class) under which the table scrolls rather than squeezes. */
  minWidth?: string;
  frame?: string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return empty;
  return (
    <div className={cn("overflow-x-auto", frame)}>
      <table className={cn("w-full text-left text-sm", minWidth)}>
        {caption && <caption className="pb-3 text-left text-navy-800">{caption}</caption>}
        <thead>
          <tr className="border-b-2 border-mist-200 text-navy-900">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </table>
    </div>
  );
}

/** One page of a long list, as its loader computes it (pageWindow). */
export interface PageWindow {
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** Which rows one page of a list shows, and the links to the newer and older pages. */
export function pageWindow(
  page: number,
  size: number,
  total: number,
  shown: number,
  link: (page: number) => string,
) {
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    page,
    pages,
    total,
    from: (page - 1) * size + 1,
    to: (page - 1) * size + shown,
    newer: page > 1 ? link(Math.min(page - 1, pages)) : undefined,
    older: page < pages ? link(page + 1) : undefined,
  };
}

/** Links to the newer and older pages of a list, plain links that work without JavaScript. */
export function Pager({
  t,
  window: { page, pages, newer, older },
}: {
  t: { pagination: string; newer: string; older: string; page: string };
  window: PageWindow;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center gap-4">
      {newer && (
        <Link to={newer} className={linkClass}>
          {t.newer}
        </Link>
      )}
      <span>{fill(t.page, { page: Math.min(page, pages), pages })}</span>
      {older && (
        <Link to={older} className={linkClass}>
          {t.older}
        </Link>
      )}
    </nav>
  );
}
