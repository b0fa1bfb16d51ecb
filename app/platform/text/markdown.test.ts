import { describe, expect, it } from "vitest";
import { company } from "~/platform/content/company";
import { readingTimeMinutes } from "~/platform/i18n/format";
import { fillPlaceholders, markdownToSafeHtml, presentArticleHtml } from "./markdown.server";

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

describe("numbers kept with their units and compounds kept whole in articles", () => {
  const NBSP = "\u00a0";
  const WJ = "\u2060";

  it("joins a number and its unit, a sign and its number, a code and its number, a compound", () => {
    expect(
      markdownToSafeHtml(
        "Ra ≤ 0,8 µm, 0,5 bar, < 5 ppm, ≈ 30 000 L, 48 heures, l'ET 200SP, l'EN ISO 12100 et le S7-1500 d'un filtre-presse.",
      ),
    ).toBe(
      `<p>Ra${NBSP}≤${NBSP}0,8${NBSP}µm, 0,5${NBSP}bar,${NBSP}&lt;${NBSP}5${NBSP}ppm,${NBSP}≈${NBSP}30${NBSP}000${NBSP}L, 48${NBSP}heures, l'ET${NBSP}200SP, l'EN${NBSP}ISO${NBSP}12100 et le S7-${WJ}1500 d'un filtre-presse.</p>\n`,
    );
  });

  it("joins text in headings, lists, emphasis, link labels and tables", () => {
    const html = markdownToSafeHtml(
      "## Le S7-1500\n\n- **3 m³/h** à 2 bar\n- [la ET 200SP](/blog/et-200sp)\n\n| Débit | Pression |\n| --- | --- |\n| 12 m³/h | 6 bar |\n",
    );
    expect(html).toContain(`<h2>Le S7-${WJ}1500</h2>`);
    expect(html).toContain(`<li><strong>3${NBSP}m³/h</strong> à 2${NBSP}bar</li>`);
    expect(html).toContain(`<a href="/blog/et-200sp">la ET${NBSP}200SP</a>`);
    expect(html).toContain(`<td>12${NBSP}m³/h</td>\n<td>6${NBSP}bar</td>`);
  });

  it("leaves code spans, code blocks, link targets and titles, addresses and the Markdown as typed", () => {
    const markdown = [
      'Réglez `S7-1500 0,5 bar` puis [le filtre-presse](https://usine-nord.example/filtre-presse-2 "Filtre-presse 5 bar").',
      "",
      "Voir https://www.usine-nord.example/s7-1500 ou écrire à jean-luc@usine-nord.example.",
      "",
      "```",
      "pression = 0,5 bar # S7-1500",
      "```",
    ].join("\n");
    const copy = markdown.slice();
    const html = markdownToSafeHtml(markdown);
    expect(html).toContain("<code>S7-1500 0,5 bar</code>");
    expect(html).toContain(
      `<a href="https://usine-nord.example/filtre-presse-2" title="Filtre-presse 5 bar" rel="noopener noreferrer">le filtre-presse</a>`,
    );
    expect(html).toContain(
      '<a href="https://www.usine-nord.example/s7-1500" rel="noopener noreferrer">https://www.usine-nord.example/s7-1500</a>',
    );
    expect(html).toContain(">jean-luc@usine-nord.example</a>");
    expect(html).toContain("<pre><code>pression = 0,5 bar # S7-1500\n</code></pre>");
    expect(markdown).toBe(copy);
  });

  it("keeps the reading time of a text whose numbers are joined", () => {
    const words = "Une pompe de 5 kW débite 12 m³/h sous 3 bar pendant 48 heures. ".repeat(16);
    expect(words.split(/\s+/).filter(Boolean)).toHaveLength(224);
    expect(readingTimeMinutes(markdownToSafeHtml(words))).toBe(readingTimeMinutes(words));
    expect(readingTimeMinutes(markdownToSafeHtml(words))).toBe(2);
  });
});

describe("code blocks and tables on the page", () => {
  const present = (markdown: string) =>
    presentArticleHtml(markdownToSafeHtml(markdown), "Tableau {number}");

  it("boxes each table to scroll on its own, named for a screen reader, and makes code blocks keyboard stops", () => {
    const html = present(
      "| A | B |\n|---|---|\n| 1 | 2 |\n\n```\nconst x = 1;\n```\n\n| C |\n|---|\n| 3 |",
    );
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tableau 1"><table>',
    );
    expect(html).toContain('aria-label="Tableau 2"');
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(html).toContain('<pre tabindex="0"><code>const x = 1;');
  });

  it("adds nothing for a table written as text, in code or in an address", () => {
    const html = present(
      '`<table>` et [lien](https://exemple.be/<table>)\n\n    <pre><table>\n\n<a href="https://x.be/<table></table>">x</a>',
    );
    expect(html).not.toContain("table-scroll");
    expect(html).not.toContain('<pre tabindex="0"><table>');
    expect(html).not.toMatch(/<table>|<\/table>/);
  });
});

describe("images in articles", () => {
  it("keeps a library picture's lasting address as a marker, out of its paragraph", () => {
    expect(markdownToSafeHtml('Le skid ![Skid "NEP"](/media/12/skid-nep "titre") livré.')).toBe(
      '<p>Le skid</p>\n<img src="/media/12/skid-nep" alt="Skid &quot;NEP&quot;" />\n<p>livré.</p>\n',
    );
  });

  it("lets no other image address or attribute through the sanitiser", () => {
    const html = markdownToSafeHtml(
      [
        "![Externe](https://example.com/a.png)",
        '<img src="https://example.com/b.png" alt="b"><img src="/media/3/a" alt="a" onerror="alert(1)" style="x">',
        '<img src="/media/3/a/../../admin" alt="c"><img src="javascript:alert(1)">',
      ].join("\n\n"),
    );
    expect(html.match(/<[^>]*>/g)).toEqual([
      '<img src="/media/outside" alt="Externe" />',
      '<img src="/media/3/a" alt="a" />',
    ]);
  });
});
