import { Link } from "react-router";
import {
  type ApprovalKind,
  currentApproval,
  isApprovalRequired,
  linksOf,
  listDrafts,
} from "~/admin/approval/approval.server";
import { adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { focusRing } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { Route } from "./+types/approval";

/**
 * The drafts that can be sent for the client's approval (docs/decisions/044): hidden projects
 * and unpublished articles, each with where its approval stands.
 */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen } = await adminRequest({ request, context });
  const m = messages(lang, "adminApproval");
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
      {d.rows.length === 0 ? (
        <p className="text-navy-800">{d.t.empty}</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-mist-200 text-navy-900">
              <th scope="col" className="py-2 pr-4">
                {d.t.columns.item}
              </th>
              <th scope="col" className="py-2 pr-4">
                {d.t.columns.kind}
              </th>
              <th scope="col" className="py-2">
                {d.t.columns.state}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((row) => (
              <tr key={row.key} className="border-b border-mist-100">
                <td className="py-3 pr-4">
                  <Link
                    to={row.href}
                    className={`font-semibold text-steel-700 underline ${focusRing}`}
                  >
                    {row.title}
                  </Link>
                </td>
                <td className="py-3 pr-4 text-navy-800">{row.kind}</td>
                <td className="py-3 text-navy-800">{row.state}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
