import { z } from "zod";
import {
  applicationRetentionMonths,
  listApplications,
} from "~/admin/careers/application-intake.server";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { AdminTable, cellClass, LinkCell } from "~/admin/shell/ui/admin-table";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { readUrlFilters } from "~/admin/shell/ui/url-filters";
import { applicationStatuses } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { formatRetention } from "~/platform/settings/site-settings-fields";
import type { Route } from "./+types/applications";

export { headers, meta } from "~/admin/shell/route-head";

const filterShape = { status: z.enum(applicationStatuses) };

/** The recruitment area's list: the applications, newest first, filtered by state in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m: t } = await adminRequest({ request, context }, "adminCareers");
  const read = readUrlFilters(filterShape, new URL(request.url).searchParams);
  const status = read.ok ? read.filters.status : undefined;
  const rows = await listApplications(db, status);
  const months = await applicationRetentionMonths(db);
  return screen(t.applications.title, {
    t,
    intro: fill(t.applications.intro, { retention: formatRetention(months, lang) }),
    values: read.values,
    errors: read.ok ? {} : { status: t.applications.filterError },
    action: path("/recruitment"),
    posts: path("/recruitment/posts"),
    erase: path("/recruitment/erase"),
    rows: rows.map((row) => ({
      ...row,
      href: path(`/recruitment/${row.id}`),
      received: formatDateTime(row.createdAt, lang),
    })),
  });
}

export default function Applications({ loaderData: d }: Route.ComponentProps) {
  const t = d.t.applications;
  return (
    <div className="space-y-6">
      <ScreenHeading title={t.title} intro={d.intro} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LinkLine to={d.posts}>{t.posts}</LinkLine>
        <LinkLine to={d.erase}>{t.erase}</LinkLine>
      </div>
      <FilterBar
        id="applications"
        t={{ title: t.filtersTitle, apply: t.apply, reset: t.reset }}
        action={d.action}
        controls={[
          {
            kind: "select",
            name: "status",
            label: t.filter,
            any: t.all,
            options: applicationStatuses.map((value) => ({ value, label: d.t.statuses[value] })),
          },
        ]}
        values={d.values}
        errors={d.errors}
        columns="lg:grid-cols-3"
      />
      <AdminTable
        rows={d.rows}
        empty={t.empty}
        label={t.title}
        columns={[t.columns.date, t.columns.name, t.columns.post, t.columns.status]}
      >
        {(row) => (
          <tr key={row.id}>
            <td className={cellClass}>{row.received}</td>
            <LinkCell to={row.href}>{row.name}</LinkCell>
            <td className={cellClass}>{row.postTitle ?? t.spontaneous}</td>
            <td className={cellClass}>
              {d.t.statuses[row.status]}
              {row.triage === "held" && row.status !== "spam" && (
                <span className="block text-xs font-semibold text-red-800">{t.held}</span>
              )}
            </td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
