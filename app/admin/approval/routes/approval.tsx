import {
  type ApprovalKind,
  currentApproval,
  isApprovalRequired,
  linksOf,
  listDrafts,
} from "~/admin/approval/approval.server";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { AdminTable, cellClass, LinkCell } from "~/admin/shell/ui/admin-table";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/approval";

/**
 * The drafts that can be sent for the client's approval (docs/decisions/044): hidden projects
 * and unpublished articles, each with where its approval stands.
 */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminApproval");
  const drafts = await listDrafts(db, lang);
  const rows = await Promise.all(
    drafts.map(async (draft) => {
      const approval = await currentApproval(db, draft.kind, draft.id, draft.snapshot);
      const links = await linksOf(db, draft.kind, draft.id, draft.snapshot);
      const required =
        draft.kind === "reference" && (await isApprovalRequired(db, "reference", draft.id));
      const state = approval
        ? fill(m.state.approved, { name: approval.name, date: formatDateTime(approval.at, lang) })
        : links.some((link) => link.approvedAt)
          ? m.state.outdated
          : links.some((link) => link.open)
            ? m.state.waiting
            : m.state.none;
      return {
        key: `${draft.kind}-${draft.id}`,
        kind: m.kinds[draft.kind as ApprovalKind],
        title: draft.title,
        state: required ? `${state} (${m.state.required})` : state,
        href: path(`/approval/${draft.kind}/${draft.id}`),
      };
    }),
  );
  return screen(m.title, { t: m, rows });
}

export default function ApprovalList({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.title} intro={d.t.intro} />
      <AdminTable
        rows={d.rows}
        empty={d.t.empty}
        label={d.t.title}
        columns={[d.t.columns.item, d.t.columns.kind, d.t.columns.state]}
      >
        {(row) => (
          <tr key={row.key}>
            <LinkCell to={row.href}>{row.title}</LinkCell>
            <td className={cellClass}>{row.kind}</td>
            <td className={cellClass}>{row.state}</td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
