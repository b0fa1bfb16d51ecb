import { describe, expect, it } from "vitest";
import { type MarkdownAction, markdownEdit } from "./markdown-edit";

/**
 * The text after an action, the selection before and after written ⟨ ⟩ (one ⟨ alone: the caret),
 * and a check that the edit is one replacement of the original text.
 */
function run(action: MarkdownAction, marked: string): string {
  const start = marked.indexOf("⟨");
  const close = marked.indexOf("⟩");
  const end = close === -1 ? start : close - 1;
  const value = marked.replace("⟨", "").replace("⟩", "");
  const edit = markdownEdit(action, value, start, end, "Colonne {n}");
  const text = value.slice(0, edit.from) + edit.text + value.slice(edit.to);
  const a = edit.selectionStart;
  const b = edit.selectionEnd;
  return a === b
    ? `${text.slice(0, a)}⟨${text.slice(a)}`
    : `${text.slice(0, a)}⟨${text.slice(a, b)}⟩${text.slice(b)}`;
}

describe("bold and italic", () => {
  it("wraps the selected words and keeps them selected", () => {
    expect(run("bold", "La ⟨vanne papillon⟩ DN150")).toBe("La **⟨vanne papillon⟩** DN150");
    expect(run("italic", "La ⟨vanne⟩ DN150")).toBe("La _⟨vanne⟩_ DN150");
  });

  it("leaves the spaces a double-click selects outside the marks", () => {
    expect(run("bold", "La ⟨vanne ⟩DN150")).toBe("La **⟨vanne⟩** DN150");
  });

  it("takes the marks off again, selected with or without them", () => {
    expect(run("bold", "La **⟨vanne⟩** DN150")).toBe("La ⟨vanne⟩ DN150");
    expect(run("bold", "La ⟨**vanne**⟩ DN150")).toBe("La ⟨vanne⟩ DN150");
    expect(run("italic", "La ⟨_vanne_⟩ DN150")).toBe("La ⟨vanne⟩ DN150");
  });

  it("with nothing selected, puts the caret between a pair of marks, and a second press removes it", () => {
    expect(run("bold", "Texte ⟨")).toBe("Texte **⟨**");
    expect(run("bold", "Texte **⟨**")).toBe("Texte ⟨");
  });

  it("marks each line of a selection spanning lines, after its heading or list marker", () => {
    expect(run("bold", "⟨## Pompe\n\n- Débit\n- Pression⟩")).toBe(
      "⟨## **Pompe**\n\n- **Débit**\n- **Pression**⟩",
    );
    expect(run("bold", "⟨**Pompe**\n**Débit**⟩")).toBe("⟨Pompe\nDébit⟩");
  });
});

describe("heading", () => {
  it("starts the caret's line with ## and keeps the caret where it was in the words", () => {
    expect(run("heading", "Intro\nLe pro⟨jet\nSuite")).toBe("Intro\n## Le pro⟨jet\nSuite");
  });

  it("on an empty line, leaves the caret after the marker", () => {
    expect(run("heading", "Intro\n\n⟨")).toBe("Intro\n\n## ⟨");
  });

  it("is toggled off by a second press", () => {
    expect(run("heading", "## Le pro⟨jet")).toBe("Le pro⟨jet");
    expect(run("heading", "⟨## Le projet⟩")).toBe("⟨Le projet⟩");
  });

  it("turns another level into ##", () => {
    expect(run("heading", "### Le ⟨projet")).toBe("## Le ⟨projet");
  });
});

