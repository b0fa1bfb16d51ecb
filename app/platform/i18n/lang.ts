export const languages = ["fr", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "fr";

export function isLang(value: unknown): value is Lang {
  return languages.includes(value as Lang);
}

/** The site's other language: where an article's translation is written. */
export const otherLanguage = (lang: Lang): Lang =>
  languages.find((other) => other !== lang) ?? lang;

/** The language comes from the URL alone: a path under /en is English, anything else French. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
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

/** Removes the /en prefix, giving the language-neutral path ("/en" -> "/"). */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) === "fr") return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The one localisation rule for internal links: English paths get the /en prefix. */
export function localizePath(path: string, lang: Lang): string {
  const [pathname = "/", suffix = ""] = splitSuffix(path);
  const neutral = pathname.startsWith("/") ? pathname : `/${pathname}`;
  if (lang === "fr") return neutral + suffix;
  return (neutral === "/" ? "/en" : `/en${neutral}`) + suffix;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/**
 * The locale policy, for the public site and the back office alike. `text` is the language the
 * texts are written in: Belgian French and British English (`<html lang>`, Open Graph, feeds).
 * `format` writes dates and numbers: French conventions in French, US ones in English (the
 * spec's text rules).
 */
export const locales = {
  fr: { text: "fr-BE", format: "fr-BE" },
  en: { text: "en-GB", format: "en-US" },
} as const satisfies Record<Lang, { text: string; format: string }>;

/** Open Graph writes a locale with an underscore: "fr_BE". */
export const ogLocale = (lang: Lang): string => locales[lang].text.replace("-", "_");
