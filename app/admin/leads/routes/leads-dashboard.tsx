import {
  requestsPerOutsideSite,
  requestsPerSourcePage,
  requestsPerWeek,
} from "~/admin/intake/lead-intake.server";
import { LeadTabs } from "~/admin/leads/ui/lead-intake";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { CountTable } from "~/admin/shell/ui/count-table";
import { locales } from "~/platform/i18n/lang";
import type { Route } from "./+types/leads-dashboard";
import { leadViews } from "./lead-views.server";

export { headers, meta } from "~/admin/shell/route-head";

/** Requests per week, per source page and per outside site (decision 028), and what waits. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m: t } = await adminRequest({ request, context }, "adminLeads");
  const [weeks, pages, sites] = await Promise.all([
    requestsPerWeek(db),
    requestsPerSourcePage(db),
    requestsPerOutsideSite(db),
  ]);
  const day = new Intl.DateTimeFormat(locales[lang].format, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return screen(t.intake.dashboard.title, {
    t,
    views: await leadViews(db, path, "dashboard"),
    weeks: weeks.map((week) => ({
      label: day.format(new Date(`${week.week}T00:00:00Z`)),
      total: week.total,
    })),
    pages,
    sites,
  });
}

export default function LeadsDashboardPage({ loaderData: d }: Route.ComponentProps) {
  const t = d.t.intake;
  const most = Math.max(1, ...d.weeks.map((week) => week.total));
  return (
    <div className="space-y-6">
      <LeadTabs t={t} views={d.views} title={t.dashboard.title} intro={t.dashboard.intro} />
      <AdminSection id="per-week" title={t.dashboard.weeks}>
        {/* A table drawn as bars: read as figures by assistive technology, seen as a chart. */}
        <table className="mt-4 w-full max-w-2xl text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t.dashboard.week}</th>
              <th scope="col">{t.dashboard.requests}</th>
            </tr>
          </thead>
          <tbody>
            {d.weeks.map((week) => (
              <tr key={week.label}>
                <th scope="row" className="w-24 py-1 pr-3 text-left font-normal whitespace-nowrap">
                  {week.label}
                </th>
                <td className="py-1">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-4 rounded-sm bg-steel-700"
                      style={{ width: `${(week.total / most) * 80}%` }}
                    />
                    <span className="font-semibold text-navy-900">{week.total}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <SourceTable by="page" t={t.dashboard} source={d.pages} />
        <SourceTable by="site" t={t.dashboard} source={d.sites} />
      </div>
    </div>
  );
}

/** Requests per source page or per outside site, and those whose source is not known. */
function SourceTable({
  by,
  t,
  source,
}: {
  by: "page" | "site";
  t: Record<"page" | "pages" | "site" | "sites" | "requests" | "unknown", string>;
  source: { rows: { value: string; total: number }[]; unknown: number };
}) {
  return (
    <AdminSection id={`per-${by}`} title={by === "page" ? t.pages : t.sites}>
      <CountTable
        columns={[t[by], t.requests]}
        rows={[
          ...source.rows.map((row) => ({ key: row.value, name: row.value, count: row.total })),
          { key: "(unknown)", name: t.unknown, count: source.unknown, italic: true },
        ]}
      />
    </AdminSection>
  );
}
