import { chmodSync, writeFileSync } from "node:fs";

/**
 * CSV as Belgian and French Excel opens it: UTF-8 with a byte-order mark (else accents break),
 * ";" between fields (their list separator, the comma being the decimal mark), CRLF rows.
 */
const SEPARATOR = ";";
const BOM = "\uFEFF";

/** One field (RFC 4180 quoting), neutralising spreadsheet formulas a visitor could have typed. */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
