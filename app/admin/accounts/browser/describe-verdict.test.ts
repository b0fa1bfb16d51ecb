import { describe, expect, it } from "vitest";
import { describeVerdict, type NewPasswordConfig } from "./describe-verdict";

const config: NewPasswordConfig = {
  owner: {},
  minLength: 12,
  texts: {
    levels: { weak: "faible", fair: "moyen", strong: "fort", veryStrong: "très fort" },
    status: "Niveau : {level}.",
    shortBy: "Encore {count} caractères.",
    accepted: "Accepté.",
    problems: { common: "Trop courant.", personal: "Votre nom.", weak: "Trop faible." },
    warnings: { commonNames: "Un prénom se devine." },
    suggestions: { anotherWord: "Ajoutez un mot." },
  },
};

describe("the new password's status line", () => {
  it("counts what is missing of a short password", () => {
    expect(describeVerdict({ problem: "tooShort", score: 0 }, config, 9)).toBe(
      "Niveau : faible. Encore 3 caractères.",
    );
  });

  it("says the problem, zxcvbn's warning unless it repeats it, and its advice", () => {
    expect(
      describeVerdict(
        { problem: "weak", score: 2, warning: "commonNames", suggestion: "anotherWord" },
        config,
        14,
      ),
    ).toBe("Niveau : moyen. Trop faible. Un prénom se devine. Ajoutez un mot.");
    expect(
      describeVerdict(
        { problem: "common", score: 1, warning: "commonNames", suggestion: "anotherWord" },
        config,
        14,
      ),
    ).toBe("Niveau : faible. Trop courant. Ajoutez un mot.");
  });

  it("accepts a strong one", () => {
    expect(describeVerdict({ score: 4 }, config, 30)).toBe("Niveau : très fort. Accepté.");
  });
});
