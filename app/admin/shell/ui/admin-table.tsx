import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Link } from "react-router";
import { fill } from "~/platform/i18n/format";
import { cn } from "~/platform/ui/cn";
import { focusRing, linkClass } from "./form-field";

/** A body cell of a back-office table. */
export const cellClass = "border-b border-mist-100 py-2 pr-4 align-top";

/**
 * Under the `sm` breakpoint (a phone, 375 px) the table is stacked: each row a card, each cell a
 * line led by its column's name (from `data-label`), so the status and every other column show
 * without scrolling sideways. From `sm` up it is a table again, scrolling sideways if narrower
 * than `minWidth`; that scroll area is a labelled region the keyboard can reach.
 */
const stacked = [
  "max-sm:block max-sm:min-w-0",
  "max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block",
  "max-sm:[&_tbody>tr]:block max-sm:[&_tbody>tr]:border-b max-sm:[&_tbody>tr]:border-mist-200 max-sm:[&_tbody>tr]:py-2",
  "max-sm:[&_tbody>tr>*]:flex max-sm:[&_tbody>tr>*]:max-w-none max-sm:[&_tbody>tr>*]:min-w-0 max-sm:[&_tbody>tr>*]:gap-3 max-sm:[&_tbody>tr>*]:border-0 max-sm:[&_tbody>tr>*]:py-1 max-sm:[&_tbody>tr>*]:pr-0 max-sm:[&_tbody>tr>*]:whitespace-normal max-sm:[&_tbody>tr>*]:text-left",
  // A long address or name wraps anywhere rather than widen the card.
  "max-sm:[&_tbody>tr>*]:[overflow-wrap:anywhere] max-sm:[&_tbody>tr>*_*]:whitespace-normal",
  "max-sm:[&_caption]:block",
  "max-sm:[&_tbody>tr>*]:before:w-28 max-sm:[&_tbody>tr>*]:before:shrink-0 max-sm:[&_tbody>tr>*]:before:font-semibold max-sm:[&_tbody>tr>*]:before:text-navy-900 max-sm:[&_tbody>tr>*]:before:content-[attr(data-label)]",
].join(" ");

/** Each cell of a row carries its column's name, which the stacked layout shows before it. */
function labelCells(row: ReactNode, columns: readonly string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell)) return cell;
    const label = columns[index++];
    return cloneElement(cell as ReactElement<{ "data-label"?: string }>, { "data-label": label });
  });
  return cloneElement(row, {}, cells);
}

/**
 * A list of the back office (requests, articles, audit log): `empty` when there is no row (a
 * text is shown as a paragraph), else a table with its caption and column headers, stacked on a
 * phone (see `stacked`).
 */
export function AdminTable<Row>({
  rows,
  empty,
  caption,
  label,
  columns,
  minWidth,
  frame = "rounded-2xl border border-mist-200 bg-white p-4 sm:p-6",
  children: row,
}: {
  rows: Row[];
  empty: ReactNode;
  caption?: string;
  /** The scroll region's name when the table has no caption (else the caption names it). */
  label?: string;
  columns: string[];
  /** A minimum width (a Tailwind class) under which the table scrolls rather than squeezes. */
  minWidth?: string;
  frame?: string;
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) {
    return typeof empty === "string" ? <p className="text-navy-800">{empty}</p> : empty;
  }
  return (
    // A named region the keyboard can reach, so a table wider than the screen can be scrolled.
    <section
      aria-label={label ?? caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn("overflow-x-auto", focusRing, frame)}
    >
      <table className={cn("w-full text-left text-sm", minWidth, stacked)}>
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
        <tbody>{rows.map((item) => labelCells(row(item), columns))}</tbody>
      </table>
    </section>
  );
}

/** A body cell that links to the row's own page (by its name, title or date). */
export function LinkCell({
  to,
  children,
  ...cell
}: {
  to: string;
  children: ReactNode;
  /** Set by AdminTable: the column's name, shown before the cell on a phone. */
  "data-label"?: string;
}) {
  return (
    <td className={cellClass} {...cell}>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </td>
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
