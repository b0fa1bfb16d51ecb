import { addDays, brusselsDate, brusselsWallTime } from "./brussels-time";

/**
 * The team's working hours, Monday to Friday, 8:00 to 17:00 in Brussels: when an unopened request
 * is worth a reminder, and how the time to a first answer is counted. Each day's window is built
 * from the Brussels wall clock, so the days the clocks change keep their nine hours. Public
 * holidays are not known here: they count as working days.
 */
export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 17;
const HOUR_MS = 3_600_000;

/** The working window of a Brussels day ("2026-03-27"), or undefined on a Saturday or Sunday. */
function windowOf(day: string): { start: number; end: number } | undefined {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return undefined;
  return {
    start: brusselsWallTime(year, month, date, WORKDAY_START_HOUR).getTime(),
    end: brusselsWallTime(year, month, date, WORKDAY_END_HOUR).getTime(),
  };
}

const nextDay = (day: string) => addDays(day, 1);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** Any seven whole days hold five working days of nine hours (the clocks change at night). */
const WEEK_MS = 5 * (WORKDAY_END_HOUR - WORKDAY_START_HOUR) * HOUR_MS;

/**
 * The instant when `hours` working hours have passed since `start`: Friday 16:00 plus 4 is
 * Monday 11:00; a start outside the hours counts from the next opening.
 */
export function addWorkingHours(start: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let day = brusselsDate(start);
  const cursor = start.getTime();
  // Five working days in any seven: bounded by the hours asked for, plus a weekend.
  for (let guard = 0; guard < 7 + Math.ceil(hours / 9) * 2; guard++) {
    const window = windowOf(day);
    if (window && cursor < window.end) {
      const from = Math.max(cursor, window.start);
      if (from + left <= window.end) return new Date(from + left);
      left -= window.end - from;
    }
    day = nextDay(day);
  }
  throw new Error("working hours out of range");
}

/** Working time between two instants, in milliseconds (0 when `end` is not after `start`). */
export function workingMsBetween(start: Date, end: Date): number {
  const to = end.getTime();
  let total = 0;
  let day = brusselsDate(start);
  const last = brusselsDate(end);
  for (;;) {
    const window = windowOf(day);
    if (window) {
      const from = Math.max(start.getTime(), window.start);
      const until = Math.min(to, window.end);
      if (until > from) total += until - from;
    }
    if (day >= last) return total;
    day = nextDay(day);
    // Whole weeks strictly between the two days, at once: a year is 52 steps, not 365.
    const weeks = Math.floor((dayNumber(last) - dayNumber(day)) / 7);
    if (weeks > 0) {
      total += weeks * WEEK_MS;
      day = addDays(day, weeks * 7);
    }
  }
}
