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

  it("leaves no cell starting a formula, whether the file is split on ',' or ';'", () => {
    const typed = [
      "Jo,=1+1,x",
      "Jo;=1+1;x",
      'Dupont, =HYPERLINK("http://x")',
      "a,\"=cmd|' /C calc'!A0\"",
      "x;\t=1+1",
      "prix, -5 % ; +32 69 00 00 00 ; @SUM(A1)",
      "Bonjour,\r\n=1+1\n-2+3\r@x",
      "=1+1",
      "\r=1",
    ];
    const csv = toCsv(
      ["name", "message"],
      typed.map((text, n) => [`Client ${n}`, text]),
    );
    for (const separator of [",", ";"]) {
      // As a program ignoring the quotes would cut it, and trimming spaces and quotes.
      const cells = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      const formulas = cells.filter((cell) => /^[=+\-@\t]/.test(cell.replace(/^[ "]+/, "")));
      expect(formulas, `split on "${separator}"`).toEqual([]);
    }
  });

  it("keeps the text as typed apart from the apostrophes", () => {
    expect(csvField("Jo,=1+1,x")).toBe('"Jo,\'=1+1,x"');
    expect(csvField("Jo;=1+1;x")).toBe('"Jo;\'=1+1;x"');
    expect(csvField("Ligne 1\n- point")).toBe('"Ligne 1\n\'- point"');
    expect(csvField("Échangeur 3-voies, 12 m³/h; NEP")).toBe('"Échangeur 3-voies, 12 m³/h; NEP"');
    expect(csvField("jean-luc@brasserie.example.be")).toBe("jean-luc@brasserie.example.be");
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
    const path = join(mkdtempSync(join(tmpdir(), "csv-")), "leads.csv");
    writeFileSync(path, "old", { mode: 0o644 });
    writePrivateFile(path, toCsv(["id"], [[1]]));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toBe("\uFEFFid\r\n1\r\n");
  });
});
