import { countUserSessions } from "~/admin/accounts/sessions.server";
import { leadCounts } from "~/admin/intake/lead-intake.server";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { LinkLine } from "~/admin/shell/ui/form-field";
import { HomeFigures, HomeLinks } from "~/admin/shell/ui/home-figures";
import { recentEntries } from "~/platform/audit/audit-log.server";
import { can } from "~/platform/database/roles";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/home";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user, lang, t, path, db, screen } = await adminRequest({ request, context });
  // The team's sign-ins are the activity log's: only a role that may read it sees them.
  const showLog = can(user.role, "audit");
  const [recent, sessions, counts] = await Promise.all([
    recentEntries(db, ["sign_in", "sign_in_failed"], 10, showLog ? undefined : user.username),
    countUserSessions(db, user.id),
    // What waits for those who handle the requests comes first on their dashboard.
    can(user.role, "leads") ? leadCounts(db) : undefined,
  ]);
  // The sign-in that opened this session is the latest; the one before it is "previous".
  const previous = recent.find(
    (entry) =>
      entry.action === "sign_in" &&
      entry.actor === user.username &&
      entry.at.getTime() < session.createdAt.getTime() - 1000,
  );
  const requests = counts && [
    { label: t.home.requests.fresh, value: counts.fresh, href: path("/leads?status=new") },
    { label: t.home.requests.held, value: counts.held, href: path("/leads/held") },
    { label: t.home.requests.unanswered, value: counts.unanswered, href: path("/leads") },
  ];
  const content = can(user.role, "content")
    ? [
        { label: t.home.content.newArticle, href: path("/articles/new") },
        { label: t.home.content.media, href: path("/media") },
        { label: t.home.content.pages, href: path("/pages") },
        { label: t.home.content.collections, href: path("/collections") },
      ]
    : undefined;
  return screen(t.home.title, {
    requests,
    dashboard: counts && path("/leads/dashboard"),
    content,
    t: t.home,
    actions: t.audit.actions,
    columns: [t.audit.at, t.audit.actor, t.audit.action, t.audit.ip],
    // Greeted by the name the team knows them by; the username when the account has none.
    name: user.displayName?.trim() || user.username,
    previousSignIn: previous ? formatDateTime(previous.at, lang) : undefined,
    sessions,
    auditLink: showLog ? path("/audit") : undefined,
    recent: recent.map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.at, lang),
      who:
        entry.actor ??
        entry.target ??
        (entry.action === "sign_in_failed" ? t.audit.unknownAccount : ""),
      action: entry.action as keyof typeof t.audit.actions,
      ip: entry.ip ?? "",
    })),
  });
}

export default function AdminHome({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
        <p className="mt-3 text-lg text-navy-800">{fill(d.t.welcome, { name: d.name })}</p>
        <p className="mt-1 text-navy-800">
          {d.previousSignIn ? fill(d.t.lastSignIn, { date: d.previousSignIn }) : d.t.firstSignIn}{" "}
          {fill(d.t.sessions, { count: d.sessions })}
        </p>
      </div>
      {d.requests && (
        <AdminSection id="requests-title" title={d.t.requests.title}>
          <HomeFigures items={d.requests} />
          {d.dashboard && (
            <LinkLine to={d.dashboard} className="mt-4">
              {d.t.requests.dashboard}
            </LinkLine>
          )}
        </AdminSection>
      )}
      {d.content && (
        <AdminSection id="content-title" title={d.t.content.title}>
          <HomeLinks items={d.content} />
        </AdminSection>
      )}
      <AdminSection id="recent-title" title={d.t.recentTitle} intro={d.t.recentIntro}>
        <AdminTable
          rows={d.recent}
          empty={<p className="mt-4">{d.t.recentEmpty}</p>}
          label={d.t.recentTable}
          columns={d.columns}
          frame="mt-4"
        >
          {(row) => (
            <tr key={row.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{row.at}</td>
              <td className={cellClass}>{row.who}</td>
              <td className={cellClass}>{d.actions[row.action] ?? row.action}</td>
              <td className={cellClass}>{row.ip}</td>
            </tr>
          )}
        </AdminTable>
        {d.auditLink && (
          <LinkLine to={d.auditLink} className="mt-4">
            {d.t.fullLog}
          </LinkLine>
        )}
      </AdminSection>
    </div>
  );
}
