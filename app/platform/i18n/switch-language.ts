import { type Lang, localizePath, stripLangPrefix, withoutTrailingSlash } from "./lang";

/**
 * Path of the current page in another language: the /en prefix added or removed ("/" <-> "/en"),
 * unless the page knows its counterpart (a blog article's slug differs per language).
 */
export function switchLanguagePath(
  pathname: string,
  target: Lang,
  languagePaths?: Partial<Record<Lang, string>>,
): string {
  // Prerendering renders "/automation" as "/automation/": links name the canonical path.
  return (
    languagePaths?.[target] ?? localizePath(stripLangPrefix(withoutTrailingSlash(pathname)), target)
  );
}
