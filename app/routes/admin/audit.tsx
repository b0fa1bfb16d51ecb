import { auditFiltersQuery, auditWhere, parseAuditFilters } from "~/data/audit-filters.server";
import { AUDIT_PAGE_SIZE, auditActors, listAudit } from "~/data/audit-log.server";
import { fill } from "~/i18n/format";
import { adminData, adminRequest, adminRouteHeaders } from "~/services/auth/admin-request.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { Pager, pageWindow } from "~/ui/admin/admin-table";
import { AuditEntries } from "~/ui/admin/audit-entries";
import { AuditFilters } from "~/ui/admin/audit-filters";
import type { Route } from "./+types/audit";
import { actionOptionGroups, auditEntriesView } from "./audit-view.server";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db } = await adminRequest({ request, context });
  const base = path("/audit");
  const parsed = parseAuditFilters(new URL(request.url).searchParams);
  const actors = await auditActors(db);
  // A person the URL names keeps its place in the list, even before they have acted.
  const person = parsed.ok ? parsed.filters.person : undefined;
  const common = {
    t: t.audit,
    area: t.shell.area,
    base,
    values: parsed.values,
    people: person && !actors.includes(person) ? [...actors, person] : actors,
    actions: actionOptionGroups(t.audit),
  };
  if (!parsed.ok) {
    // A hand-edited or stale URL: say which filter is wrong instead of guessing.
    return adminData({ ...common, errors: parsed.errors, list: undefined }, 400);
  }
  const { filters } = parsed;
  const page = filters.page ?? 1;
  const { entries, total } = await listAudit(db, page, auditWhere(filters));
  const link = (n: number) => `${base}${auditFiltersQuery(filters, n)}`;
  const filtered = auditFiltersQuery(filters) !== "";
  return adminData({
    ...common,
    errors: [],
    list: {
      ...pageWindow(page, AUDIT_PAGE_SIZE, total, entries.length, link),
      filtered,
    },
    entries: await auditEntriesView(db, entries, { t: t.audit, lang, path, role: user.role }),
  });
}

export default function AuditPage({ loaderData: d }: Route.ComponentProps) {
  const { t, list } = d;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
        <p className="mt-2 text-navy-800">{t.intro}</p>
      </div>
      <AuditFilters
        t={t.filters}
        action={d.base}
        values={d.values}
        errors={d.errors}
        people={d.people}
        actions={d.actions}
      />
      {list && (
        <>
          <AuditEntries
            entries={d.entries ?? []}
            t={t}
            empty={list.filtered ? t.emptyFiltered : t.empty}
            caption={fill(list.filtered ? t.captionFiltered : t.caption, {
              from: list.from,
              to: list.to,
              total: list.total,
            })}
          />
          <Pager t={t} window={list} />
        </>
      )}
    </div>
  );
}
