import { Link } from "react-router";
import { hasRecentAuth } from "~/admin/accounts/step-up.server";
import { mailConfigured } from "~/admin/intake/mailer.server";
import {
  LEADS_PAGE_SIZE,
  leadStatuses,
  listLeads,
  notificationState,
  parseLeadFilters,
  SEARCH_MAX_LENGTH,
} from "~/admin/leads/leads.server";
import { LeadNotificationBadge, LeadStatusBadge } from "~/admin/leads/ui/lead-badges";
import { LeadTabs } from "~/admin/leads/ui/lead-intake";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import type { FollowConfig } from "~/admin/shell/browser/follow-link";
import { AdminTable, cellClass, Pager, pageWindow } from "~/admin/shell/ui/admin-table";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FilterBar } from "~/admin/shell/ui/filter-bar";
import { filterBarState } from "~/admin/shell/ui/filter-bar-state";
import { FormAlert, LinkLine, linkClass } from "~/admin/shell/ui/form-field";
import { urlFiltersQuery } from "~/admin/shell/ui/url-filters";
import { fill } from "~/platform/i18n/format";
import { languages } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { mayOpen } from "~/platform/navigation/back-office-access";
import type { Route } from "./+types/leads";
import { leadViews } from "./lead-views.server";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminRequest({ request, context });
  const { lang, path, db, user, screen } = session;
  const t = messages(lang, "adminLeads");
  const base = path("/leads");
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  const common = {
    t,
    // Only for the roles that may erase: the others would find a refusal behind it.
    eraseLink: mayOpen(user.role, path("/leads/erase")) ? path("/leads/erase") : undefined,
    filterBar: filterBarState(
      parsed,
      base,
      { title: t.inbox.filtersTitle, apply: t.inbox.apply, reset: t.inbox.reset },
      t.inbox.errors,
    ),
    searchMax: SEARCH_MAX_LENGTH,
    statuses: leadStatuses.map((value) => ({ value, label: t.statuses[value] })),
    languages: languages.map((value) => ({ value, label: t.languages[value] })),
    views: await leadViews(db, path, "inbox"),
  };
  if (!parsed.ok) {
    // A hand-edited or stale URL: say which filter is wrong instead of guessing or failing.
    return screen(t.inbox.title, { ...common, list: undefined }, 400);
  }
  const { filters } = parsed;
  const { rows, total } = await listLeads(db, filters);
  const exportLink = `${path("/leads/export")}${urlFiltersQuery(filters)}`;
  // Back from confirming it's you for an export: the file is downloaded from here.
  const download =
    new URL(request.url).searchParams.get("export") === "1" && hasRecentAuth(session)
      ? { link: exportLink, text: messages(lang, "adminFactors").confirm.downloadStarted }
      : null;
  const link = (n: number) => `${base}${urlFiltersQuery(filters, n)}`;
  // Without a mail server, "pending" would wait for ever: say that e-mail is off.
  const mailOff = !mailConfigured();
  return screen(t.inbox.title, {
    ...common,
    list: {
      ...pageWindow(filters.page ?? 1, LEADS_PAGE_SIZE, total, rows.length, link),
      exportLink,
      download,
      rows: rows.map((row) => {
        const sending = notificationState(row);
        const state = mailOff && sending === "pending" ? ("off" as const) : sending;
        return {
          id: row.id,
          link: `${base}/${row.id}`,
          at: formatDateTime(row.createdAt, lang),
          name: row.name,
          company: row.company,
          email: row.email,
          status: row.status,
          state,
          stateLabel: state === "off" ? t.off.notification : t.notification[state],
          error:
            state === "failing" || state === "failed"
              ? (row.lastNotificationError ?? undefined)
              : undefined,
        };
      }),
    },
  });
}

export default function LeadsPage({ loaderData: d }: Route.ComponentProps) {
  const { t, list } = d;
  return (
    <div className="space-y-6">
      <LeadTabs t={t.intake} views={d.views} title={t.inbox.title} intro={t.inbox.intro} />
      <FilterBar
        id="filter"
        {...d.filterBar}
        columns="lg:grid-cols-[minmax(12rem,1.4fr)_repeat(4,minmax(10.5rem,1fr))]"
        controls={[
          {
            kind: "search",
            name: "q",
            label: t.inbox.search,
            hint: t.inbox.searchHint,
            maxLength: d.searchMax,
          },
          {
            kind: "select",
            name: "status",
            label: t.inbox.status,
            any: t.inbox.anyStatus,
            options: d.statuses,
          },
          {
            kind: "select",
            name: "lang",
            label: t.inbox.language,
            any: t.inbox.anyLanguage,
            options: d.languages,
          },
          { kind: "date", name: "from", label: t.inbox.from },
          { kind: "date", name: "to", label: t.inbox.to },
        ]}
      />
      {!list ? (
        <FormAlert tone="error">{t.inbox.invalid}</FormAlert>
      ) : (
        <>
          {list.download && (
            <>
              <p role="status" className="text-navy-900">
                {list.download.text}{" "}
                <a href={list.download.link} className={linkClass}>
                  {t.inbox.export}
                </a>
              </p>
              <BrowserModule<FollowConfig> name="follow" config={{ href: list.download.link }} />
            </>
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <a href={list.exportLink} className={linkClass}>
              {t.inbox.export}
            </a>
            <span className="text-sm text-ink-700">{t.inbox.exportHint}</span>
          </div>
          <AdminTable
            rows={list.rows}
            empty={<p role="status">{t.inbox.empty}</p>}
            caption={fill(t.inbox.caption, { from: list.from, to: list.to, total: list.total })}
            columns={(["date", "name", "company", "email", "status", "notification"] as const).map(
              (column) => t.inbox.columns[column],
            )}
            minWidth="min-w-[52rem]"
          >
            {(row) => (
              <tr key={row.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{row.at}</td>
                <td className={`${cellClass} min-w-32 break-words`}>
                  <Link to={row.link} className={linkClass}>
                    {row.name}
                  </Link>
                </td>
                <td className={`${cellClass} min-w-32 break-words`}>{row.company}</td>
                <td className={`${cellClass} break-words`}>{row.email}</td>
                <td className={cellClass}>
                  <LeadStatusBadge status={row.status} label={t.statuses[row.status]} />
                </td>
                <td className={cellClass}>
                  <LeadNotificationBadge
                    state={row.state}
                    label={row.stateLabel}
                    error={row.error && fill(t.notification.lastError, { error: row.error })}
                  />
                </td>
              </tr>
            )}
          </AdminTable>
          <Pager t={t.inbox} window={list} />
        </>
      )}
      {d.eraseLink && <LinkLine to={d.eraseLink}>{t.inbox.erase}</LinkLine>}
    </div>
  );
}
