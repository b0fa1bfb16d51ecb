import { data, Link } from "react-router";
import { recentEntries } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { countUserSessions } from "~/data/sessions.server";
import { fill } from "~/i18n/format";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { focusRing } from "~/ui/admin/form-field";
import type { Route } from "./+types/home";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.title, data?.area);

export async function loader({ request }: Route.LoaderArgs) {
  const { session, user } = await requireAdmin(request);
  const { lang, t, path } = adminPage(request);
  const db = await getDb();
  const [recent, sessions] = await Promise.all([
    recentEntries(db, ["sign_in", "sign_in_failed"], 10),
    countUserSessions(db, user.id),
  ]);
  // The sign-in that opened this session is the latest; the one before it is "previous".
  const previous = recent.find(
    (entry) =>
      entry.action === "sign_in" &&
      entry.actor === user.username &&
      entry.at.getTime() < session.createdAt.getTime() - 1000,
  );
  return data(
    {
      t: t.home,
      area: t.shell.area,
      actions: t.audit.actions,
      columns: { at: t.audit.at, actor: t.audit.actor, action: t.audit.action, ip: t.audit.ip },
      username: user.username,
      previousSignIn: previous ? formatDateTime(previous.at, lang) : undefined,
      sessions,
      auditLink: path("/admin/audit"),
      recent: recent.map((entry) => ({
        id: entry.id,
        at: formatDateTime(entry.at, lang),
        who: entry.actor ?? entry.target ?? "",
        action: entry.action as keyof typeof t.audit.actions,
        ip: entry.ip ?? "",
      })),
    },
    { headers: adminHeaders },
  );
}

export default function AdminHome({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
        <p className="mt-3 text-lg text-navy-800">{fill(d.t.welcome, { username: d.username })}</p>
        <p className="mt-1 text-navy-800">
          {d.previousSignIn ? fill(d.t.lastSignIn, { date: d.previousSignIn }) : d.t.firstSignIn}{" "}
          {fill(d.t.sessions, { count: d.sessions })}
        </p>
      </div>
      <section
        aria-labelledby="recent-title"
        className="rounded-2xl border border-mist-200 bg-white p-6"
      >
        <h2 id="recent-title" className="text-xl font-bold text-navy-900">
          {d.t.recentTitle}
        </h2>
        <p className="mt-1 text-sm text-navy-800">{d.t.recentIntro}</p>
        {d.recent.length === 0 ? (
          <p className="mt-4">{d.t.recentEmpty}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b-2 border-mist-200 text-navy-900">
                  <th scope="col" className="py-2 pr-4">
                    {d.columns.at}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {d.columns.actor}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {d.columns.action}
                  </th>
                  <th scope="col" className="py-2">
                    {d.columns.ip}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.recent.map((row) => (
                  <tr key={row.id} className="border-b border-mist-100">
                    <td className="py-2 pr-4 whitespace-nowrap">{row.at}</td>
                    <td className="py-2 pr-4">{row.who}</td>
                    <td className="py-2 pr-4">{d.actions[row.action] ?? row.action}</td>
                    <td className="py-2">{row.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4">
          <Link to={d.auditLink} className={`font-semibold text-steel-700 underline ${focusRing}`}>
            {d.t.fullLog}
          </Link>
        </p>
      </section>
    </div>
  );
}
