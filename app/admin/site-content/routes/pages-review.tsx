import { Form, Link } from "react-router";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { HiddenFields, linkClass } from "~/admin/shell/ui/form-field";
import { findTextField, isTextPage, textPages } from "~/admin/site-content/page-text-fields.server";
import { readPageTexts } from "~/admin/site-content/page-texts.server";
import { confirmTranslation, textsToReview } from "~/admin/site-content/page-texts-board.server";
import { domId } from "~/admin/site-content/ui/page-texts-types";
import { PagesSubList } from "~/admin/site-content/ui/pages-sub-list";
import { fill } from "~/platform/i18n/format";
import { isLang, type Lang, languages } from "~/platform/i18n/lang";
import { buttonClass } from "~/platform/ui/button";
import { fullTextName, pageName, workingText } from "../page-texts-view.server";
import type { Route } from "./+types/pages-review";

/**
 * The translation freshness board: every text whose other language changed since, page by page,
 * with both languages as the page shows them (pending edits included) and a way to settle each.
 */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, path, screen, m } = await adminRequest({ request, context }, "adminPages");
  const marked = await textsToReview(db);
  const pages = await Promise.all(
    textPages
      .filter((page) => marked.some((row) => row.page === page))
      .map(async (page) => {
        const { rows } = await readPageTexts(db, page);
        const stored = new Map(rows.map((row) => [`${row.key}/${row.lang}`, row]));
        const address = path(`/pages/${page}`);
        return {
          page,
          name: pageName(page, lang, m),
          texts: marked.flatMap((row) => {
            const field = row.page === page ? findTextField(page, row.key) : undefined;
            if (!field || !isLang(row.lang)) return [];
            const side = (textLang: Lang) =>
              workingText(field, textLang, stored.get(`${row.key}/${textLang}`));
            return [
              {
                id: `${row.key}/${row.lang}`,
                key: row.key,
                name: fullTextName(page, row.key, row.lang, lang, m),
                check: row.lang as Lang,
                texts: Object.fromEntries(languages.map((l) => [l, side(l)])) as Record<
                  Lang,
                  string
                >,
                href: `${address}?show=review#${domId(row.key, row.lang)}`,
              },
            ];
          }),
        };
      }),
  );
  const query = new URL(request.url).searchParams;
  return screen(m.review.title, {
    t: m,
    list: path("/pages"),
    pages,
    done:
      query.get("done") === "confirmed"
        ? fill(m.done.confirmed, { text: query.get("text") ?? "" })
        : null,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang, path, db, audit, m } = await adminRequest({ request, context }, "adminPages");
  const text = await readForm(request);
  const page = text("page");
  const key = text("key");
  const textLang = text("lang");
  if (!isTextPage(page) || !isLang(textLang) || !findTextField(page, key)) {
    return adminData({ missing: true }, 404);
  }
  if (await confirmTranslation(db, page, key, textLang)) {
    await audit({
      action: "page_text_reviewed",
      target: `${page}/${key}/${textLang}`,
      object: { type: "page_texts", id: page },
    });
  }
  const name = fullTextName(page, key, textLang, lang, m);
  throw redirectDone(path("/pages/review"), "confirmed", { text: name });
}

export default function PagesReview({ loaderData: d }: Route.ComponentProps) {
  return (
    <PagesSubList back={d.list} t={d.t} list="review" done={d.done} items={d.pages}>
      {d.pages.map((page) => (
        <AdminSection key={page.page} id={`review-${page.page}`} title={page.name}>
          <ul className="mt-4 divide-y divide-mist-100">
            {page.texts.map((text) => (
              <li key={text.id} className="space-y-3 py-4">
                <p className="font-semibold text-navy-900">{text.name}</p>
                <dl className="grid gap-3 text-sm md:grid-cols-2">
                  {languages.map((textLang) => (
                    <div key={textLang} className="min-w-0">
                      <dt className="font-semibold text-navy-900">
                        {d.t.text.inLang[textLang]} ·{" "}
                        {textLang === text.check ? d.t.review.check : d.t.review.changed}
                      </dt>
                      <dd className="break-words text-navy-800" lang={textLang}>
                        {text.texts[textLang]}
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                  <Link to={text.href} className={linkClass}>
                    {d.t.review.editLink}
                    <span className="sr-only">, {text.name}</span>
                  </Link>
                  <Form method="post">
                    <HiddenFields values={{ page: page.page, key: text.key, lang: text.check }} />
                    <button
                      type="submit"
                      className={buttonClass("outline")}
                      aria-label={`${d.t.text.confirm}, ${text.name}`}
                    >
                      {d.t.text.confirm}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </AdminSection>
      ))}
    </PagesSubList>
  );
}
