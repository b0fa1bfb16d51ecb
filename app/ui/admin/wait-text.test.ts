import { describe, expect, it } from "vitest";
import en from "~/i18n/messages/en/admin.server";
import fr from "~/i18n/messages/fr/admin.server";
import { waitText } from "./wait-text";

describe("waitText", () => {
  it("says minutes up to two hours, rounded up", () => {
    expect(waitText(900, fr.wait)).toBe("15 minute(s)");
    expect(waitText(61, en.wait)).toBe("2 minute(s)");
    expect(waitText(7200, en.wait)).toBe("120 minute(s)");
  });

  it("says hours beyond, as a 16-hour lock-out is", () => {
    expect(waitText(57_600, fr.wait)).toBe("16 heure(s)");
    expect(waitText(7201, en.wait)).toBe("3 hour(s)");
  });
});
