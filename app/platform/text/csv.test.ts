import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvField, toCsv, writePrivateFile } from "./csv";

/** RFC 4180 as Excel and LibreOffice read it: quoted fields keep their separators and breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("CSV export", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField('Dupont; "Jean"')).toBe('"Dupont; ""Jean"""');
    expect(csvField("Dupont, Jean")).toBe('"Dupont, Jean"');
    expect(csvField("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvField(null)).toBe("");
  });

  it("neutralises a cell a spreadsheet would run as a formula, and only that", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("+1+1")).toBe("'+1+1");
    expect(csvField("\t=1+1")).toBe("'\t=1+1");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
  });

  it("leaves ordinary messages as typed: commas and semicolons before a line break, dashed lists", () => {
    const messages = [
      "Bonjour,\nNous cherchons un intégrateur pour la NEP de notre salle de brassage.\nCordialement,\nJean",
      "Madame, Monsieur;\r\nVoici nos besoins :\r\n- cuve de 120 hl\r\n- échangeur 12 m³/h\r\n+ option CIP",
      "Prix attendu, -5 % ; délai = 6 semaines\n@Anne : voir pièce jointe",
      "Échangeur 3-voies, 12 m³/h; NEP",
    ];
    for (const text of messages) {
      expect(csvField(text)).toBe(`"${text}"`);
    }
    expect(csvField("jean-luc@brasserie.example.be")).toBe("jean-luc@brasserie.example.be");
  });

  it("keeps a spaced phone number as typed, and neutralises what would be computed", () => {
    // A plus, digits and spaces: no function, reference or "=", and not a number either.
    expect(csvField("+32 2 123 45 67")).toBe("+32 2 123 45 67");
    expect(csvField("+33 3 20 12 34 56")).toBe("+33 3 20 12 34 56");
    expect(csvField("02 123 45 67")).toBe("02 123 45 67");
    // A subtraction, or a bare number that would lose its plus: still neutralised.
    expect(csvField("+32-2-123-45-67")).toBe("'+32-2-123-45-67");
    expect(csvField("+3221234567")).toBe("'+3221234567");
    expect(csvField("+32 2 123 45 67 =HYPERLINK(1)")).toBe("'+32 2 123 45 67 =HYPERLINK(1)");
  });

  it("leaves no cell starting a formula once the file is read as a spreadsheet reads it", () => {
    const typed = [
      "Jo,=1+1,x",
      'Dupont, =HYPERLINK("http://x")',
      "=cmd|' /C calc'!A0",
      "\t=1+1",
      "- point 1\n- point 2",
      "@SUM(A1)",
      "Bonjour,\r\n=1+1",
    ];
    const csv = toCsv(
      ["name", "message"],
      typed.map((text, n) => [`Client ${n}`, text]),
    );
    const cells = parseCsv(csv.slice(1));
    expect(cells.slice(1).map((row) => row[1])).toEqual(
      typed.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)),
    );
    for (const row of cells) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
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
