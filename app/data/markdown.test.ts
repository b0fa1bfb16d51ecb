import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { fillPlaceholders, markdownToSafeHtml } from "./markdown.server";

describe("company placeholders in articles", () => {
  it("writes the company's name and city from the identity module", () => {
    const html = markdownToSafeHtml("L'équipe **{{company}}**, à {{ city }}, vous répond.");
    expect(html).toBe(
      `<p>L'équipe <strong>${company.name}</strong>, à ${company.address.city}, vous répond.</p>\n`,
    );
  });

  it("leaves an unknown placeholder as written and escapes the values it fills", () => {
    expect(
      fillPlaceholders("<p>{{company}} {{toString}} {{nope}}</p>", { company: "A & <B>" }),
    ).toBe("<p>A &#38; &#60;B&#62; {{toString}} {{nope}}</p>");
  });
});
