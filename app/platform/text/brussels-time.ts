import { company } from "~/platform/content/company";
import { type Lang, locales } from "~/platform/i18n/lang";

/**
 * The team works in Brussels time (company.timeZone): the days of the lead filters and the times
 * typed in the article editor are theirs, whatever the server's own zone.
 */

const wallClock = new Intl.DateTimeFormat(locales.en.format, {
  timeZone: company.timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Brussels wall-clock parts of an instant. */
export function wallParts(at: number) {
  const parts = wallClock.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** Offset of Brussels time from UTC at an instant, in milliseconds. */
function brusselsOffsetMs(at: number): number {
  const p = wallParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a Brussels clock shows this time (month 1-12; a day or hour past its range rolls
 * over). In the hour skipped in March, the time an hour later, as the clocks do.
 */
export function brusselsWallTime(year: number, month: number, day: number, hour = 0, minute = 0) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - brusselsOffsetMs(wall);
  return new Date(wall - brusselsOffsetMs(first));
}

/** "2026-12-03T09:30" (what a datetime-local field sends) read as Brussels time; else undefined. */
export function parseBrusselsDateTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  if (year < 1970 || year > 9999 || hour > 23 || minute > 59) return undefined;
  return brusselsWallTime(year, month, day, hour, minute);
}

/** An instant as a datetime-local field shows it, in Brussels time: "2026-12-03T09:30". */
export function brusselsDateTimeValue(date: Date): string {
  const p = wallParts(date.getTime());
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(p.year).padStart(4, "0")}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The day it is in Brussels at an instant: "2026-12-03". */
export function brusselsDate(at: Date | number = Date.now()): string {
  const p = wallParts(typeof at === "number" ? at : at.getTime());
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(p.year).padStart(4, "0")}-${two(p.month)}-${two(p.day)}`;
}

/** The next midnight in Brussels after an instant (23 or 25 hours away when the clocks change). */
export function nextBrusselsMidnight(at: Date | number = Date.now()): Date {
  const p = wallParts(typeof at === "number" ? at : at.getTime());
  return brusselsWallTime(p.year, p.month, p.day + 1);
}

/** A "YYYY-MM-DD" day plus some days (negative: before), as a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** An instant as the team reads it, in Brussels time: `{ dateStyle: "long" }` gives "29 novembre 2026". */
export function brusselsDateText(
  date: Date,
  lang: Lang,
  style: Pick<Intl.DateTimeFormatOptions, "dateStyle" | "timeStyle">,
): string {
  return new Intl.DateTimeFormat(locales[lang].format, {
    ...style,
    timeZone: company.timeZone,
  }).format(date);
}
