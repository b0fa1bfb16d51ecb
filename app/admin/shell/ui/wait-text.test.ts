import { describe, expect, it } from "vitest";
import en from "~/platform/i18n/messages/en/admin.server";
import fr from "~/platform/i18n/messages/fr/admin.server";
import { waitText } from "./wait-text";

describe("waitText", () => {
  it("says minutes up to two hours, rounded up", () => {
    expect(waitText(900, fr.wait)).toBe("15\u00a0minute(s)");
    expect(waitText(61, en.wait)).toBe("2\u00a0minute(s)");
    expect(waitText(7200, en.wait)).toBe("120\u00a0minute(s)");
  });

  it("says hours beyond, as a 16-hour lock-out is", () => {
    expect(waitText(57_600, fr.wait)).toBe("16\u00a0heure(s)");
    expect(waitText(7201, en.wait)).toBe("3\u00a0hour(s)");
  });
});
