import { Form, Link } from "react-router";
import { z } from "zod";
import {
  list404,
  MAX_LOGGED_PATHS,
  NOT_FOUND_PAGE_SIZE,
  remove404,
} from "~/admin/redirects/not-found-log.server";
import { listRedirects } from "~/admin/redirects/redirects.server";
import { adminRequest, formatDateTime, readForm } from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { AdminTable, cellClass, Pager, pageWindow } from "~/admin/shell/ui/admin-table";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { FormAlert, focusRing, HiddenFields, linkClass } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { pageNumber, readUrlFilters } from "~/admin/shell/ui/url-filters";
import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/redirects";

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["added", "saved", "deleted", "dismissed"] as const;
const pageSchema = z.coerce.number().int().min(1).max(1_000).catch(1);
/** Rules per page: an old site's import may bring thousands. */
const RULES_PAGE_SIZE = 100;
const SEARCH_MAX = 200;
/** The rules' filter in the URL: words of an old address or of where it leads. */
const ruleFilterShape = {
  q: z.string().trim().min(1).max(SEARCH_MAX),
  rules: pageNumber(1_000),
};

/** The redirects, and under them the 404 log with "Redirect" on each line. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminRedirects");
  const params = new URL(request.url).searchParams;
  const page = pageSchema.parse(params.get("page") ?? 1);
  const filter = readUrlFilters(ruleFilterShape, params);
  const { q, rules: rulesPage = 1 } = filter.ok ? filter.filters : {};
  const [stored, log] = await Promise.all([listRedirects(db), list404(db, page)]);
  const needle = q?.toLowerCase();
  const all = needle
    ? stored.filter((rule) =>
        [rule.source, rule.target, rule.articleTitle ?? ""].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : stored;
  const rules = all.slice((rulesPage - 1) * RULES_PAGE_SIZE, rulesPage * RULES_PAGE_SIZE);
  const done = doneOf(request, DONE);
  const link = (n: number) => `${path("/redirects")}${n > 1 ? `?page=${n}` : ""}#not-found`;
  const rulesLink = (n: number) => {
    const search = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(n > 1 ? { rules: String(n) } : {}),
    });
    return `${path("/redirects")}${search.size > 0 ? `?${search}` : ""}`;
  };
  return screen(m.list.title, {
    t: m,
    done: done && m.list[done],
    add: path("/redirects/new"),
    importHref: path("/redirects/import"),
    caption: fill(m.list.caption, { count: all.length }),
    filterValues: { q: filter.values.q },
    filterErrors: filter.ok
      ? {}
      : Object.fromEntries(filter.errors.map((f) => [f, m.list.filters.invalid])),
    listPath: path("/redirects"),
    rulesWindow: pageWindow(rulesPage, RULES_PAGE_SIZE, all.length, rules.length, rulesLink),
    rules: rules.map((rule) => ({
      id: rule.id,
      source: rule.source,
      target: rule.articleTitle ? `${rule.articleTitle} (${rule.target})` : rule.target,
      status: rule.status === 302 ? m.list.temporary : m.list.permanent,
      keepRest: rule.keepRest,
      hits: rule.hits,
      lastHit: rule.lastHitAt ? formatDateTime(rule.lastHitAt, lang) : m.list.never,
      edit: path(`/redirects/${rule.id}`),
      remove: path(`/redirects/${rule.id}/delete`),
    })),
    notFoundIntro: fill(m.notFound.intro, { max: MAX_LOGGED_PATHS }),
    notFoundCaption: fill(m.notFound.caption, { count: log.total }),
    window: pageWindow(page, NOT_FOUND_PAGE_SIZE, log.total, log.rows.length, link),
    notFound: log.rows.map((row) => ({
      path: row.path,
      hits: row.hits,
      lastSeen: formatDateTime(row.lastSeenAt, lang),
      redirect: `${path("/redirects/new")}?${new URLSearchParams({ from: row.path })}`,
    })),
  });
}

/** Removes a line of the 404 log (a bot's probe, a typo nobody will type again). */
export async function action({ request, context }: Route.ActionArgs) {
  const { path, db, audit } = await adminRequest({ request, context });
  const field = await readForm(request);
  const target = field("path").slice(0, 400);
  if (field("intent") === "dismiss" && (await remove404(db, target))) {
    await audit({ action: "not_found_dismissed", target });
  }
  throw redirectDone(path("/redirects"), "dismissed", {}, "#not-found");
}

