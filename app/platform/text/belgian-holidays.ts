import { addDays } from "./brussels-time";

/**
 * Belgium's ten legal public holidays, on which the team does not work: New Year's Day, Easter
 * Monday, Labour Day, Ascension, Whit Monday, the National Day (21 July), Assumption (15 August),
 * All Saints' Day, Armistice Day (11 November) and Christmas. Three move with Easter.
 */

/** Easter Sunday of a Gregorian year, as "YYYY-MM-DD" (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const byYear = new Map<number, ReadonlySet<string>>();

/** The public holidays of a year, as "YYYY-MM-DD" days. */
export function belgianHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    const y = String(year).padStart(4, "0");
    const easter = easterSunday(year);
    days = new Set([
      `${y}-01-01`,
      addDays(easter, 1), // Easter Monday
      `${y}-05-01`,
      addDays(easter, 39), // Ascension, a Thursday
      addDays(easter, 50), // Whit Monday
      `${y}-07-21`,
      `${y}-08-15`,
      `${y}-11-01`,
      `${y}-11-11`,
      `${y}-12-25`,
    ]);
    byYear.set(year, days);
  }
  return days;
}

/** Whether a Brussels day ("2027-03-29") is a public holiday in Belgium. */
export function isBelgianHoliday(day: string): boolean {
  return belgianHolidays(Number(day.slice(0, 4))).has(day);
}
