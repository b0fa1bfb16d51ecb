import { fill } from "~/platform/i18n/format";

/** A wait in words: minutes up to two hours, hours beyond ("960 minute(s)" says little). */
export function waitText(seconds: number, units: { minutes: string; hours: string }): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes <= 120
    ? fill(units.minutes, { count: minutes })
    : fill(units.hours, { count: Math.ceil(minutes / 60) });
}
