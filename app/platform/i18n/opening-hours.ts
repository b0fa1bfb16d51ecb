import type { Lang } from "./lang";
import { NBSP } from "./typography";

/**
 * Opening hours as the back office stores them (one range per day, entered once) and as the
 * pages write them out in each language: "Du lundi au vendredi, de 8 h à 17 h" / "Monday to
 * Friday, 8:00 to 17:00", the wording the dictionaries had before the hours became a setting.
 */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** A day's hours: "HH:MM" times; a closed day keeps the times typed, unused. */
export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}
export type OpeningHours = Record<Weekday, DayHours>;

const dayNames: Record<Lang, Record<Weekday, string>> = {
  fr: {
    monday: "lundi",
    tuesday: "mardi",
    wednesday: "mercredi",
    thursday: "jeudi",
    friday: "vendredi",
    saturday: "samedi",
    sunday: "dimanche",
  },
  en: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
  nl: {
    monday: "maandag",
    tuesday: "dinsdag",
    wednesday: "woensdag",
    thursday: "donderdag",
    friday: "vrijdag",
    saturday: "zaterdag",
    sunday: "zondag",
  },
};

/** A day's name as it stands in a sentence ("lundi", "Monday"). */
export const dayName = (day: Weekday, lang: Lang) => dayNames[lang][day];

/** "08:30" -> "8 h 30" (spaces that do not break) / "8:30" / "8.30" (Belgian Dutch, "uur" follows the range). */
export function formatTime(time: string, lang: Lang): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  const hour = String(Number(hours));
  if (lang === "en") return `${hour}:${minutes}`;
  if (lang === "nl") return minutes === "00" ? hour : `${hour}.${minutes}`;
  return minutes === "00" ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${minutes}`;
}

interface Group {
  first: Weekday;
  last: Weekday;
  count: number;
  from: string;
  to: string;
}

/** Runs of consecutive open days with the same times, Monday first. */
function groups(hours: OpeningHours): Group[] {
  const runs: Group[] = [];
  let previous: Group | undefined;
  for (const day of weekdays) {
    const { open, from, to } = hours[day];
    if (!open) {
      previous = undefined;
      continue;
    }
    if (previous && previous.from === from && previous.to === to) {
      previous.last = day;
      previous.count++;
    } else {
      previous = { first: day, last: day, count: 1, from, to };
      runs.push(previous);
    }
  }
  return runs;
}

function groupText(group: Group, lang: Lang): string {
  const first = dayName(group.first, lang);
  const last = dayName(group.last, lang);
  const from = formatTime(group.from, lang);
  const to = formatTime(group.to, lang);
  if (lang === "fr") {
    const days =
      group.count === 1
        ? `le ${first}`
        : group.count === 2
          ? `le ${first} et le ${last}`
          : `du ${first} au ${last}`;
    return `${days}, de ${from} à ${to}`;
  }
  if (lang === "nl") {
    const days =
      group.count === 1
        ? first
        : group.count === 2
          ? `${first} en ${last}`
          : `van ${first} tot ${last}`;
    return `${days}, van ${from} tot ${to}${NBSP}uur`;
  }
  const days =
    group.count === 1 ? first : group.count === 2 ? `${first} and ${last}` : `${first} to ${last}`;
  return `${days}, ${from} to ${to}`;
}

const closedAllWeek: Record<Lang, string> = {
  fr: "sur rendez-vous uniquement",
  en: "by appointment only",
  nl: "enkel op afspraak",
};

/**
 * The week written out: "Du lundi au vendredi, de 8 h à 17 h ; le samedi, de 9 h à 12 h".
 * `inSentence` leaves the French lower-case, for "Appelez-nous du lundi au vendredi…".
 */
export function formatOpeningHours(
  hours: OpeningHours,
  lang: Lang,
  { inSentence = false }: { inSentence?: boolean } = {},
): string {
  const parts = groups(hours).map((group) => groupText(group, lang));
  const text =
    parts.length === 0 ? closedAllWeek[lang] : parts.join(lang === "fr" ? `${NBSP}; ` : "; ");
  return inSentence ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** schema.org names its days of the week in English ("https://schema.org/Monday"). */
const schemaDays = dayNames.en;

/** schema.org's openingHoursSpecification for structured data: one entry per run of days. */
export function openingHoursSpecification(hours: OpeningHours) {
  return groups(hours).map((group) => ({
    "@type": "OpeningHoursSpecification" as const,
    dayOfWeek: weekdays
      .slice(weekdays.indexOf(group.first), weekdays.indexOf(group.last) + 1)
      .map((day) => schemaDays[day]),
    opens: group.from,
    closes: group.to,
  }));
}
