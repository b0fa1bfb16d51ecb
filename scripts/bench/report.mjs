// Plain-text tables for the benchmark report.

/** Aligned text table: columns [{ title, right }], rows of string cells. */
export function table(columns, rows) {
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => String(row[i] ?? "").length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => {
        const text = String(cell ?? "");
        return columns[i].right ? text.padStart(widths[i]) : text.padEnd(widths[i]);
      })
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
  ].join("\n");
}

/** 12345 -> "12 345" (thin grouping, readable in a terminal). */
export function int(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return "-";
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

export function fixed(value, digits) {
  if (value === null || value === undefined || Number.isNaN(value)) return "-";
  return value.toFixed(digits);
}

export const MISS = "✗";
export const OK = "✓";

/** A value followed by ✓ or ✗ for its goal, or "-" when there is no value. */
export function marked(text, ok) {
  if (ok === null || ok === undefined) return text;
  return `${text} ${ok ? OK : MISS}`;
}
