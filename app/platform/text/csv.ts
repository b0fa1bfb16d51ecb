import { chmodSync, writeFileSync } from "node:fs";

/**
 * CSV as Belgian and French Excel opens it: UTF-8 with a byte-order mark (else accents break),
 * ";" between fields (their list separator, the comma being the decimal mark), CRLF rows.
 */
const SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet runs as a formula (OWASP, CSV injection): one whose first character is
 * "=", "+", "-", "@", a tab or a carriage return. Only the start of a cell counts: every field is
 * quoted by RFC 4180 when it holds a separator, a quote or a line break, so a ";" or "," inside it
 * starts no cell in Excel, LibreOffice or Google Sheets, and a message's second line ("- point")
 * is still the same cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number written with a plus, digits and single spaces ("+32 2 123 45 67") starts with
 * "+" but runs nothing: it holds no function, reference or "=" (nothing that could fetch,
 * link or launch, which is what OWASP's rule guards against), and the spaces between the groups
 * keep a spreadsheet from reading it as a number or a sum. So it is left as typed, where an
 * apostrophe would show in every tool but Excel. A plus followed by hyphens ("+32-2-123") is a
 * subtraction a spreadsheet would compute, and digits alone become a number that loses its plus:
 * both still get the apostrophe.
 */
const SPACED_PHONE = /^\+\d+(?: \d+)+$/;

/**
 * One field (RFC 4180 quoting), neutralising a spreadsheet formula a visitor could have typed: an
 * apostrophe before a cell that would run as one, and nothing else changed.
 */
export function csvField(value: unknown): string {
  const raw =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  const text = FORMULA_START.test(raw) && !SPACED_PHONE.test(raw) ? `'${raw}` : raw;
  return /[";,\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, with its line break. */
export function csvLine(row: readonly unknown[]): string {
  return `${row.map(csvField).join(SEPARATOR)}\r\n`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join("")}`;
}

/** Personal data: readable by the file's owner only, also when the file already existed. */
export function writePrivateFile(path: string, content: string): void {
  writeFileSync(path, content, { mode: 0o600 });
  chmodSync(path, 0o600);
}
