import { type Lang, localizePath } from "~/platform/i18n/lang";
import { pagePath } from "~/platform/navigation/page-table";

/**
 * A document's lasting address: the newest version in that language (French where there is no
 * English one). A new version keeps it, so links in e-mails and offers go on working.
 */
export function documentFilePath(slug: string, lang: Lang): string {
  return localizePath(`${pagePath("documents")}/${slug}.pdf`, lang);
}
