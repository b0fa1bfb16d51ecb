import { describe, expect, it } from "vitest";
import type { OpeningHours } from "~/platform/i18n/opening-hours";
import { easterSunday } from "./belgian-holidays";
import { brusselsWallTime } from "./brussels-time";
import {
  addWorkingHours as addOn,
  workingMsBetween as betweenOn,
  defaultWorkingHours,
} from "./working-hours";

const at = (day: string, hour: number, minute = 0) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return brusselsWallTime(y, m, d, hour, minute);
};
const HOUR = 3_600_000;
// The tests written for Monday-Friday 8-17 before the hours came from the settings.
const addWorkingHours = (start: Date, hours: number) => addOn(start, hours, defaultWorkingHours);
const workingMsBetween = (start: Date, end: Date) => betweenOn(start, end, defaultWorkingHours);

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
    // Friday 17:00; Monday 6 April 2026 is Easter Monday.
    expect(addWorkingHours(at("2026-04-03", 17), 4)).toEqual(at("2026-04-07", 12));
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
    // 2 to 23 March 2026 hold no public holiday.
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

describe("the Belgian calendar", () => {
  it("knows Easter Sunday", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("skips Easter Monday 2027 for a request on its eve (the clocks change that Sunday too)", () => {
    // Friday 26 March 2027, 16:00: one hour on Friday, Monday 29 is Easter Monday, three on Tuesday.
    expect(addWorkingHours(at("2027-03-26", 16), 4)).toEqual(at("2027-03-30", 11));
    // Sunday 28 March 2027, Easter Sunday: counted from Tuesday's opening.
    expect(addWorkingHours(at("2027-03-28", 10), 4)).toEqual(at("2027-03-30", 12));
    expect(workingMsBetween(at("2027-03-26", 16), at("2027-03-30", 11))).toBe(4 * HOUR);
    expect(workingMsBetween(at("2027-03-29", 9), at("2027-03-29", 16))).toBe(0);
  });

  it("leaves out every public holiday of a year, whole weeks counted at once", () => {
    // 5 January 2026 to 4 January 2027: 52 weeks, less eight holidays on weekdays (6 April,
    // 1 and 14 May, 25 May, 21 July, 11 November, 25 December, 1 January 2027).
    expect(workingMsBetween(at("2026-01-05", 12), at("2027-01-04", 12))).toBe(
      (52 * 45 - 8 * 9) * HOUR,
    );
    for (const [start, hours] of [
      [at("2026-04-30", 15), 9 * 30],
      [at("2026-12-18", 10), 9 * 60],
    ] as const) {
      expect(betweenOn(start, addWorkingHours(start, hours), defaultWorkingHours)).toBe(
        hours * HOUR,
      );
    }
    expect(addWorkingHours(at("2026-07-20", 16), 4)).toEqual(at("2026-07-22", 11));
    expect(addWorkingHours(at("2026-12-24", 16, 30), 1)).toEqual(at("2026-12-28", 8, 30));
  });
});

describe("the opening hours of the settings", () => {
  const closedFridayAfternoon: OpeningHours = {
    ...defaultWorkingHours,
    friday: { open: true, from: "08:00", to: "12:00" },
  };

  it("counts a Friday closed in the afternoon as four hours", () => {
    expect(addOn(at("2026-03-26", 16), 4, closedFridayAfternoon)).toEqual(at("2026-03-27", 11));
    expect(addOn(at("2026-03-27", 11), 4, closedFridayAfternoon)).toEqual(at("2026-03-30", 11));
    expect(addOn(at("2026-03-27", 14), 1, closedFridayAfternoon)).toEqual(at("2026-03-30", 9));
    expect(betweenOn(at("2026-03-27", 9), at("2026-03-30", 10), closedFridayAfternoon)).toBe(
      5 * HOUR,
    );
    // Three whole weeks of 4 x 9 + 4 hours.
    expect(betweenOn(at("2026-03-02", 8), at("2026-03-23", 8), closedFridayAfternoon)).toBe(
      3 * 40 * HOUR,
    );
  });

  it("opens a Saturday morning when the settings say so", () => {
    const withSaturday: OpeningHours = {
      ...defaultWorkingHours,
      saturday: { open: true, from: "09:00", to: "12:30" },
    };
    expect(addOn(at("2026-03-27", 16), 4, withSaturday)).toEqual(at("2026-03-28", 12));
    expect(betweenOn(at("2026-03-28", 8), at("2026-03-29", 8), withSaturday)).toBe(3.5 * HOUR);
  });

  it("keeps the default week when the settings open no day (by appointment only)", () => {
    const closed = Object.fromEntries(
      Object.entries(defaultWorkingHours).map(([day, hours]) => [day, { ...hours, open: false }]),
    ) as OpeningHours;
    expect(addOn(at("2026-03-27", 16), 4, closed)).toEqual(at("2026-03-30", 11));
  });

  it("counts a Sunday open across the change of the clocks by its real hours", () => {
    const sundayNight: OpeningHours = {
      ...defaultWorkingHours,
      sunday: { open: true, from: "01:00", to: "04:00" },
    };
    // 29 March 2026: 2:00 becomes 3:00, so that Sunday holds two hours, not three.
    expect(betweenOn(at("2026-03-02", 8), at("2026-04-13", 8), sundayNight)).toBe(
      (6 * 48 - 1 - 9) * HOUR, // six weeks, the short Sunday, Easter Monday 6 April
    );
  });
});
