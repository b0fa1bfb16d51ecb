import { company } from "~/content/company";
import { type Lang, langFromPath, localizePath } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";

/** Language and texts of a back-office request, and its localized paths. */
export function adminPage(request: Request) {
  const lang = langFromPath(new URL(request.url).pathname);
  const path = (neutral: string) => localizePath(neutral, lang);
  return { lang, t: messages(lang, "admin"), path };
}

const dateTime = { fr: "fr-BE", en: "en-GB" } as const;

/** Dates are written on the server, in Brussels time, so no browser clock changes them. */
export function formatDateTime(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(dateTime[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: company.timeZone,
  }).format(date);
}
