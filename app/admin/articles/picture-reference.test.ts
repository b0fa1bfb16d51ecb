import { describe, expect, it } from "vitest";
import { blockSpacing, cleanAlt, matchesSearch, pictureAddress } from "./picture-reference";

describe("a picture written into an article", () => {
  it("keeps its alternative text on one line, without brackets", () => {
    expect(cleanAlt(" Vanne [DN150]\r\nen inox ")).toBe("Vanne DN150 en inox");
  });

  it("stands in a block of its own", () => {
    expect(blockSpacing("", "")).toEqual({ lead: "", tail: "\n\n" });
    expect(blockSpacing("Texte", "Suite")).toEqual({ lead: "\n\n", tail: "\n\n" });
    expect(blockSpacing("Texte\n", "\nSuite")).toEqual({ lead: "\n", tail: "\n" });
    expect(blockSpacing("Texte\n\n", "\n\nSuite")).toEqual({ lead: "", tail: "" });
  });

  it("is found by every typed word, accents and case aside", () => {
    expect(matchesSearch("vanne papillon inox", "Papillon  VANNE")).toBe(true);
    expect(matchesSearch("echangeur a plaques", "échangeur")).toBe(true);
    expect(matchesSearch("vanne papillon", "pompe")).toBe(false);
    expect(matchesSearch("vanne", "")).toBe(true);
  });

  it("takes the library's lasting address from the picture's page", () => {
    expect(pictureAddress(["/media", null, "/media/12/vanne-dn150", "/media/12"])).toBe(
      "/media/12/vanne-dn150",
    );
    expect(pictureAddress(["/media/12", "/media/x/y"])).toBeUndefined();
  });
});
