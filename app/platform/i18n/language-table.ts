/** The back office's own languages: its screens are written in these only; it edits them all. */
export const staffLanguages = ["fr", "en"] as const;
export type StaffLang = (typeof staffLanguages)[number];

export interface LanguageEntry {
  code: string;
  prefix: "" | `/${string}`;
  text: string;
  format: string;
  hreflang: string;
  name: string;
  names: Record<StaffLang, string>;
  optional: boolean;
  fallback: string;
}

/**
 * The site's languages, as data (docs/decisions/052): this one list drives the routes, the page
 * table's paths, the language switch, hreflang, the sitemap, the dictionaries and the formats. A
 * fourth language is an entry here plus its dictionaries (docs/make-it-yours.md).
 *
 * - `prefix`: where its pages live ("" for the default language, "/en" for English).
 * - `text`: the locale its texts are written in (`<html lang>`, Open Graph, feeds); `format`: the
 *   one that writes its dates and numbers (the spec's text rules give English US formats).
 * - `hreflang`: what search engines are told.
 * - `name`: the language's own name; `names`: its name in the back office's languages.
 * - `optional`: off until the company ticks it in the site settings; the others are always on.
 * - `fallback`: where a text the company has not yet written in this language is taken from.
 */
export const languageTable = [
  {
    code: "fr",
    prefix: "",
    text: "fr-BE",
    format: "fr-BE",
    hreflang: "fr",
    name: "Français",
    names: { fr: "Français", en: "French" },
    optional: false,
    fallback: "fr",
  },
  {
    code: "en",
    prefix: "/en",
    text: "en-GB",
    format: "en-US",
    hreflang: "en",
    name: "English",
    names: { fr: "Anglais", en: "English" },
    optional: false,
    fallback: "fr",
  },
  {
    code: "nl",
    prefix: "/nl",
    text: "nl-BE",
    format: "nl-BE",
    hreflang: "nl",
    name: "Nederlands",
    names: { fr: "Néerlandais", en: "Dutch" },
    optional: true,
    // A Flemish plant manager reads English sooner than French.
    fallback: "en",
  },
] as const satisfies readonly LanguageEntry[];