describe("lists", () => {
  it("prefixes each selected line, blank lines left alone, and numbers them", () => {
    expect(run("bulletList", "⟨Débit\nPression\n\nTempérature⟩")).toBe(
      "⟨- Débit\n- Pression\n\n- Température⟩",
    );
    expect(run("numberedList", "⟨Débit\nPression\n\nTempérature⟩")).toBe(
      "⟨1. Débit\n2. Pression\n\n3. Température⟩",
    );
  });

  it("covers the lines a selection touches, not one it ends at the start of", () => {
    expect(run("bulletList", "Dé⟨bit\nPre⟩ssion\nSuite")).toBe("- Dé⟨bit\n- Pre⟩ssion\nSuite");
    expect(run("bulletList", "⟨Débit\n⟩Pression")).toBe("⟨- Débit\n⟩Pression");
  });

  it("removes the markers when every line has them, and turns one kind into the other", () => {
    expect(run("bulletList", "⟨- Débit\n- Pression⟩")).toBe("⟨Débit\nPression⟩");
    expect(run("numberedList", "⟨- Débit\n- Pression⟩")).toBe("⟨1. Débit\n2. Pression⟩");
  });

  it("keeps a nested item's indentation", () => {
    expect(run("bulletList", "- Pompe\n  ⟨Débit⟩")).toBe("- Pompe\n  ⟨- Débit⟩");
  });
});

describe("link", () => {
  it("links the selected words with the address to write selected", () => {
    expect(run("link", "Voir ⟨le règlement⟩.")).toBe("Voir [le règlement](⟨https://⟩).");
  });

  it("makes a selected address the target, its text selected to be written over", () => {
    expect(run("link", "Voir ⟨https://eur-lex.europa.eu/eli/reg/2023/1230⟩")).toBe(
      "Voir [⟨https://eur-lex.europa.eu/eli/reg/2023/1230⟩](https://eur-lex.europa.eu/eli/reg/2023/1230)",
    );
    expect(run("link", "⟨www.procelia.be⟩")).toBe("[⟨www.procelia.be⟩](https://www.procelia.be)");
  });

  it("with nothing selected, puts the caret in the link's text", () => {
    expect(run("link", "Voir ⟨")).toBe("Voir [⟨](https://)");
  });

  it("takes a selected link back to its text", () => {
    expect(run("link", "Voir ⟨[le règlement](https://eur-lex.europa.eu)⟩.")).toBe(
      "Voir ⟨le règlement⟩.",
    );
  });
});

describe("table", () => {
  it("is a block of its own after the caret's line, its first heading selected", () => {
    expect(run("table", "Les pompes⟨ retenues\nSuite")).toBe(
      "Les pompes retenues\n\n| ⟨Colonne 1⟩ | Colonne 2 | Colonne 3 |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n\nSuite",
    );
  });

  it("in an empty text, is the text", () => {
    expect(run("table", "⟨")).toBe(
      "| ⟨Colonne 1⟩ | Colonne 2 | Colonne 3 |\n| --- | --- | --- |\n|  |  |  |\n|  |  |  |\n",
    );
  });
});

describe("code", () => {
  it("marks words within a line as inline code, and takes the marks off again", () => {
    expect(run("code", "Lancer ⟨npm run build⟩ puis")).toBe("Lancer `⟨npm run build⟩` puis");
    expect(run("code", "Lancer `⟨npm run build⟩` puis")).toBe("Lancer ⟨npm run build⟩ puis");
    expect(run("code", "Lancer ⟨`npm`⟩ puis")).toBe("Lancer ⟨npm⟩ puis");
  });

  it("fences code holding a backtick with two", () => {
    expect(run("code", "⟨a`b⟩")).toBe("`` ⟨a`b⟩ ``");
  });

  it("fences a selection spanning lines as a block, its whole lines, and unfences it", () => {
    expect(run("code", "Avant\nPU⟨MP ON\nWAIT 5⟩\nAprès")).toBe(
      "Avant\n\n```\n⟨PUMP ON\nWAIT 5⟩\n```\n\nAprès",
    );
    expect(run("code", "⟨```\nPUMP ON\n```⟩")).toBe("⟨PUMP ON⟩");
  });

  it("with nothing selected, opens an empty block after the caret's line with the caret in it", () => {
    expect(run("code", "Le programme :⟨\nSuite")).toBe("Le programme :\n\n```\n⟨\n```\n\nSuite");
  });
});
