import { z } from "zod";
import { AUDIT_PAGE_SIZE, listAudit } from "~/data/audit-log.server";
import { fill } from "~/i18n/format";
import {
  adminData,
  adminRequest,
  adminRouteHeaders,
  formatDateTime,
} from "~/services/auth/admin-request.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminTable, cellClass, Pager, pageWindow } from "~/ui/admin/admin-table";
import type { Route } from "./+types/audit";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, t, path, db } = await adminRequest({ request, context });
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const { entries, total } = await listAudit(db, page);
  const link = (n: number) => `${path("/audit")}${n > 1 ? `?page=${n}` : ""}`;
  return adminData({
    t: t.audit,
    area: t.shell.area,
    list: pageWindow(page, AUDIT_PAGE_SIZE, total, entries.length, link),
    entries: entries.map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.at, lang),
      actor: entry.actor,
      action: entry.action as keyof typeof t.audit.actions,
      // A refused sign-in keeps the username only when it names an account.
      target: entry.target ?? (entry.action === "sign_in_failed" ? t.audit.unknownAccount : null),
      ip: entry.ip,
    })),
  });
}

export default function AuditPage({ loaderData: { t, list, entries } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
        <p className="mt-2 text-navy-800">{t.intro}</p>
      </div>
      <AdminTable
        rows={entries}
        empty={<p>{t.empty}</p>}
        caption={fill(t.caption, { from: list.from, to: list.to, total: list.total })}
        columns={[t.at, t.actor, t.action, t.target, t.ip]}
      >
        {(entry) => (
          <tr key={entry.id}>
            <td className={`${cellClass} whitespace-nowrap`}>{entry.at}</td>
            <td className={cellClass}>{entry.actor ?? t.nobody}</td>
            <td className={cellClass}>{t.actions[entry.action] ?? entry.action}</td>
            <td className={cellClass}>{entry.target ?? t.nobody}</td>
            <td className={cellClass}>{entry.ip ?? t.nobody}</td>
          </tr>
        )}
      </AdminTable>
      <Pager t={t} window={list} />
    </div>
  );
}
