import { langFromPath } from "~/i18n/lang";
import { type Messages, messages } from "~/i18n/messages.server";
import { type PageId, pageById } from "~/navigation/page-table";
import { organizationJsonLd, pageSeo } from "~/seo/seo.server";

type StaticPageId = PageId & keyof Messages;

/** The pages whose structured data describe the company (its contact details and hours). */
const organizationPages: ReadonlySet<PageId> = new Set(["home", "contact"]);

/** Loader body shared by the static pages: this language's texts and SEO data, nothing more. */
export function loadPage<Id extends StaticPageId>(request: Request, id: Id) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, id);
  const jsonLd = organizationPages.has(id) ? { jsonLd: organizationJsonLd(lang) } : {};
  return { lang, t, seo: pageSeo(lang, pageById(id).path, t.meta, jsonLd) };
}

/** A static page's whole loader: `export const loader = pageLoader("automation")`. */
export const pageLoader =
  <Id extends StaticPageId>(id: Id) =>
  ({ request }: { request: Request }) =>
    loadPage(request, id);
