import { describe, expect, it } from "vitest";
import { brusselsDateTimeValue, parseBrusselsDateTime } from "./brussels-time";

describe("times typed in the editor, in Brussels time", () => {
  it("reads winter and summer times with their own offsets, whatever the server's zone", () => {
    expect(parseBrusselsDateTime("2026-12-03T09:30")?.toISOString()).toBe(
      "2026-12-03T08:30:00.000Z",
    );
    expect(parseBrusselsDateTime("2026-07-01T00:30")?.toISOString()).toBe(
      "2026-06-30T22:30:00.000Z",
    );
    // Chromium may send seconds.
    expect(parseBrusselsDateTime("2026-07-01T09:30:00")?.toISOString()).toBe(
      "2026-07-01T07:30:00.000Z",
    );
  });

  it("refuses what is not a date and time", () => {
    for (const value of [
      "2026-02-30T10:00",
      "2026-12-03",
      "03/12/2026 09:30",
      "2026-12-03T24:00",
    ]) {
      expect(parseBrusselsDateTime(value), value).toBeUndefined();
    }
  });

  it("shows a stored time back as the field writes it", () => {
    for (const value of ["2026-12-03T09:30", "2026-07-01T00:30", "2027-03-28T03:15"]) {
      const date = parseBrusselsDateTime(value);
      expect(date && brusselsDateTimeValue(date)).toBe(value);
    }
  });
});
