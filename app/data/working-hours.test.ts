import { describe, expect, it } from "vitest";
import { brusselsWallTime } from "./brussels-time";
import { addWorkingHours, workingMsBetween } from "./working-hours";

const at = (day: string, hour: number, minute = 0) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return brusselsWallTime(y, m, d, hour, minute);
};
const HOUR = 3_600_000;

describe("adding working hours (Monday-Friday, 8:00-17:00, Brussels)", () => {
  it("carries Friday 16:00 over the weekend to Monday 11:00, also when the clocks change", () => {
    // 29 March 2026: summer time begins; 25 October 2026: it ends.
    expect(addWorkingHours(at("2026-03-27", 16), 4).toISOString()).toBe("2026-03-30T09:00:00.000Z");
    expect(addWorkingHours(at("2026-10-23", 16), 4).toISOString()).toBe("2026-10-26T10:00:00.000Z");
    expect(addWorkingHours(at("2026-01-09", 16), 4)).toEqual(at("2026-01-12", 11));
  });

  it("counts from the next opening when the request comes outside the hours", () => {
    expect(addWorkingHours(at("2026-03-28", 10), 4)).toEqual(at("2026-03-30", 12)); // Saturday
    expect(addWorkingHours(at("2026-03-31", 6, 30), 4)).toEqual(at("2026-03-31", 12)); // early
    expect(addWorkingHours(at("2026-03-31", 18), 4)).toEqual(at("2026-04-01", 12)); // late
    expect(addWorkingHours(at("2026-04-03", 17), 4)).toEqual(at("2026-04-06", 12)); // Friday 17:00
  });

  it("stays within the day when the hours fit, up to closing time", () => {
    expect(addWorkingHours(at("2026-03-31", 13), 4)).toEqual(at("2026-03-31", 17));
    expect(addWorkingHours(at("2026-03-31", 9, 15), 4)).toEqual(at("2026-03-31", 13, 15));
    expect(addWorkingHours(at("2026-03-31", 13, 1), 4)).toEqual(at("2026-04-01", 8, 1));
  });
});

describe("working time between two instants", () => {
  it("leaves out nights and weekends, on both sides of a change of the clocks", () => {
    expect(workingMsBetween(at("2026-03-27", 16), at("2026-03-30", 11))).toBe(4 * HOUR);
    expect(workingMsBetween(at("2026-10-23", 16, 30), at("2026-10-26", 9))).toBe(1.5 * HOUR);
    expect(workingMsBetween(at("2026-03-31", 9), at("2026-03-31", 9, 45))).toBe(0.75 * HOUR);
    expect(workingMsBetween(at("2026-03-28", 9), at("2026-03-29", 18))).toBe(0); // weekend
  });

  it("counts whole weeks as 45 hours, and nothing backwards", () => {
    expect(workingMsBetween(at("2026-03-02", 8), at("2026-03-23", 8))).toBe(3 * 45 * HOUR);
    expect(workingMsBetween(at("2026-01-05", 12), at("2027-01-04", 12))).toBe(52 * 45 * HOUR);
    expect(workingMsBetween(at("2026-03-31", 12), at("2026-03-30", 12))).toBe(0);
  });

  it("agrees with adding working hours", () => {
    for (const start of [at("2026-03-27", 16), at("2026-10-24", 3), at("2026-06-10", 12, 40)]) {
      for (const hours of [0.5, 4, 9, 23]) {
        expect(workingMsBetween(start, addWorkingHours(start, hours))).toBe(hours * HOUR);
      }
    }
  });
});
