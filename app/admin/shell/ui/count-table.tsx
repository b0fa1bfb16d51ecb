import { cellClass } from "./admin-table";

/** A row of a count table: what is counted and its figure; `italic` for a row of its own kind. */
export interface CountRow {
  key: string;
  name: string;
  count: string | number;
  italic?: boolean;
}

/**
 * A table of two columns, a name and its count (pages, outside sites): the name may break
 * anywhere (an address), the count is right-aligned.
 */
export function CountTable({
  columns: [name, count],
  rows,
  narrow = false,
}: {
  columns: [string, string];
  rows: CountRow[];
  /** Kept to half the page, beside nothing. */
  narrow?: boolean;
}) {
  return (
    <table className={`mt-4 w-full ${narrow ? "max-w-2xl " : ""}text-left text-sm`}>
      <thead>
        <tr className="border-b-2 border-mist-200 text-navy-900">
          <th scope="col" className="py-2 pr-4">
            {name}
          </th>
          <th scope="col" className="py-2 text-right">
            {count}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={`${cellClass} ${row.italic ? "italic" : "break-all"}`}>{row.name}</td>
            <td className={`${cellClass} pr-0 text-right font-semibold`}>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
