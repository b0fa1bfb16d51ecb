import { describe, expect, it } from "vitest";
import { messages } from "./messages.server";

type Tree = unknown;

/** Every key path of a dictionary; array items are compared position by position. */
function keyPaths(tree: Tree, prefix = ""): string[] {
  if (Array.isArray(tree))
    return tree.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (tree && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) =>
      keyPaths(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function texts(tree: Tree): string[] {
  if (typeof tree === "string") return [tree];
  if (Array.isArray(tree)) return tree.flatMap(texts);
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(texts);
  return [];
}

const pages = [
  "common",
  "home",
  "automation",
  "piping",
  "foodBeverage",
  "pharma",
  "brewery",
  "meura",
  "safety",
  "waterClean",
  "waterWaste",
  "projects",
  "contact",
  "blog",
  "legal",
  "privacy",
  "documents",
] as const;

describe("dictionaries", () => {
  it.each(pages)("%s has the same keys and list lengths in English as in French", (page) => {
    expect(keyPaths(messages("en", page))).toEqual(keyPaths(messages("fr", page)));
  });

  it.each(pages)("%s has no empty text and no placeholder copy", (page) => {
    for (const lang of ["fr", "en"] as const) {
      for (const text of texts(messages(lang, page))) {
        expect(text.trim(), `${lang}.${page}`).not.toBe("");
        expect(text, `${lang}.${page}`).not.toMatch(/lorem ipsum|\bTODO\b|TBD/i);
      }
    }
  });

  it("gives the spec's fixed texts", () => {
    expect(messages("fr", "common").notFound.title).toBe("404 Page Not Found");
    expect(messages("fr", "common").footer.blog).toBe("Blog Technique");
    expect(messages("en", "common").footer.blog).toBe("Technical Blog");
    expect(messages("fr", "blog").article.notFoundTitle).toBe("Article non trouvé");
    expect(messages("en", "blog").article.notFoundTitle).toBe("Article Not Found");
    expect(messages("en", "blog").empty).toBe("No articles found for this category.");
    expect(messages("fr", "contact").success.again).toBe("Envoyer un autre message");
    expect(messages("en", "common").states.loading).toBe("Loading...");
  });
});
