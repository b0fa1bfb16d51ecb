import type { StaffLang } from "../i18n/lang";
import { backOfficePath } from "./back-office";
import { insideBackOffice } from "./back-office-access";

/**
 * The same back-office page in a language, its query string (and fragment) kept: "/admin/leads?status=new" in
 * English is "/en/admin/leads?status=new". A path outside the back office is left as it is.
 */
export function backOfficeIn(pathWithQuery: string, lang: StaffLang): string {
  const url = new URL(pathWithQuery, "http://site.invalid");
  const inside = insideBackOffice(url.pathname);
  if (inside === undefined) return pathWithQuery;
  return backOfficePath(inside as "" | `/${string}`, lang) + url.search + url.hash;
}
