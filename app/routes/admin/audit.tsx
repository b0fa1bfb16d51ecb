import { data, Link } from "react-router";
import { z } from "zod";
import { AUDIT_PAGE_SIZE, listAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { fill } from "~/i18n/format";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import { adminHeaders, adminRouteHeaders, requireAdmin } from "~/services/auth/guard.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { focusRing } from "~/ui/admin/form-field";
import type { Route } from "./+types/audit";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.title, data?.area);

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { lang, t, path } = adminPage(request);
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const { entries, total } = await listAudit(await getDb(), page);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const link = (n: number) => `${path("/admin/audit")}${n > 1 ? `?page=${n}` : ""}`;
  return data(
    {
      t: t.audit,
      area: t.shell.area,
      page,
      pages,
      total,
      from: (page - 1) * AUDIT_PAGE_SIZE + 1,
      to: (page - 1) * AUDIT_PAGE_SIZE + entries.length,
      newer: page > 1 ? link(Math.min(page - 1, pages)) : undefined,
      older: page < pages ? link(page + 1) : undefined,
      entries: entries.map((entry) => ({
        id: entry.id,
        at: formatDateTime(entry.at, lang),
        actor: entry.actor,
        action: entry.action as keyof typeof t.audit.actions,
        target: entry.target,
        ip: entry.ip,
      })),
    },
    { headers: adminHeaders },
  );
}

export default function AuditPage({ loaderData: d }: Route.ComponentProps) {
  const cell = "border-b border-mist-100 py-2 pr-4 align-top";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
        <p className="mt-2 text-navy-800">{d.t.intro}</p>
      </div>
      {d.entries.length === 0 ? (
        <p>{d.t.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-mist-200 bg-white p-6">
          <table className="w-full text-left text-sm">
            <caption className="pb-3 text-left text-navy-800">
              {fill(d.t.caption, { from: d.from, to: d.to, total: d.total })}
            </caption>
            <thead>
              <tr className="border-b-2 border-mist-200 text-navy-900">
                <th scope="col" className="py-2 pr-4">
                  {d.t.at}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {d.t.actor}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {d.t.action}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {d.t.target}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {d.t.ip}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cell} whitespace-nowrap`}>{entry.at}</td>
                  <td className={cell}>{entry.actor ?? d.t.nobody}</td>
                  <td className={cell}>{d.t.actions[entry.action] ?? entry.action}</td>
                  <td className={cell}>{entry.target ?? d.t.nobody}</td>
                  <td className={cell}>{entry.ip ?? d.t.nobody}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {d.pages > 1 && (
        <nav aria-label={d.t.pagination} className="flex flex-wrap items-center gap-4">
          {d.newer && (
            <Link to={d.newer} className={`font-semibold text-steel-700 underline ${focusRing}`}>
              {d.t.newer}
            </Link>
          )}
          <span>{fill(d.t.page, { page: Math.min(d.page, d.pages), pages: d.pages })}</span>
          {d.older && (
            <Link to={d.older} className={`font-semibold text-steel-700 underline ${focusRing}`}>
              {d.t.older}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
