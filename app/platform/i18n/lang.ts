import { languageTable, type StaffLang, staffLanguages } from "./language-table";

export { languageTable, type StaffLang, staffLanguages };

export type Lang = (typeof languageTable)[number]["code"];

export type Language = (typeof languageTable)[number];

/** The languages always on: every text exists in them. */
export type RequiredLang = Extract<Language, { optional: false }>["code"];
/** The languages the company switches on: a text may not be written in them yet. */
export type OptionalLang = Extract<Language, { optional: true }>["code"];

/** A text the company writes in each language: required in those always on, optional in the others. */
export type Localized<T = string> = Record<RequiredLang, T> & Partial<Record<OptionalLang, T>>;

/** Every language of the table, the optional ones included (the back office edits them all). */
export const languages: readonly Lang[] = languageTable.map((entry) => entry.code);
export const defaultLang = "fr" satisfies Lang;

/** The languages always on: the site as shipped, what the build prerenders. */
export const requiredLanguages: readonly RequiredLang[] = languageTable
  .filter((entry) => !entry.optional)
  .map((entry) => entry.code as RequiredLang);

/** The languages the company may switch on and off in the site settings. */
export const optionalLanguages: readonly Lang[] = languageTable
  .filter((entry) => entry.optional)
  .map((entry) => entry.code);

export function language(lang: Lang): Language {
  const entry = languageTable.find((candidate) => candidate.code === lang);
  if (!entry) throw new Error(`Unknown language: ${lang}`);
  return entry;
}

export function isLang(value: unknown): value is Lang {
  return languages.includes(value as Lang);
}

export function isStaffLang(value: unknown): value is StaffLang {
  return staffLanguages.includes(value as StaffLang);
}

/** The back office's language for a site language: its own when staff read it, French otherwise. */
export const staffLang = (lang: Lang): StaffLang => (isStaffLang(lang) ? lang : "fr");

/** The languages a text in `lang` is looked for in, in order: itself, then its fallbacks. */
export function fallbackChain(lang: Lang): Lang[] {
  const chain: Lang[] = [lang];
  let next: Lang = language(lang).fallback;
  while (!chain.includes(next)) {
    chain.push(next);
    next = language(next).fallback;
  }
  return chain;
}

/** Whether a text is written: not empty (a list: not empty either). */
const written = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A text in a language, or, not yet written there, in the first language of its fallback chain
 * that has it (a required language always has it).
 */
export function inLanguage<T>(values: Localized<T>, lang: Lang): T {
  for (const candidate of fallbackChain(lang)) {
    const value = (values as Partial<Record<Lang, T>>)[candidate];
    if (written(value)) return value as T;
  }
  return values[defaultLang as RequiredLang];
}

/** Whether a text is written in a language of its own (no fallback). */
export const isWritten = <T>(values: Partial<Record<Lang, T>>, lang: Lang): boolean =>
  written(values[lang]);

const prefixed = languageTable.filter((entry) => entry.prefix !== "");

/** The language comes from the URL alone: a path under a language's prefix is in it, anything else French. */
export function langFromPath(pathname: string): Lang {
  for (const entry of prefixed) {
    if (pathname === entry.prefix || pathname.startsWith(`${entry.prefix}/`)) return entry.code;
  }
  return defaultLang;
}

/**
 * Canonical paths have no trailing slash ("/automation/" -> "/automation"); "/" stays. A scan
 * from the end: a regex on a long run of slashes backtracks.
 */
export function withoutTrailingSlash(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return pathname.slice(0, end);
}

/** Removes the language's prefix, giving the language-neutral path ("/en" -> "/"). */
export function stripLangPrefix(pathname: string): string {
  const { prefix } = language(langFromPath(pathname));
  if (prefix === "") return pathname || "/";
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** The one localisation rule for internal links: a language's paths get its prefix. */
export function localizePath(path: string, lang: Lang): string {
  const [pathname = "/", suffix = ""] = splitSuffix(path);
  const neutral = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const { prefix } = language(lang);
  if (prefix === "") return neutral + suffix;
  return (neutral === "/" ? prefix : `${prefix}${neutral}`) + suffix;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/**
 * The locale policy, for the public site and the back office alike, read from the table. `text`
 * is the language the texts are written in; `format` writes dates and numbers.
 */
export const locales = Object.fromEntries(
  languageTable.map((entry) => [entry.code, { text: entry.text, format: entry.format }]),
) as Record<Lang, { text: string; format: string }>;

/** What search engines are told a page's language is ("x-default" stays as it is). */
export const hreflangOf = (key: string): string => (isLang(key) ? language(key).hreflang : key);

/** Open Graph writes a locale with an underscore: "fr_BE". */
export const ogLocale = (lang: Lang): string => locales[lang].text.replace("-", "_");

/** The back office's language from its URL (/en/admin...): English or French. */
export const staffLangFromPath = (pathname: string): StaffLang => staffLang(langFromPath(pathname));

/** The back office's other language: what its FR|EN switch offers. */
export const otherStaffLanguage = (lang: StaffLang): StaffLang =>
  staffLanguages.find((other) => other !== lang) ?? lang;

/**
 * The language a text in `lang` is translated from or linked to (an article's counterpart): the
 * default language, and for the default language the first other one.
 */
export const counterpartLanguage = (lang: Lang): Lang =>
  lang === defaultLang ? (requiredLanguages.find((other) => other !== lang) ?? lang) : defaultLang;

/** A value made for every language: `{ fr, en, nl }`. */
export const byLanguage = <V>(make: (lang: Lang) => V): Record<Lang, V> =>
  Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Lang, V>;
