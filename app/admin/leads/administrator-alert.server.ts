import type { Logger } from "pino";
import type { AccountMail, SendAccountMail } from "~/admin/intake/mailer.server";
import { alertRecipients } from "~/admin/leads/lead-follow-up.server";
import { type AuditAction, recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import type { StaffLang } from "~/platform/i18n/lang";

export interface AdministratorAlert {
  /** The activity log's action once it went out ("backup_alert_sent"). */
  action: AuditAction;
  /** The e-mail in one administrator's language. */
  mail: (lang: StaffLang) => Omit<AccountMail, "to">;
  /** Said in the log when no administrator has an address. */
  nobody: string;
  /** Gives back the caller's claim, so that a later run tries again. */
  release: () => Promise<void>;
}

/**
 * E-mails an alert to every administrator with an address, each in their language; a send that
 * fails is logged and the others still go. "unsent" when none of them was reached (the claim is
 * given back); else the activity log says how many were.
 */
export async function alertAdministrators(
  db: Database,
  send: SendAccountMail,
  log: Logger,
  alert: AdministratorAlert,
): Promise<"sent" | "unsent"> {
  const recipients = await alertRecipients(db);
  let sent = 0;
  for (const recipient of recipients) {
    try {
      await send({ to: recipient.email, ...alert.mail(recipient.language) });
      sent += 1;
    } catch (error) {
      log.warn({ error: String((error as Error).message).slice(0, 300) }, "alert not sent");
    }
  }
  if (recipients.length === 0) log.warn(alert.nobody);
  if (recipients.length > 0 && sent === 0) {
    await alert.release();
    return "unsent";
  }
  await recordAudit(db, {
    actor: null,
    action: alert.action,
    target: `${sent} administrator${sent === 1 ? "" : "s"}`,
  });
  return "sent";
}
