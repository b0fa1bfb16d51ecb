import { useLocation } from "react-router";
import { stripLangPrefix, withoutTrailingSlash } from "~/platform/i18n/lang";
import { pagePath } from "~/platform/navigation/page-table";

/**
 * The contact page as a call to action of the page at `pathname` links to it: with the page in
 * `?from=` (decision 028), so the request can say which page brought it, with no cookie and
 * nothing stored in the browser. The server keeps only paths of its own pages.
 */
export function contactPathFrom(pathname: string): string {
  const contact = pagePath("contact");
  const here = withoutTrailingSlash(pathname);
  if (stripLangPrefix(here) === contact) return contact;
  return `${contact}?from=${encodeURIComponent(here).replace(/%2F/g, "/")}`;
}

/** The contact page's address for a call to action of the page being rendered. */
export function useContactPath(): string {
  return contactPathFrom(useLocation().pathname);
}
