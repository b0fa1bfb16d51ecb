import { company } from "~/content/company";
import { recordAudit } from "~/data/audit-log.server";
import { brusselsDate, nextBrusselsMidnight } from "~/data/brussels-time";
import {
  claimCertificateReminders,
  type DueReminder,
  REMINDER_DAYS,
  releaseCertificateReminder,
} from "~/data/collections/certificate-reminders.server";
import { certificationsCollection } from "~/data/collections/certifications.server";
import { type Database, getDb } from "~/data/db.server";
import { describeDbError } from "~/data/db-errors.server";
import { announceSiteChange } from "~/data/site-changes";
import { formatLongDate } from "~/i18n/format";
import { componentLogger } from "~/runtime/logger.server";
import {
  mailConfigured,
  type SendNotification,
  sendTeamNotification,
  type TeamNotification,
} from "./mailer.server";

const log = componentLogger("certifications");

/** The reminders are looked for at boot, then this often, and at each midnight. */
const CHECK_MS = 4 * 60 * 60 * 1000;
/** After a mail server's failure, the reminder (due again) is tried this soon. */
const RETRY_MS = 15 * 60 * 1000;
/** Just after midnight, so that the new day has begun on every clock. */
const AFTER_MIDNIGHT_MS = 1000;

/** The e-mail to the team, French then English: nothing in it comes from a visitor. */
export function certificateReminderEmail({
  id,
  certification,
  validUntil,
}: DueReminder): TeamNotification {
  const { name, number } = certification;
  return {
    subject: `Certificat ${name} à renouveler avant le ${formatLongDate(validUntil, "fr")} / ${name} certificate to renew by ${formatLongDate(validUntil, "en")}`,
    messageId: `<certificate-${id}-${validUntil}@${company.email.split("@")[1]}>`,
    text: [
      `Le certificat ${name} (n° ${number}) est valable jusqu'au ${formatLongDate(validUntil, "fr")}.`,
      `Il disparaîtra du site le lendemain à minuit. Dans le back-office (Contenus, Certifications), indiquez la nouvelle date de validité et joignez le nouveau certificat dès que vous l'avez.`,
      "",
      `The certificate ${name} (no. ${number}) is valid until ${formatLongDate(validUntil, "en")}.`,
      `It will leave the site at the following midnight. In the back office (Content, Certifications), enter the new validity date and attach the new certificate as soon as you have it.`,
      "",
      `(Rappel envoyé ${REMINDER_DAYS} jours avant l'échéance / Reminder sent ${REMINDER_DAYS} days before expiry.)`,
    ].join("\n"),
  };
}

/**
 * E-mails the team about every certificate within 30 days of its last valid day, once across
 * instances, each with its activity-log entry. A mail that cannot leave makes its reminder due
 * again: nothing is lost while the mail server is down. Returns how many could not leave.
 */
export async function sendCertificateReminders(
  db: Database,
  options: { today?: string; send?: SendNotification } = {},
): Promise<{ sent: string[]; failed: number }> {
  const send = options.send ?? sendTeamNotification;
  // Without a mail server nothing could be sent: the reminders stay due until there is one.
  if (!options.send && !mailConfigured()) return { sent: [], failed: 0 };
  const claimed = await claimCertificateReminders(db, options.today ?? brusselsDate());
  const sent: string[] = [];
  let failed = 0;
  for (const reminder of claimed) {
    try {
      await send(certificateReminderEmail(reminder));
    } catch (error) {
      failed += 1;
      log.warn(
        { certificate: reminder.id, error: String((error as Error).message).slice(0, 300) },
        "certificate reminder not sent: will retry",
      );
      await releaseCertificateReminder(db, reminder.id);
      continue;
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

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let midnightTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let started = false;

/**
 * Started at boot on every instance: the reminders now and every few hours, and a new rendering
 * of the pages just after each Brussels midnight, which leaves out the certificates whose last
 * valid day was yesterday (the first rendering at start already does).
 */
export function startCertificateWatch(): void {
  if (started) return;
  started = true;
  scheduleCheck(0);
  scheduleMidnight();
}

export async function stopCertificateWatch(): Promise<void> {
  started = false;
  if (checkTimer) clearTimeout(checkTimer);
  if (midnightTimer) clearTimeout(midnightTimer);
  checkTimer = midnightTimer = undefined;
  await running;
}

/** Milliseconds from an instant until just after the next Brussels midnight. */
export function untilAfterMidnight(now: number): number {
  return nextBrusselsMidnight(now).getTime() - now + AFTER_MIDNIGHT_MS;
}

function scheduleMidnight(): void {
  if (!started) return;
  midnightTimer = setTimeout(() => {
    announceSiteChange();
    scheduleCheck(0);
    scheduleMidnight();
  }, untilAfterMidnight(Date.now()));
  midnightTimer.unref?.();
}

function scheduleCheck(delay: number): void {
  if (!started) return;
  if (checkTimer) clearTimeout(checkTimer);
  checkTimer = setTimeout(() => void check(), delay);
  checkTimer.unref?.();
}

function check(): Promise<void> {
  if (running) return running;
  let next = CHECK_MS;
  running = (async () => {
    const { failed } = await sendCertificateReminders(await getDb());
    if (failed > 0) next = RETRY_MS;
  })()
    .catch((error: unknown) => {
      next = RETRY_MS;
      log.error(`certificate reminders failed: ${describeDbError(error)}`);
    })
    .finally(() => {
      running = undefined;
      scheduleCheck(next);
    });
  return running;
}
