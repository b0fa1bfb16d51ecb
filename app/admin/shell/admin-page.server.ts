import { company } from "~/platform/content/company";
import { locales, type StaffLang, staffLangFromPath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";

/** Language and texts of a back-office request, and its paths: `path("/leads")` in its language. */
export function adminPage(request: Request) {
  const lang = staffLangFromPath(new URL(request.url).pathname);
  const path = (inside: Parameters<typeof backOfficePath>[0]) => backOfficePath(inside, lang);
  return { lang, t: messages(lang, "admin"), path };
}

/** Dates are written on the server, in Brussels time, so no browser clock changes them. */
export function formatDateTime(date: Date, lang: StaffLang): string {
  return new Intl.DateTimeFormat(locales[lang].format, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: company.timeZone,
  }).format(date);
}
