import { Form, Link } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { listHeldLeads, releaseLead } from "~/data/lead-intake.server";
import { fill } from "~/i18n/format";
import { messages } from "~/i18n/messages.server";
import {
  adminData,
  adminRequest,
  adminRouteHeaders,
  formatDateTime,
  parseId,
  readForm,
} from "~/services/auth/admin-request.server";
import { kickOutbox } from "~/services/outbox.server";
import { requestFacts } from "~/services/request-facts";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminTable, cellClass } from "~/ui/admin/admin-table";
import { FormAlert, linkClass } from "~/ui/admin/form-field";
import { LeadTabs, ReasonList } from "~/ui/admin/lead-intake";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/leads-held";
import { leadViews } from "./lead-views.server";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.intake.held.title, loaderData?.area);

/**
 * The requests held as doubtful (app/services/contact/spam-score.server.ts): kept, not e-mailed,
 * each with its score and reasons in plain words, released by one click.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, t: admin, path, db } = await adminRequest({ request, context });
  const t = messages(lang, "adminLeads");
  const rows = await listHeldLeads(db);
  return adminData({
    t,
    lang,
    area: admin.shell.area,
    views: await leadViews(db, path, "held"),
    rows: rows.map((row) => ({
      id: row.id,
      link: path(`/leads/${row.id}`),
      at: formatDateTime(row.createdAt, lang),
      name: row.name,
      company: row.company,
      score: row.spamScore,
      reasons: row.spamReasons,
    })),
  });
}

type Outcome = { released: number } | { gone: true };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db } = await adminRequest({ request, context });
  const field = await readForm(request);
  const id = parseId(field("id"));
  if (field("intent") !== "release" || id === undefined || !(await releaseLead(db, id))) {
    return adminData({ gone: true } satisfies Outcome, 409);
  }
  await recordAudit(db, {
    actor: user.username,
    action: "lead_released",
    target: `request ${id}`,
    ip: context.get(requestFacts).clientIp ?? null,
    object: { type: "lead", id },
  });
  kickOutbox();
  return adminData({ released: id } satisfies Outcome);
}

export default function LeadsHeldPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.intake;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t.held.title}</h1>
        <p className="mt-2 max-w-3xl text-navy-800">{t.held.intro}</p>
      </div>
      <LeadTabs t={t} views={d.views} />
      {actionData &&
        ("released" in actionData ? (
          <FormAlert tone="success">{fill(t.held.released, { id: actionData.released })}</FormAlert>
        ) : (
          <FormAlert tone="error">{t.held.releaseGone}</FormAlert>
        ))}
      <AdminTable
        rows={d.rows}
        empty={<p role="status">{t.held.empty}</p>}
        caption={t.held.caption}
        columns={(["date", "name", "company", "score", "reasons", "action"] as const).map(
          (column) => t.held.columns[column],
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
            <td className={`${cellClass} font-semibold`}>{row.score}</td>
            <td className={`${cellClass} min-w-64`}>
              <ReasonList reasons={row.reasons} t={t} lang={d.lang} />
            </td>
            <td className={cellClass}>
              <Form method="post">
                <input type="hidden" name="intent" value="release" />
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  aria-label={fill(t.held.releaseLabel, { name: row.name })}
                  className={buttonClass("secondary")}
                >
                  {t.held.release}
                </button>
              </Form>
            </td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
