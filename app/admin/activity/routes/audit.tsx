import { auditWhere, parseAuditFilters } from "~/admin/activity/audit-filters.server";
import { AuditEntries } from "~/admin/activity/ui/audit-entries";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { Pager, pageWindow } from "~/admin/shell/ui/admin-table";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { filterBarState } from "~/admin/shell/ui/filter-bar-state";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { urlFiltersQuery } from "~/admin/shell/ui/url-filters";
import { AUDIT_PAGE_SIZE, auditActors, listAudit } from "~/platform/audit/audit-log.server";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/audit";
import { actionOptionGroups, auditEntriesView } from "./audit-view.server";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db, screen } = await adminRequest({ request, context });
  const base = path("/audit");
  const parsed = parseAuditFilters(new URL(request.url).searchParams);
  const actors = await auditActors(db);
  // A person the URL names keeps its place in the list, even before they have acted.
  const person = parsed.ok ? parsed.filters.person : undefined;
  const common = {
    t: t.audit,
    filterBar: filterBarState(parsed, base, t.audit.filters, t.audit.filters.errors),
    people: person && !actors.includes(person) ? [...actors, person] : actors,
    actions: actionOptionGroups(t.audit),
  };
  if (!parsed.ok) {
    // A hand-edited or stale URL: say which filter is wrong instead of guessing.
    return screen(t.audit.title, { ...common, list: undefined }, 400);
  }
  const { filters } = parsed;
  const page = filters.page ?? 1;
  const { entries, total } = await listAudit(db, page, auditWhere(filters));
  const link = (n: number) => `${base}${urlFiltersQuery(filters, n)}`;
  const filtered = urlFiltersQuery(filters) !== "";
  return screen(t.audit.title, {
    ...common,
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
      <ScreenHeading title={t.title} intro={t.intro} />
      <FilterBar
        id="audit"
        {...d.filterBar}
        columns="lg:grid-cols-[minmax(10rem,1fr)_minmax(14rem,1.6fr)_repeat(2,minmax(10.5rem,1fr))]"
        controls={[
          {
            kind: "select",
            name: "person",
            label: t.filters.person,
            any: t.filters.anyPerson,
            options: d.people.map((person) => ({ value: person, label: person })),
          },
          {
            kind: "groups",
            name: "action",
            label: t.filters.action,
            any: t.filters.anyAction,
            groups: d.actions,
          },
          { kind: "date", name: "from", label: t.filters.from },
          { kind: "date", name: "to", label: t.filters.to },
        ]}
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
