import { data, Link } from "react-router";
import { getDb } from "~/data/db.server";
import {
  filtersQuery,
  LEADS_PAGE_SIZE,
  leadStatuses,
  listLeads,
  notificationState,
  parseLeadFilters,
} from "~/data/leads.server";
import { fill } from "~/i18n/format";
import { languages } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { FormAlert, focusRing } from "~/ui/admin/form-field";
import { LeadNotificationBadge, LeadStatusBadge } from "~/ui/admin/lead-badges";
import { LeadFilters } from "~/ui/admin/lead-filters";
import type { Route } from "./+types/leads";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.inbox.title, data?.area);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { lang, t: admin, path } = adminPage(request);
  const t = messages(lang, "adminLeads");
  const base = path("/admin/leads");
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  const common = {
    t,
    area: admin.shell.area,
    base,
    eraseLink: path("/admin/leads/erase"),
    values: parsed.values,
    statuses: leadStatuses.map((value) => ({ value, label: t.statuses[value] })),
    languages: languages.map((value) => ({ value, label: t.languages[value] })),
  };
  if (!parsed.ok) {
    // A hand-edited or stale URL: say which filter is wrong instead of guessing or failing.
    return data(
      { ...common, errors: parsed.errors, list: undefined },
      { status: 400, headers: adminHeaders },
    );
  }
  const { filters } = parsed;
  const { rows, total } = await listLeads(await getDb(), filters);
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const link = (n: number) => `${base}${filtersQuery(filters, n)}`;
  return data(
    {
      ...common,
      errors: [],
      list: {
        page,
        pages,
        total,
        from: (page - 1) * LEADS_PAGE_SIZE + 1,
        to: (page - 1) * LEADS_PAGE_SIZE + rows.length,
        newer: page > 1 ? link(Math.min(page - 1, pages)) : undefined,
        older: page < pages ? link(page + 1) : undefined,
        exportLink: `${path("/admin/leads/export")}${filtersQuery(filters)}`,
        rows: rows.map((row) => {
          const state = notificationState(row);
          return {
            id: row.id,
            link: `${base}/${row.id}`,
            at: formatDateTime(row.createdAt, lang),
            name: row.name,
            company: row.company,
            email: row.email,
            status: row.status,
            state,
            error:
              state === "failing" || state === "failed"
                ? (row.lastNotificationError ?? undefined)
                : undefined,
          };
        }),
      },
    },
    { headers: adminHeaders },
  );
}

export default function LeadsPage({ loaderData: d }: Route.ComponentProps) {
  const { t, list } = d;
  const cell = "border-b border-mist-100 py-2 pr-4 align-top";
  const linkClass = `font-semibold text-steel-700 underline ${focusRing}`;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t.inbox.title}</h1>
        <p className="mt-2 text-navy-800">{t.inbox.intro}</p>
      </div>
      <LeadFilters
        t={t.inbox}
        action={d.base}
        values={d.values}
        errors={d.errors}
        statuses={d.statuses}
        languages={d.languages}
      />
      {!list ? (
        <FormAlert tone="error">{t.inbox.invalid}</FormAlert>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <a href={list.exportLink} className={linkClass}>
              {t.inbox.export}
            </a>
            <span className="text-sm text-ink-700">{t.inbox.exportHint}</span>
          </div>
          {list.rows.length === 0 ? (
            <p role="status">{t.inbox.empty}</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-mist-200 bg-white p-4 sm:p-6">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <caption className="pb-3 text-left text-navy-800">
                  {fill(t.inbox.caption, { from: list.from, to: list.to, total: list.total })}
                </caption>
                <thead>
                  <tr className="border-b-2 border-mist-200 text-navy-900">
                    {(["date", "name", "company", "email", "status", "notification"] as const).map(
                      (column) => (
                        <th key={column} scope="col" className="py-2 pr-4">
                          {t.inbox.columns[column]}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((row) => (
                    <tr key={row.id}>
                      <td className={`${cell} whitespace-nowrap`}>{row.at}</td>
                      <td className={`${cell} min-w-32 break-words`}>
                        <Link to={row.link} className={linkClass}>
                          {row.name}
                        </Link>
                      </td>
                      <td className={`${cell} min-w-32 break-words`}>{row.company}</td>
                      <td className={`${cell} break-words`}>{row.email}</td>
                      <td className={cell}>
                        <LeadStatusBadge status={row.status} label={t.statuses[row.status]} />
                      </td>
                      <td className={cell}>
                        <LeadNotificationBadge
                          state={row.state}
                          label={t.notification[row.state]}
                          error={
                            row.error
                              ? fill(t.notification.lastError, { error: row.error })
                              : undefined
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {list.pages > 1 && (
            <nav aria-label={t.inbox.pagination} className="flex flex-wrap items-center gap-4">
              {list.newer && (
                <Link to={list.newer} className={linkClass}>
                  {t.inbox.newer}
                </Link>
              )}
              <span>
                {fill(t.inbox.page, { page: Math.min(list.page, list.pages), pages: list.pages })}
              </span>
              {list.older && (
                <Link to={list.older} className={linkClass}>
                  {t.inbox.older}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
      <p>
        <Link to={d.eraseLink} className={linkClass}>
          {t.inbox.erase}
        </Link>
      </p>
    </div>
  );
}
