import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('Dupont, "Jean"')).toBe('"Dupont, ""Jean"""');
    expect(csvField("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvField(null)).toBe("");
  });

  it("neutralises spreadsheet formulas typed by a visitor", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+32 69 55 12 40")).toBe("'+32 69 55 12 40");
  });

  it("writes a header and CRLF-separated rows", () => {
    expect(
      toCsv(
        ["id", "name"],
        [
          [1, "A"],
          [2, "B"],
        ],
      ),
    ).toBe("id,name\r\n1,A\r\n2,B\r\n");
  });
});
