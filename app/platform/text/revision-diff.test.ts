import { describe, expect, it } from "vitest";
import { compareBody, compareWords, normalTags } from "./revision-diff";

describe("comparing an article's versions", () => {
  it("marks the words only one side has", () => {
    expect(compareWords("Pompe doseuse", "Pompe centrifuge")).toEqual({
      before: [{ text: "Pompe " }, { text: "doseuse", mark: "del" }],
      after: [{ text: "Pompe " }, { text: "centrifuge", mark: "ins" }],
    });
  });

  it("folds a long unchanged stretch of the body, keeping the lines next to a change", () => {
    const lines = Array.from({ length: 20 }, (_, i) => `Ligne ${i + 1}`);
    const changed = [...lines];
    changed[10] = "Ligne onze";
    const blocks = compareBody(lines.join("\n"), changed.join("\r\n"));
    expect(blocks?.map((block) => block.kind)).toEqual(["same", "changed", "same"]);
    expect(blocks?.[0]).toMatchObject({ head: "", hiddenLines: 8, tail: "Ligne 9\nLigne 10" });
    expect(blocks?.[1]).toMatchObject({
      before: [{ text: "Ligne " }, { text: "11", mark: "del" }],
      after: [{ text: "Ligne " }, { text: "onze", mark: "ins" }],
    });
    expect(blocks?.[2]).toMatchObject({ head: "Ligne 12\nLigne 13", hiddenLines: 7 });
  });

  it("finds nothing to show when only the line endings differ", () => {
    expect(compareBody("Un\nDeux", "Un\r\nDeux")).toBeNull();
  });

  it("reads tags as the article keeps them", () => {
    expect(normalTags(" NEP,Laiterie, NEP ,")).toBe("NEP, Laiterie");
  });
});
