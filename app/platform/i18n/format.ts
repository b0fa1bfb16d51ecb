import { company } from "~/platform/content/company";
import { type Lang, locales } from "./lang";

const WORDS_PER_MINUTE = 200;

/**
 * Words / 200, rounded up (spec 9): tags are stripped, then every whitespace-separated token
 * counts, punctuation-only ones included ("–", ":" set apart by French spacing).
 */
export function readingTimeMinutes(text: string): number {
  const words = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .split(/\s+/)
    .filter((word) => word !== "").length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * Long form (year, month name, day): "14 février 2024" / "February 14, 2024" (spec: US dates in
 * English), the day it is in Brussels: an article published at 00:30 there is dated that day.
 */
export function formatLongDate(date: Date | string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang].format, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: company.timeZone,
  }).format(typeof date === "string" ? new Date(date) : date);
}

/** Fills {name} placeholders of a dictionary text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** A file's size as people read it: "850 Ko", "2,4 Mo" / "850 KB", "2.4 MB". */
export function fileSizeText(bytes: number, lang: Lang): string {
  const [kilo, mega] = lang === "fr" ? ["Ko", "Mo"] : ["KB", "MB"];
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${kilo}`;
  const figure = (bytes / 1024 / 1024).toLocaleString(locales[lang].format, {
    maximumFractionDigits: 1,
  });
  return `${figure}\u00a0${mega}`;
}

/** Languages named in a page's language, as a choice: "français, anglais ou néerlandais". */
export function languageChoice(langs: readonly Lang[], inLang: Lang): string {
  const locale = locales[inLang].text;
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(
    langs.map((lang) => names.of(lang) ?? lang),
  );
}