export default function Redirects({ loaderData: d }: Route.ComponentProps) {
  const { t } = d;
  return (
    <div className="space-y-8">
      <ScreenHeading title={t.list.title} intro={t.list.intro} />
      {d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <p className="flex flex-wrap gap-4">
        <Link to={d.add} className={buttonClass("primary", "md", focusRing)}>
          {t.list.add}
        </Link>
        <Link to={d.importHref} className={buttonClass("outline", "md", focusRing)}>
          {t.list.import}
        </Link>
      </p>
      <FilterBar
        id="redirects"
        t={t.list.filters}
        action={d.listPath}
        controls={[
          {
            kind: "search",
            name: "q",
            label: t.list.filters.search,
            hint: t.list.filters.searchHint,
            maxLength: SEARCH_MAX,
          },
        ]}
        values={d.filterValues}
        errors={d.filterErrors}
        columns="lg:grid-cols-2"
      />
      <AdminTable
        rows={d.rules}
        empty={t.list.empty}
        caption={d.caption}
        columns={Object.values(t.list.columns)}
        minWidth="min-w-[48rem]"
      >
        {(rule) => (
          <tr key={rule.id}>
            <td className={`${cellClass} break-all`}>{rule.source}</td>
            <td className={`${cellClass} break-all`}>
              {rule.target}
              {rule.keepRest && (
                <span className="block text-xs text-ink-700">{t.list.keepRest}</span>
              )}
            </td>
            <td className={cellClass}>{rule.status}</td>
            <td className={cellClass}>{rule.hits}</td>
            <td className={cellClass}>{rule.lastHit}</td>
            <td className={`${cellClass} space-x-3 whitespace-nowrap`}>
              <Link to={rule.edit} className={linkClass}>
                {t.list.edit}
              </Link>
              <Link to={rule.remove} className={linkClass}>
                {t.list.remove}
              </Link>
            </td>
          </tr>
        )}
      </AdminTable>
      <Pager t={t.list} window={d.rulesWindow} />
      <section id="not-found" aria-labelledby="not-found-title" className="space-y-4">
        <h2 id="not-found-title" className="text-2xl font-bold text-navy-900">
          {t.notFound.title}
        </h2>
        <p className="max-w-3xl text-navy-800">{d.notFoundIntro}</p>
        <AdminTable
          rows={d.notFound}
          empty={t.notFound.empty}
          caption={d.notFoundCaption}
          columns={Object.values(t.notFound.columns)}
          minWidth="min-w-[40rem]"
        >
          {(row) => (
            <tr key={row.path}>
              <td className={`${cellClass} break-all`}>{row.path}</td>
              <td className={cellClass}>{row.hits}</td>
              <td className={cellClass}>{row.lastSeen}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <div className="flex flex-wrap items-center gap-3">
                  <Link
                    to={row.redirect}
                    className={linkClass}
                    aria-label={fill(t.notFound.redirectLabel, { path: row.path })}
                  >
                    {t.notFound.redirect}
                  </Link>
                  <Form method="post">
                    <HiddenFields values={{ intent: "dismiss", path: row.path }} />
                    <button
                      type="submit"
                      className={linkClass}
                      aria-label={fill(t.notFound.dismissLabel, { path: row.path })}
                    >
                      {t.notFound.dismiss}
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          )}
        </AdminTable>
        <Pager t={t.notFound} window={d.window} />
      </section>
    </div>
  );
}
