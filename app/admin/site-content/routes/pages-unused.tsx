import { Form, redirect } from "react-router";
import { adminHeaders, adminRequest } from "~/admin/shell/admin-request.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { isTextPage } from "~/admin/site-content/page-text-fields.server";
import { removeUnusedTexts, unusedTexts } from "~/admin/site-content/page-texts-board.server";
import { PagesSubList } from "~/admin/site-content/ui/pages-sub-list";
import { fill } from "~/platform/i18n/format";
import { isLang, type Lang } from "~/platform/i18n/lang";
import { buttonClass } from "~/platform/ui/button";
import { pageName } from "../page-texts-view.server";
import type { Route } from "./+types/pages-unused";

/**
 * Edits a release no longer uses (a text or a page removed): never shown, listed so that the
 * office can see what they held and remove them (recorded in the history and the log).
 */

export { headers, meta } from "~/admin/shell/route-head";

/** A removal's form value: "page/key/lang", as the history names a text. */
const idOf = (row: { page: string; key: string; lang: string }) =>
  `${row.page}/${row.key}/${row.lang}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, db, path, screen, m } = await adminRequest({ request, context }, "adminPages");
  const rows = await unusedTexts(db);
  const removed = Number(new URL(request.url).searchParams.get("removed") ?? "");
  return screen(m.unused.title, {
    t: m,
    list: path("/pages"),
    done:
      Number.isInteger(removed) && removed > 0 ? fill(m.done.removed, { count: removed }) : null,
    rows: rows.map((row) => ({
      id: idOf(row),
      page: isTextPage(row.page)
        ? pageName(row.page, lang, m)
        : fill(m.unused.unknownPage, { page: row.page }),
      key: row.key,
      lang: row.lang as Lang,
      langName: isLang(row.lang) ? m.languages[row.lang] : row.lang,
      value: row.hasPending ? (row.pending ?? row.value) : row.value,
    })),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, path, db, audit } = await adminRequest({ request, context });
  const form = await request.formData();
  const ids = form
    .getAll("text")
    .filter((value): value is string => typeof value === "string")
    .flatMap((value) => {
      const [page, ...rest] = value.split("/");
      const lang = rest.pop();
      const key = rest.join("/");
      return page && key && isLang(lang) ? [{ page, key, lang }] : [];
    });
  const removed = await removeUnusedTexts(db, ids, user.username);
  const pagesOf = new Set(ids.map((id) => id.page));
  if (removed > 0) {
    await audit({
      action: "page_text_removed",
      target: ids.map(idOf).join(", ").slice(0, 500),
      // Texts of one page link to it; of several, the entry names them all.
      ...(pagesOf.size === 1 ? { object: { type: "page_texts", id: [...pagesOf][0] ?? "" } } : {}),
    });
  }
  throw redirect(`${path("/pages/unused")}?removed=${removed}`, { headers: adminHeaders });
}

export default function PagesUnused({ loaderData: d }: Route.ComponentProps) {
  return (
    <PagesSubList back={d.list} t={d.t} list="unused" done={d.done} items={d.rows}>
      <AdminSection id="unused-texts" title={fill(d.t.unused.caption, { count: d.rows.length })}>
        <ul className="mt-4 divide-y divide-mist-100">
          {d.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 basis-64 space-y-1 text-sm">
                <p className="font-semibold text-navy-900">
                  {row.page} · {row.key} ({row.langName})
                </p>
                <p className="break-words text-navy-800" lang={row.lang}>
                  {row.value}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="text" value={row.id} />
                <button
                  type="submit"
                  className={buttonClass("outline")}
                  aria-label={fill(d.t.unused.removeOf, { key: row.key, lang: row.langName })}
                >
                  {d.t.unused.remove}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        {d.rows.length > 1 && (
          <Form method="post" className="mt-4">
            {d.rows.map((row) => (
              <input key={row.id} type="hidden" name="text" value={row.id} />
            ))}
            <button type="submit" className={buttonClass("outline")}>
              {d.t.unused.removeAll}
            </button>
          </Form>
        )}
      </AdminSection>
    </PagesSubList>
  );
}
