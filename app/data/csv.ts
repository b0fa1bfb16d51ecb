import { chmodSync, writeFileSync } from "node:fs";

/**
 * CSV as Belgian and French Excel opens it: UTF-8 with a byte-order mark (else accents break),
 * ";" between fields (their list separator, the comma being the decimal mark), CRLF rows.
 */
const SEPARATOR = ";";
const BOM = "\uFEFF";

/**
 * Where a spreadsheet could start a formula: at the start of the field, and after every "," ";"
 * or line break inside it, since a program that splits on the other separator (or ignores the
 * quotes) starts a cell there; spaces and quotes a cell could begin with are skipped.
 */
const FORMULA_AHEAD = /(?<=^|[,;\r\n])(?=[ "]*[=+\-@\t\r])/g;

/**
 * One field (RFC 4180 quoting), neutralising spreadsheet formulas a visitor could have typed: an
 * apostrophe before each place a formula could start, whatever separator the spreadsheet uses.
 */
export function csvField(value: unknown): string {
  const text = (
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value)
  ).replace(FORMULA_AHEAD, "'");
  return /[";,\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Personal data: readable by the file's owner only, also when the file already existed. */
export function writePrivateFile(path: string, content: string): void {
  writeFileSync(path, content, { mode: 0o600 });
  chmodSync(path, 0o600);
}
