import {
  countedPaths,
  firstCountedDay,
  outsideSitesOverPeriod,
  pagesOverPeriod,
  parseAnalyticsFilters,
  periodOf,
  perThousand,
} from "~/admin/analytics/analytics.server";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { CountTable } from "~/admin/shell/ui/count-table";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { filterBarState } from "~/admin/shell/ui/filter-bar-state";
import { linkClass } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { urlFiltersQuery } from "~/admin/shell/ui/url-filters";
import { fill, formatLongDate } from "~/platform/i18n/format";
import { locales } from "~/platform/i18n/lang";
import type { Route } from "./+types/analytics";

export { headers, meta } from "~/admin/shell/route-head";

/** Views, requests and outside sites per page over a period (decision 050). */
export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m: t } = await adminRequest(args, "adminAnalytics");
  const base = path("/analytics");
  const parsed = parseAnalyticsFilters(new URL(args.request.url).searchParams);
  const [paths, first] = await Promise.all([countedPaths(db), firstCountedDay(db)]);
  const common = {
    t,
    filterBar: filterBarState(parsed, base, t.filters, t.filters.errors),
    paths,
    since: first ? fill(t.since, { date: formatLongDate(first, lang) }) : t.notYet,
  };
  if (!parsed.ok) {
    return screen(t.title, { ...common, report: undefined }, 400);
  }
  const period = periodOf(parsed.filters);
  const page = parsed.filters.path;
  const [pages, sites] = await Promise.all([
    pagesOverPeriod(db, period, page),
    outsideSitesOverPeriod(db, period, page),
  ]);
  const views = pages.reduce((total, row) => total + row.views, 0);
  const requests = pages.reduce((total, row) => total + row.requests, 0);
  const number = new Intl.NumberFormat(locales[lang].format, { maximumFractionDigits: 1 });
  const ratio = (value: number | undefined) =>
    value === undefined ? t.pages.none : number.format(value);
  const query = urlFiltersQuery({ ...parsed.filters, ...period });
  return screen(t.title, {
    ...common,
    report: {
      period: fill(t.period, {
        from: formatLongDate(period.from, lang),
        to: formatLongDate(period.to, lang),
      }),
      pages: pages.map((row) => ({
        path: row.path,
        views: number.format(row.views),
        requests: number.format(row.requests),
        perThousand: ratio(row.perThousand),
      })),
      total: {
        views: number.format(views),
        requests: number.format(requests),
        perThousand: ratio(perThousand(requests, views)),
      },
      sites: sites.map((row) => ({ host: row.host, visits: number.format(row.visits) })),
      exportPages: `${path("/analytics/export")}${query}`,
      exportSites: `${path("/analytics/export")}${query}${query ? "&" : "?"}what=sites`,
    },
  });
}

export default function AnalyticsPage({ loaderData: d }: Route.ComponentProps) {
  const { t, report } = d;
  return (
    <div className="space-y-6">
      <ScreenHeading title={t.title} intro={t.intro}>
        <p className="mt-2 max-w-3xl text-sm text-navy-800">
          {t.counting} {d.since}
        </p>
      </ScreenHeading>
      <FilterBar
        id="analytics"
        {...d.filterBar}
        columns="lg:grid-cols-[repeat(2,minmax(10.5rem,1fr))_minmax(14rem,2fr)]"
        controls={[
          { kind: "date", name: "from", label: t.filters.from },
          { kind: "date", name: "to", label: t.filters.to },
          {
            kind: "select",
            name: "path",
            label: t.filters.page,
            any: t.filters.anyPage,
            options: d.paths.map((path) => ({ value: path, label: path })),
          },
        ]}
      />
      {report && (
        <>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p className="font-semibold text-navy-900">{report.period}</p>
            <a href={report.exportPages} className={linkClass} download>
              {t.exportPages}
            </a>
            <a href={report.exportSites} className={linkClass} download>
              {t.exportSites}
            </a>
          </div>
          <AdminTable
            rows={
              report.pages.length > 1
                ? [...report.pages, { path: t.pages.total, ...report.total, total: true }]
                : report.pages
            }
            empty={t.pages.empty}
            caption={fill(t.pages.caption, { count: report.pages.length })}
            columns={[t.pages.page, t.pages.views, t.pages.requests, t.pages.perThousand]}
            minWidth="min-w-[36rem]"
          >
            {(row) => (
              <tr key={row.path} className={"total" in row ? "font-semibold" : undefined}>
                <th
                  scope="row"
                  className={`${cellClass} break-all ${"total" in row ? "" : "font-normal"}`}
                >
                  {row.path}
                </th>
                <td className={`${cellClass} text-right`}>{row.views}</td>
                <td className={`${cellClass} text-right`}>{row.requests}</td>
                <td className={`${cellClass} pr-0 text-right font-semibold`}>{row.perThousand}</td>
              </tr>
            )}
          </AdminTable>
          <AdminSection id="outside-sites" title={t.sites.title} intro={t.sites.intro}>
            {report.sites.length === 0 ? (
              <p className="mt-4 text-navy-800">{t.sites.empty}</p>
            ) : (
              <CountTable
                narrow
                columns={[t.sites.site, t.sites.visits]}
                rows={report.sites.map((site) => ({
                  key: site.host,
                  name: site.host,
                  count: site.visits,
                }))}
              />
            )}
          </AdminSection>
        </>
      )}
    </div>
  );
}
