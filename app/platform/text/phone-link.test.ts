import { describe, expect, it } from "vitest";
import { telHref } from "./phone-link";

describe("tap-to-call link of a visitor's number", () => {
  it("dials what a phone would: digits, with + for an international number", () => {
    expect(telHref("+32 69 12 34 56")).toBe("tel:+3269123456");
    expect(telHref("+32 (0)69 12.34.56")).toBe("tel:+3269123456");
    expect(telHref("0033 3 20 12 34 56")).toBe("tel:+33320123456");
    expect(telHref("0475/12.34.56")).toBe("tel:0475123456");
    expect(telHref(" 069 (12) 34-56 ")).toBe("tel:069123456");
  });

  it("gives no link for nothing, too few or too many digits", () => {
    expect(telHref(null)).toBeUndefined();
    expect(telHref("")).toBeUndefined();
    expect(telHref("12-34")).toBeUndefined();
    expect(telHref("+1234567890123456")).toBeUndefined();
  });
});
