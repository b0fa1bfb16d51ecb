import type { Lang } from "./lang";
import { NBSP } from "./typography";

/**
 * A duration in hours and minutes, rounded to the minute: "2 h 30", "45 min", "3 h" in French
 * (spaces that do not break), "2 h 30 min" in English.
 */
export function formatHoursMinutes(ms: number, lang: Lang): string {
  const total = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const space = lang === "fr" ? NBSP : " ";
  if (hours === 0) return `${minutes}${space}min`;
  if (minutes === 0) return `${hours}${space}h`;
  const pad = String(minutes).padStart(2, "0");
  return lang === "fr" ? `${hours}${space}h${space}${pad}` : `${hours} h ${pad} min`;
}

/** Hours as a number a spreadsheet reads in the language's convention: "2,5" / "2.5". */
export function formatDecimalHours(ms: number, lang: Lang): string {
  const hours = Math.round((ms / 3_600_000) * 100) / 100;
  return lang === "fr" ? String(hours).replace(".", ",") : String(hours);
}
