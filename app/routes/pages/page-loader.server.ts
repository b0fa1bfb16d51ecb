import { langFromPath } from "~/i18n/lang";
import { type Messages, messages } from "~/i18n/messages.server";
import { type PageId, pageById } from "~/navigation/page-table";
import { pageSeo } from "~/seo/seo.server";

type StaticPageId = PageId & keyof Messages;

/** Loader body shared by the static pages: this language's texts and SEO data, nothing more. */
export function loadPage<Id extends StaticPageId>(request: Request, id: Id) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, id);
  return { lang, t, seo: pageSeo(lang, pageById(id).path, t.meta) };
}

/** A static page's whole loader: `export const loader = pageLoader("automation")`. */
export const pageLoader =
  <Id extends StaticPageId>(id: Id) =>
  ({ request }: { request: Request }) =>
    loadPage(request, id);
