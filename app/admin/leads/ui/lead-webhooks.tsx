import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { FormAlert, IntentForm, linkClass } from "~/admin/shell/ui/form-field";
import type { leadDeliveries } from "~/admin/webhooks/lead-deliveries.server";

type Deliveries = Awaited<ReturnType<typeof leadDeliveries>>;

/** The lead page's block: each endpoint's state for this request, "send again", the vCard. */
export function LeadWebhooks({ deliveries: d, done }: { deliveries: Deliveries; done?: string }) {
  const { t } = d;
  return (
    <AdminSection id="lead-webhooks" title={t.title} intro={t.intro}>
      <p className="mt-4">
        <a href={d.vcard} download className={linkClass}>
          {t.vcard}
        </a>
      </p>
      {done === "resent" && (
        <div className="mt-4">
          <FormAlert tone="success">{t.resent}</FormAlert>
        </div>
      )}
      {done === "busy" && (
        <div className="mt-4">
          <FormAlert tone="error">{t.resendBusy}</FormAlert>
        </div>
      )}
      <div className="mt-4">
        <AdminTable
          rows={d.rows}
          empty={<p>{t.none}</p>}
          label={t.caption}
          frame=""
          columns={[t.endpoint, t.event, t.state, t.attempts, t.lastAnswer, ""]}
        >
          {(row) => (
            <tr key={row.id}>
              <td className={`${cellClass} break-all`}>{row.url}</td>
              <td className={cellClass}>{row.event}</td>
              <td className={cellClass}>
                {row.stateLabel}
                {row.at && <span className="block text-xs text-ink-700">{row.at}</span>}
              </td>
              <td className={cellClass}>{row.attempts}</td>
              <td className={`${cellClass} break-words`}>{row.lastAnswer}</td>
              <td className={cellClass}>
                {row.state !== "sending" && (
                  <IntentForm
                    intent="resend"
                    action={d.resend}
                    hidden={{ delivery: row.id }}
                    label={t.sendAgain}
                    className=""
                  />
                )}
              </td>
            </tr>
          )}
        </AdminTable>
      </div>
    </AdminSection>
  );
}
