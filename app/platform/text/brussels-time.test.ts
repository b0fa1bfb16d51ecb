import { describe, expect, it } from "vitest";
import {
  addDays,
  brusselsDate,
  brusselsDateTimeValue,
  nextBrusselsMidnight,
  parseBrusselsDateTime,
} from "./brussels-time";

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

describe("days in Brussels (a certificate's last valid day)", () => {
  it("knows the day it is in Brussels, not in UTC", () => {
    expect(brusselsDate(new Date("2026-11-25T22:59:59Z"))).toBe("2026-11-25");
    expect(brusselsDate(new Date("2026-11-25T23:00:00Z"))).toBe("2026-11-26");
    expect(brusselsDate(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  it("finds the next midnight, 23 or 25 hours away on the nights the clocks change", () => {
    expect(nextBrusselsMidnight(new Date("2026-11-25T12:00:00Z")).toISOString()).toBe(
      "2026-11-25T23:00:00.000Z",
    );
    expect(nextBrusselsMidnight(new Date("2026-06-30T21:59:00Z")).toISOString()).toBe(
      "2026-06-30T22:00:00.000Z",
    );
    // Clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(nextBrusselsMidnight(new Date("2026-03-29T10:00:00Z")).toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(nextBrusselsMidnight(new Date("2026-10-25T10:00:00Z")).toISOString()).toBe(
      "2026-10-25T23:00:00.000Z",
    );
    expect(nextBrusselsMidnight(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe(
      "2027-01-01T23:00:00.000Z",
    );
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-11-25", 30)).toBe("2026-12-25");
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
