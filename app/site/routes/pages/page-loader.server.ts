import { langFromPath } from "~/platform/i18n/lang";
import { type Messages, messages } from "~/platform/i18n/messages.server";
import { type PageId, pageById } from "~/platform/navigation/page-table";
import { serviceReferences } from "~/site/references/reference-views.server";
import { organizationJsonLd, pageSeo } from "~/site/seo/seo.server";
import { servicePhotoViews } from "./collection-views.server";
import { serviceDocuments } from "./document-views.server";

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

type LoadedPage<Id extends StaticPageId> = ReturnType<typeof loadPage<Id>>;

/**
 * A static page's whole loader: its texts and SEO data, and what `more` adds for the page's
 * language (`export const loader = pageLoader("home", async ({ lang }) => ({ ... }))`).
 */
export const pageLoader =
  <Id extends StaticPageId, More extends object = object>(
    id: Id,
    more: (page: LoadedPage<Id>) => More | Promise<More> = () => ({}) as More,
  ) =>
  async ({ request }: { request: Request }) => {
    const page = loadPage(request, id);
    return { ...page, ...(await more(page)) };
  };

/**
 * A service page's loader: its texts, and the pictures the back office chose in the library for
 * its places (the built-in ones otherwise), the references and the documents naming it, and what
 * `more` adds; the page is rendered again when they change.
 */
export const servicePageLoader = <Id extends StaticPageId, More extends object = object>(
  id: Id,
  more: (page: LoadedPage<Id>) => More | Promise<More> = () => ({}) as More,
) =>
  pageLoader(id, async (page) => ({
    photos: await servicePhotoViews(page.lang),
    ...serviceReferences(id, page.lang),
    documents: serviceDocuments(page.lang, id),
    ...(await more(page)),
  }));
