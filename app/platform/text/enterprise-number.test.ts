import { describe, expect, it } from "vitest";
import {
  formatEnterpriseNumber,
  normalizeEnterpriseNumber,
  vatNumberOf,
} from "./enterprise-number";

describe("the Belgian enterprise number", () => {
  it("is accepted however it is typed when its last two digits are 97 - (first eight mod 97)", () => {
    // 01234567 mod 97 = 48, and 97 - 48 = 49.
    for (const typed of [
      "0123456749",
      "0123.456.749",
      "BE 0123.456.749",
      "be0123 456 749",
      "123456749",
    ]) {
      expect(normalizeEnterpriseNumber(typed), typed).toBe("0123456749");
    }
    // Another number whose check digits match (03673037 mod 97 = 35, 97 - 35 = 62).
    expect(normalizeEnterpriseNumber("0367.303.762")).toBe("0367303762");
  });

  it("is refused with a wrong check, a wrong length or a wrong first digit", () => {
    for (const typed of [
      "0123.456.748",
      "0123.456.794",
      "0123.456.7490",
      "2123.456.749",
      "",
      "abc",
    ]) {
      expect(normalizeEnterpriseNumber(typed), typed).toBeUndefined();
    }
  });

  it("gives its VAT number: BE and the same ten digits", () => {
    expect(formatEnterpriseNumber("0123456749")).toBe("0123.456.749");
    expect(vatNumberOf("0123456749")).toEqual({
      display: "BE 0123.456.749",
      compact: "BE0123456749",
    });
  });
});
