import type { Lang } from "~/platform/i18n/lang";
import { jobPostPath } from "~/platform/navigation/page-table";

/** The spontaneous application's slug under the careers page, per language (no post takes it). */
export const SPONTANEOUS_SLUGS: Record<Lang, string> = {
  fr: "candidature-spontanee",
  en: "spontaneous-application",
  nl: "spontane-sollicitatie",
};

/** The spontaneous application's language-neutral path in a language (LocalizedLink adds /en). */
export const spontaneousPath = (lang: Lang) => jobPostPath(SPONTANEOUS_SLUGS[lang]);
