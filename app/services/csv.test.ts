import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvField, toCsv, writePrivateFile } from "./csv";

describe("CSV export", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField('Dupont; "Jean"')).toBe('"Dupont; ""Jean"""');
    expect(csvField("Dupont, Jean")).toBe('"Dupont, Jean"');
    expect(csvField("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvField(null)).toBe("");
  });

  it("neutralises spreadsheet formulas typed by a visitor", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+32 69 55 12 40")).toBe("'+32 69 55 12 40");
  });

  it("opens in Belgian Excel: BOM, semicolons, CRLF rows", () => {
    const csv = toCsv(
      ["id", "name"],
      [
        [1, "Société Générale de Brasserie"],
        [2, "B"],
      ],
    );
    expect(csv).toBe("\uFEFFid;name\r\n1;Société Générale de Brasserie\r\n2;B\r\n");
  });

  it("writes the file readable by its owner only, even over an older file", () => {
    const path = join(mkdtempSync(join(tmpdir(), "csv-")), "contacts.csv");
    writeFileSync(path, "old", { mode: 0o644 });
    writePrivateFile(path, toCsv(["id"], [[1]]));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toBe("\uFEFFid\r\n1\r\n");
  });
});
