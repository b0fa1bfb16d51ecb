// Relative imports: routes.ts reads this module before the "~" alias exists.
import { defaultLang, localizePath, type StaffLang, staffLanguages } from "../i18n/lang";

/**
 * Where the back office lives, in French; in English under /en in front of it, as every page.
 * Moving it is this one edit (deploy/nginx.conf, which cannot import it, is checked by a test).
 */
export const BACK_OFFICE = "/admin";

/** A back-office path from its place inside: `backOfficePath("/leads", "en")` is "/en/admin/leads". */
export function backOfficePath(inside: "" | `/${string}`, lang: StaffLang = defaultLang): string {
  return localizePath(BACK_OFFICE + inside, lang);
}

/** The back office's root in every language: "/admin", "/en/admin". */
export const backOfficeRoots: readonly string[] = staffLanguages.map((lang) =>
  backOfficePath("", lang),
);

/** Whether a path is in the back office: a root, below one, or a root's data request ("/admin.data"). */
export function isBackOfficePath(path: string): boolean {
  return backOfficeRoots.some(
    (root) => path === root || path.startsWith(`${root}/`) || path === `${root}.data`,
  );
}
