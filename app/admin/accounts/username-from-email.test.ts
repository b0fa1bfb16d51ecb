import { describe, expect, it } from "vitest";
import { usernameFromEmail } from "./username-from-email";

describe("the username suggested from an e-mail address", () => {
  it("keeps the part before @, in lower case, other characters as dots", () => {
    expect(usernameFromEmail("Anne-Marie.Dupont@procelia.be")).toBe("anne-marie.dupont");
    expect(usernameFromEmail("  Jean Luc+ventes@x.be ")).toBe("jean.luc.ventes");
    expect(usernameFromEmail("élodie@x.be")).toBe("lodie");
  });

  it("trims dots, dashes and underscores at either end", () => {
    expect(usernameFromEmail("_-.paul.-_@x.be")).toBe("paul");
  });

  it("suggests nothing under three characters, and at most 64", () => {
    expect(usernameFromEmail("jo@x.be")).toBe("");
    expect(usernameFromEmail("@x.be")).toBe("");
    expect(usernameFromEmail("")).toBe("");
    expect(usernameFromEmail(`${"a".repeat(80)}@x.be`)).toBe("a".repeat(64));
  });
});
