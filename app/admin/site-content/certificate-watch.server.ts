import { alertRecipients } from "~/admin/leads/lead-follow-up.server";
import { repeatingTask } from "~/admin/shell/repeating-task.server";
import {
  claimCertificateReminders,
  type DueReminder,
  REMINDER_DAYS,
  releaseCertificateReminder,
} from "~/admin/site-content/collections/certificate-reminders.server";
import { certificationsCollection } from "~/admin/site-content/collections/certifications.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { company } from "~/platform/content/company";
import { type Database, getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { fill, formatLongDate } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { announceSiteChange } from "~/platform/settings/site-changes";
import { brusselsDate, nextBrusselsMidnight } from "~/platform/text/brussels-time";
import {
  mailConfigured,
  type SendAccountMail,
  type SendNotification,
  sendAccountMail,
  sendTeamNotification,
  type TeamNotification,
} from "../intake/mailer.server";

const log = componentLogger("certifications");

/** The reminders are looked for at boot, then this often, and at each midnight. */
const CHECK_MS = 4 * 60 * 60 * 1000;
/** After a mail server's failure, the reminder (due again) is tried this soon. */
const RETRY_MS = 15 * 60 * 1000;
/** Just after midnight, so that the new day has begun on every clock. */
const AFTER_MIDNIGHT_MS = 1000;

/** The e-mail to one administrator, in their language: nothing in it comes from a visitor. */
export function certificateReminderEmail(
  { certification, validUntil }: DueReminder,
  lang: StaffLang,
): { subject: string; text: string } {
  const t = messages(lang, "adminCollections").reminderMail;
  const words = {
    name: certification.name,
    number: certification.number,
    date: formatLongDate(validUntil, lang),
    days: REMINDER_DAYS,
    link: `${env().PUBLIC_SITE_URL}${backOfficePath(`/collections/${certificationsCollection.screen.slug}`, lang)}`,
  };
  return { subject: fill(t.subject, words), text: fill(t.text, words) };
}

/** Both languages, for the team's address when no administrator has an e-mail address. */
function teamReminder(reminder: DueReminder): TeamNotification {
  const fr = certificateReminderEmail(reminder, "fr");
  const en = certificateReminderEmail(reminder, "en");
  return {
    subject: `${fr.subject} / ${en.subject}`,
    text: `${fr.text}\n\n---\n\n${en.text}`,
    messageId: `<certificate-${reminder.id}-${reminder.validUntil}@${company.email.split("@")[1]}>`,
  };
}

export interface ReminderOptions {
  today?: string;
  /** Tests pass their own senders; without them, nothing is tried while SMTP is unset. */
  send?: SendAccountMail;
  sendTeam?: SendNotification;
}

/**
 * E-mails every administrator (an active account with the admin role and an e-mail address), in
 * their own language, about each certificate within 30 days of its last valid day, once across
 * instances, each with its activity-log entry. Without any such administrator the team's address
 * (MAIL_TO) gets it in both languages, so it is never lost. A reminder no one could receive
 * (the mail server down) is due again. Returns how many could not leave.
 */
export async function sendCertificateReminders(
  db: Database,
  options: ReminderOptions = {},
): Promise<{ sent: string[]; failed: number }> {
  const configured = mailConfigured();
  const send = options.send ?? (configured ? sendAccountMail : undefined);
  const sendTeam = options.send
    ? options.sendTeam
    : (options.sendTeam ?? (configured ? sendTeamNotification : undefined));
  // Without a mail server nothing could be sent: the reminders stay due until there is one.
  if (!send) return { sent: [], failed: 0 };
  const claimed = await claimCertificateReminders(db, options.today ?? brusselsDate());
  if (claimed.length === 0) return { sent: [], failed: 0 };
  const recipients = await alertRecipients(db);
  if (recipients.length === 0) {
    log.warn("certificate reminder: no administrator has an e-mail address, sent to MAIL_TO");
  }
  const sent: string[] = [];
  let failed = 0;
  for (const reminder of claimed) {
    let delivered = 0;
    let lastError = "";
    const attempts =
      recipients.length > 0
        ? recipients.map(
            (recipient) => () =>
              send({
                to: recipient.email,
                ...certificateReminderEmail(reminder, recipient.language),
              }),
          )
        : sendTeam
          ? [() => sendTeam(teamReminder(reminder))]
          : [];
    for (const attempt of attempts) {
      try {
        await attempt();
        delivered += 1;
      } catch (error) {
        lastError = String((error as Error).message).slice(0, 300);
      }
    }
    if (delivered === 0) {
      failed += 1;
      log.warn(
        { certificate: reminder.id, error: lastError },
        "certificate reminder not sent: will retry",
      );
      await releaseCertificateReminder(db, reminder.id);
      continue;
    }
    if (delivered < attempts.length) {
      log.warn(
        { certificate: reminder.id, error: lastError, unsent: attempts.length - delivered },
        "certificate reminder not sent to every administrator",
      );
    }
    sent.push(reminder.certification.name);
    await recordAudit(db, {
      actor: null,
      action: "certificate_reminder_sent",
      target: `${reminder.certification.name} (${reminder.validUntil})`,
      object: {
        type: "collection_item",
        id: `${certificationsCollection.screen.slug}/${reminder.id}`,
      },
    });
  }
  if (sent.length > 0) log.info({ certificates: sent }, "certificate reminders sent");
  return { sent, failed };
}

/** The reminders now and every CHECK_MS; sooner again (RETRY_MS) after a failure. */
const check = repeatingTask(
  async () => {
    const { failed } = await sendCertificateReminders(await getDb());
    return failed > 0 ? RETRY_MS : CHECK_MS;
  },
  (error) => {
    log.error(`certificate reminders failed: ${describeDbError(error)}`);
    return RETRY_MS;
  },
);
let midnightTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/**
 * Started at boot on every instance: the reminders now and every few hours, and a new rendering
 * of the pages just after each Brussels midnight, which leaves out the certificates whose last
 * valid day was yesterday (the first rendering at start already does).
 */
export function startCertificateWatch(): void {
  if (started) return;
  started = true;
  check.start();
  scheduleMidnight();
}

export async function stopCertificateWatch(): Promise<void> {
  started = false;
  if (midnightTimer) clearTimeout(midnightTimer);
  midnightTimer = undefined;
  await check.stop();
}

/** Milliseconds from an instant until just after the next Brussels midnight. */
export function untilAfterMidnight(now: number): number {
  return nextBrusselsMidnight(now).getTime() - now + AFTER_MIDNIGHT_MS;
}

function scheduleMidnight(): void {
  if (!started) return;
  midnightTimer = setTimeout(() => {
    announceSiteChange();
    check.schedule(0);
    scheduleMidnight();
  }, untilAfterMidnight(Date.now()));
  midnightTimer.unref?.();
}
