import { type OpeningHours, type Weekday, weekdays } from "~/platform/i18n/opening-hours";
import { belgianHolidays, isBelgianHoliday } from "./belgian-holidays";
import { addDays, brusselsDate, brusselsWallTime } from "./brussels-time";

/**
 * The team's working hours: the opening hours of the site settings (one range per open day), in
 * Brussels time, without Belgium's public holidays. They say when an unopened request is worth a
 * reminder and how the time to a first answer is counted. Each day's window is built from the
 * Brussels wall clock, so the days the clocks change keep their hours.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Monday to Friday, 8:00 to 17:00: what applies when the settings open no day at all. */
export const defaultWorkingHours: OpeningHours = Object.fromEntries(
  weekdays.map((day) => [
    day,
    { open: day !== "saturday" && day !== "sunday", from: "08:00", to: "17:00" },
  ]),
) as OpeningHours;

/**
 * The schedule the clock counts on: the settings' hours, or the default week when they open no
 * day ("by appointment only"), since a reminder still needs a clock that moves.
 */
export function workingSchedule(hours: OpeningHours): OpeningHours {
  return weekdays.some((day) => openMinutes(hours, day) > 0) ? hours : defaultWorkingHours;
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** Minutes a day of the week is open, on the wall clock (0 when closed or its times are unusable). */
function openMinutes(hours: OpeningHours, day: Weekday): number {
  const { open, from, to } = hours[day];
  if (!open || from === "" || to === "") return 0;
  return Math.max(0, minutesOf(to) - minutesOf(from));
}

const weekdayOf = (day: string): Weekday => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; weekdays starts on Monday.
  return weekdays[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7] as Weekday;
};

/** The working window of a Brussels day ("2026-03-27"), or undefined when closed or a holiday. */
function windowOf(day: string, hours: OpeningHours): { start: number; end: number } | undefined {
  const weekday = weekdayOf(day);
  if (openMinutes(hours, weekday) === 0 || isBelgianHoliday(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const { from, to } = hours[weekday];
  const at = (time: string) => {
    const minutes = minutesOf(time);
    return brusselsWallTime(year, month, date, Math.floor(minutes / 60), minutes % 60).getTime();
  };
  return { start: at(from), end: at(to) };
}

const nextDay = (day: string) => addDays(day, 1);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Whole weeks can be counted at once when no window holds the hour the clocks skip or repeat
 * (a Sunday, 2:00 to 3:00): then a week's working time is its wall-clock minutes.
 */
function weekShortcut(hours: OpeningHours): number | undefined {
  const sunday = hours.sunday;
  if (
    openMinutes(hours, "sunday") > 0 &&
    minutesOf(sunday.from) < 180 &&
    minutesOf(sunday.to) > 120
  ) {
    return undefined;
  }
  return weekdays.reduce((sum, day) => sum + openMinutes(hours, day), 0) * MINUTE_MS;
}

/** Working time of the public holidays from `day` to `last` (both included), to take off whole weeks. */
function holidayMs(day: string, last: string, hours: OpeningHours): number {
  let total = 0;
  for (let year = Number(day.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    for (const holiday of belgianHolidays(year)) {
      if (holiday >= day && holiday <= last) {
        total += openMinutes(hours, weekdayOf(holiday)) * MINUTE_MS;
      }
    }
  }
  return total;
}

/**
 * The instant when `hours` working hours have passed since `start` on this schedule: Friday 16:00
 * plus 4 is Monday 11:00 on Monday-Friday 8-17; a start outside the hours counts from the next
 * opening, and a public holiday is skipped like a closed day.
 */
export function addWorkingHours(start: Date, hours: number, schedule: OpeningHours): Date {
  const week = workingSchedule(schedule);
  const weekMs = weekdays.reduce((sum, day) => sum + openMinutes(week, day), 0) * MINUTE_MS;
  let left = hours * HOUR_MS;
  let day = brusselsDate(start);
  const cursor = start.getTime();
  // Bounded by the weeks the hours need, plus a spare week and a year's ten holidays.
  const guard = 7 * (Math.ceil(left / weekMs) + 2) + 10 * (Math.ceil(left / weekMs / 52) + 1);
  for (let step = 0; step < guard; step++) {
    const window = windowOf(day, week);
    if (window && cursor < window.end) {
      const from = Math.max(cursor, window.start);
      if (from + left <= window.end) return new Date(from + left);
      left -= window.end - from;
    }
    day = nextDay(day);
  }
  throw new Error("working hours out of range");
}

/** Working time between two instants on this schedule, in milliseconds (0 when `end` is not after `start`). */
export function workingMsBetween(start: Date, end: Date, schedule: OpeningHours): number {
  const week = workingSchedule(schedule);
  const weekMs = weekShortcut(week);
  const to = end.getTime();
  let total = 0;
  let day = brusselsDate(start);
  const last = brusselsDate(end);
  for (;;) {
    const window = windowOf(day, week);
    if (window) {
      const from = Math.max(start.getTime(), window.start);
      const until = Math.min(to, window.end);
      if (until > from) total += until - from;
    }
    if (day >= last) return total;
    day = nextDay(day);
    // Whole weeks strictly between the two days, at once: a year is 52 steps, not 365.
    const weeks = Math.floor((dayNumber(last) - dayNumber(day)) / 7);
    if (weeks > 0 && weekMs !== undefined) {
      const after = addDays(day, weeks * 7);
      total += weeks * weekMs - holidayMs(day, addDays(after, -1), week);
      day = after;
    }
  }
}
