import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, stripLangPrefix } from "./lang";
import { switchLanguagePath } from "./switch-language";

describe("language from the URL", () => {
  it("is English under /en and French everywhere else", () => {
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/automation")).toBe("en");
    expect(langFromPath("/")).toBe("fr");
    expect(langFromPath("/automation")).toBe("fr");
    // A French path that merely starts with the letters "en" stays French.
    expect(langFromPath("/entretien")).toBe("fr");
  });

  it("is Dutch under /nl, a prefix like any other", () => {
    expect(langFromPath("/nl")).toBe("nl");
    expect(langFromPath("/nl/brasserie")).toBe("nl");
    expect(langFromPath("/nlx")).toBe("fr");
    expect(stripLangPrefix("/nl/blog/x")).toBe("/blog/x");
    expect(localizePath("/", "nl")).toBe("/nl");
    expect(localizePath("/contact#formulier", "nl")).toBe("/nl/contact#formulier");
  });

  it("strips the /en prefix to the neutral path", () => {
    expect(stripLangPrefix("/en")).toBe("/");
    expect(stripLangPrefix("/en/blog/x")).toBe("/blog/x");
    expect(stripLangPrefix("/contact")).toBe("/contact");
  });
});

describe("localizePath, the one rule for internal links", () => {
  it("adds /en for English and maps / to /en", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/contact", "en")).toBe("/en/contact");
    expect(localizePath("/blog/mon-article", "en")).toBe("/en/blog/mon-article");
  });

  it("leaves French paths unprefixed", () => {
    expect(localizePath("/", "fr")).toBe("/");
    expect(localizePath("/contact", "fr")).toBe("/contact");
  });

  it("keeps query strings and anchors after the path", () => {
    expect(localizePath("/blog?category=Pharma", "en")).toBe("/en/blog?category=Pharma");
    expect(localizePath("/contact#formulaire", "en")).toBe("/en/contact#formulaire");
  });
});

describe("language switch", () => {
  it("adds or removes the prefix, / <-> /en", () => {
    expect(switchLanguagePath("/", "en")).toBe("/en");
    expect(switchLanguagePath("/en", "fr")).toBe("/");
    expect(switchLanguagePath("/tuyauterie-industrielle", "en")).toBe(
      "/en/tuyauterie-industrielle",
    );
    expect(switchLanguagePath("/en/tuyauterie-industrielle", "fr")).toBe(
      "/tuyauterie-industrielle",
    );
    expect(switchLanguagePath("/en/contact", "en")).toBe("/en/contact");
    expect(switchLanguagePath("/en/contact", "nl")).toBe("/nl/contact");
    expect(switchLanguagePath("/nl", "fr")).toBe("/");
  });

  it("links to canonical paths even from a path with a trailing slash (as prerendering sees it)", () => {
    expect(switchLanguagePath("/automation/", "en")).toBe("/en/automation");
    expect(switchLanguagePath("/en/automation/", "fr")).toBe("/automation");
    expect(switchLanguagePath("/en/", "fr")).toBe("/");
  });

  it("uses the counterpart article's slug when the page knows it", () => {
    const paths = {
      fr: "/blog/tuyauterie-industrielle-guide-complet",
      en: "/en/blog/industrial-piping-complete-guide",
    };
    expect(switchLanguagePath("/blog/tuyauterie-industrielle-guide-complet", "en", paths)).toBe(
      "/en/blog/industrial-piping-complete-guide",
    );
    expect(switchLanguagePath("/en/blog/industrial-piping-complete-guide", "fr", paths)).toBe(
      "/blog/tuyauterie-industrielle-guide-complet",
    );
  });
});
