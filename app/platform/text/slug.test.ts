import { describe, expect, it } from "vitest";
import { isSlug, MAX_SLUG_LENGTH, slugify } from "./slug";

describe("slugify", () => {
  it("folds accents and joins lowercase words with hyphens", () => {
    expect(slugify("Sécurité machine")).toBe("securite-machine");
    expect(slugify("Électricité : où en est l'ATEX ?")).toBe("electricite-ou-en-est-l-atex");
    expect(slugify("Cœur de skid NEP, 3 voies")).toBe("coeur-de-skid-nep-3-voies");
  });

  it("leaves no leading, trailing or doubled hyphen", () => {
    expect(slugify("  --Hello   World!!  ")).toBe("hello-world");
    expect(slugify("«\u00a0Brasserie\u00a0»")).toBe("brasserie");
  });

  it("drops what has no ASCII form instead of inventing one", () => {
    expect(slugify("水処理 water")).toBe("water");
    expect(slugify("!!!")).toBe("");
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugify("mot ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("mot")).toBe(true);
    expect(isSlug(slug)).toBe(true);
  });

  it("always proposes a slug that the editor accepts", () => {
    for (const title of ["Sécurité machine", "Pharma GMP : annexe 1", "Øresund ŁÓDŹ straße"]) {
      expect(isSlug(slugify(title)), title).toBe(true);
    }
  });
});

describe("isSlug", () => {
  it("accepts only lowercase ASCII words joined by single hyphens", () => {
    expect(isSlug("securite-machine")).toBe(true);
    expect(isSlug("nep-3-voies")).toBe(true);
    for (const bad of ["Securite", "sécurité", "a--b", "-a", "a-", "a b", "a_b", ""]) {
      expect(isSlug(bad), bad).toBe(false);
    }
    expect(isSlug("a".repeat(MAX_SLUG_LENGTH + 1))).toBe(false);
  });
});
