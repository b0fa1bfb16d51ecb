import { describe, expect, it, vi } from "vitest";

/**
 * A fourth language is an entry of the languages table plus its dictionaries. This test adds a
 * throw-away one (German, optional, falling back to English) to the table alone and checks that
 * what is driven by the table follows with no other change: the routes, the pages rendered once,
 * the paths and the switch, the fallback of texts not written yet, hreflang.
 */
vi.mock("./language-table", async (original) => {
  const real = await original<typeof import("./language-table")>();
  return {
    ...real,
    languageTable: [
      ...real.languageTable,
      {
        code: "de",
        prefix: "/de",
        text: "de-BE",
        format: "de-BE",
        hreflang: "de",
        name: "Deutsch",
        names: { fr: "Allemand", en: "German" },
        optional: true,
        fallback: "en",
      },
    ],
  };
});

// Imported after the mock: every module below reads the table with German in it.
const lang = await import("./lang");
const { switchLanguagePath } = await import("./switch-language");
const { prerenderPaths, pageTable } = await import("../navigation/page-table");
const { default: routes } = await import("../../routes");

const de = "de" as never;

describe("a fourth language added to the table only", () => {
  it("is a language of the site, optional, with its prefix and locale", () => {
    expect(lang.languages).toContain("de");
    expect(lang.optionalLanguages).toEqual(["nl", "de"]);
    expect(lang.requiredLanguages).toEqual(["fr", "en"]);
    expect(lang.locales[de]).toEqual({ text: "de-BE", format: "de-BE" });
    expect(lang.hreflangOf("de")).toBe("de");
  });

  it("reads its paths and makes its links", () => {
    expect(lang.langFromPath("/de")).toBe("de");
    expect(lang.langFromPath("/de/automation")).toBe("de");
    // A French path that merely starts with the letters stays French.
    expect(lang.langFromPath("/devis")).toBe("fr");
    expect(lang.stripLangPrefix("/de/contact")).toBe("/contact");
    expect(lang.localizePath("/", de)).toBe("/de");
    expect(lang.localizePath("/contact#form", de)).toBe("/de/contact#form");
    expect(switchLanguagePath("/nl/brasserie", de)).toBe("/de/brasserie");
    expect(switchLanguagePath("/de/brasserie", "fr")).toBe("/brasserie");
  });

  it("has a route for every page of the table, and its pages rendered once when switched on", () => {
    const paths = routes.map((route) => route.path);
    for (const page of pageTable) {
      expect(paths, page.id).toContain(lang.localizePath(page.path, de).slice(1));
    }
    expect(paths).toContain("de/blog/:slug");
    expect(prerenderPaths()).not.toContain("/de");
    expect(prerenderPaths([de])).toContain("/de/automation");
  });

  it("shows what is not written in it yet in English, then French", () => {
    expect(lang.fallbackChain(de)).toEqual(["de", "en", "fr"]);
    expect(lang.inLanguage({ fr: "Brasserie", en: "Brewery" }, de)).toBe("Brewery");
    expect(lang.inLanguage({ fr: "Brasserie", en: "" }, de)).toBe("Brasserie");
    expect(lang.inLanguage({ fr: "Brasserie", en: "Brewery", de: "Brauerei" } as never, de)).toBe(
      "Brauerei",
    );
  });
});
