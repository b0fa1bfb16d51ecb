import { desc, sql } from "drizzle-orm";
import { runApplicationRetention } from "~/admin/careers/application-intake.server";
import { deleteHeldLeadFiles, deleteStaleUploadChunks } from "~/admin/intake/lead-intake.server";
import {
  alertRecipients,
  claimIncidentAlert,
  claimJobRun,
  claimReminder,
  deleteLeadsUnchangedSince,
  finishJobRun,
  monthsBefore,
  notificationHealth,
  releaseIncidentAlert,
  releaseJobRun,
  releaseReminder,
  trackNotificationIncident,
  unopenedLeads,
} from "~/admin/leads/lead-follow-up.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { leads } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { formatOpeningHours } from "~/platform/i18n/opening-hours";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { siteSettingsView } from "~/platform/settings/site-settings-fields";
import { brusselsDate } from "~/platform/text/brussels-time";
import { addWorkingHours, workingSchedule } from "~/platform/text/working-hours";
import { mailConfigured, type SendAccountMail, sendAccountMail } from "../intake/mailer.server";
import { formatDateTime } from "../shell/admin-page.server";

/**
 * The watch over the requests, on every instance, once a minute: an e-mail to the
 * administrators when the team's notifications have failed for 15 minutes, a reminder to the
 * backup address of a new request nobody opened in 4 working hours, and the daily deletion of the
 * requests past the retention period. Each is claimed in the database, so it happens once however
 * many instances run; each takes its clock as an argument, so tests set the time.
 */

const log = componentLogger("lead-watch");

export const ALERT_AFTER_MS = 15 * 60_000;
export const REMINDER_WORKING_HOURS = 4;
const TICK_MS = 60_000;

export interface WatchOptions {
  now?: Date;
  /** Tests pass their own sender; without one, nothing is tried while SMTP is unset. */
  send?: SendAccountMail;
}

const senderOf = (options: WatchOptions) =>
  options.send ?? (mailConfigured() ? sendAccountMail : undefined);

const link = (inside: "" | `/${string}`, lang: StaffLang) =>
  `${env().PUBLIC_SITE_URL}${backOfficePath(inside, lang)}`;

/**
 * Tracks the incident of failing notifications and, 15 minutes into one, e-mails every
 * administrator once. "sent" when this call sent it.
 */
export async function alertFailingNotifications(
  db: Database,
  options: WatchOptions = {},
): Promise<"none" | "waiting" | "done" | "sent" | "unsent"> {
  const now = options.now ?? new Date();
  const since = await trackNotificationIncident(db, now);
  if (!since) return "none";
  if (now.getTime() - since.getTime() < ALERT_AFTER_MS) return "waiting";
  const send = senderOf(options);
  if (!send) return "unsent";
  if (!(await claimIncidentAlert(db, since, now))) return "done";
  const [recipients, health, [last]] = await Promise.all([
    alertRecipients(db),
    notificationHealth(db),
    db
      .select({ error: leads.lastNotificationError })
      .from(leads)
      .where(sql`${leads.lastNotificationError} is not null`)
      .orderBy(desc(leads.id))
      .limit(1),
  ]);
  let sent = 0;
  for (const recipient of recipients) {
    const t = messages(recipient.language, "adminLeads").mails;
    try {
      await send({
        to: recipient.email,
        subject: t.alertSubject,
        text: fill(t.alertText, {
          since: formatDateTime(since, recipient.language),
          failing: health.failing,
          failed: health.failed,
          error: last?.error ?? "—",
          link: link("/leads", recipient.language),
        }),
      });
      sent += 1;
    } catch (error) {
      log.warn({ error: String((error as Error).message).slice(0, 300) }, "alert not sent");
    }
  }
  if (recipients.length === 0) log.warn("notifications failing: no administrator has an e-mail");
  if (recipients.length > 0 && sent === 0) {
    // Given back: the next minute tries again.
    await releaseIncidentAlert(db, since);
    return "unsent";
  }
  await recordAudit(db, {
    actor: null,
    action: "notification_alert_sent",
    target: `${sent} administrator${sent === 1 ? "" : "s"}`,
  });
  return "sent";
}

/** Reminds the backup address (else the team's) of each request unopened for 4 working hours. */
export async function remindUnopenedLeads(
  db: Database,
  options: WatchOptions = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const send = senderOf(options);
  if (!send) return [];
  const { values, version } = await readSiteSettings(db);
  const to = values["leads.backupEmail"] || env().MAIL_TO;
  // The opening hours of the settings, as this instance's database has them now.
  const { hours } = siteSettingsView(values, version);
  if (!to) return [];
  const due = (await unopenedLeads(db, now)).filter(
    (lead) => addWorkingHours(lead.createdAt, REMINDER_WORKING_HOURS, hours) <= now,
  );
  const reminded: number[] = [];
  for (const lead of due) {
    if (!(await claimReminder(db, lead.id, now))) continue;
    const words = (lang: StaffLang) => ({
      id: lead.id,
      date: formatDateTime(lead.createdAt, lang),
      link: link(`/leads/${lead.id}`, lang),
      schedule: formatOpeningHours(workingSchedule(hours), lang, { inSentence: true }),
    });
    const fr = messages("fr", "adminLeads").mails;
    const en = messages("en", "adminLeads").mails;
    try {
      await send({
        to,
        subject: `${fill(fr.reminderSubject, words("fr"))} / ${fill(en.reminderSubject, words("en"))}`,
        text: `${fill(fr.reminderText, words("fr"))}\n\n---\n\n${fill(en.reminderText, words("en"))}`,
      });
    } catch (error) {
      await releaseReminder(db, lead.id);
      log.warn(
        { contactId: lead.id, error: String((error as Error).message).slice(0, 300) },
        "reminder not sent: will retry",
      );
      continue;
    }
    reminded.push(lead.id);
    await recordAudit(db, {
      actor: null,
      action: "lead_reminder_sent",
      target: `request ${lead.id}`,
      object: { type: "lead", id: lead.id },
    });
  }
  return reminded;
}

const RETENTION_JOB = "retention";
/** A held request's files are kept this long for someone to release it; its text stays. */
export const HELD_FILES_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/**
 * Deletes the requests unchanged for the retention period, once per Brussels day across
 * instances; the run is in the activity log with its count, even 0. Undefined when another
 * instance (or an earlier call) ran today.
 */
export async function runRetention(
  db: Database,
  options: { now?: Date } = {},
): Promise<number | undefined> {
  const now = options.now ?? new Date();
  const day = brusselsDate(now);
  if (!(await claimJobRun(db, RETENTION_JOB, day, now))) return undefined;
  try {
    const months = Number((await readSiteSettings(db)).values["leads.retentionMonths"]);
    const deleted = await deleteLeadsUnchangedSince(db, monthsBefore(now, months));
    await recordAudit(db, {
      actor: null,
      action: "retention_run",
      target: `${deleted} request${deleted === 1 ? "" : "s"} deleted (unchanged for ${months} months)`,
    });
    // Anonymous files nobody released: they cost disk, and a held request is doubtful anyway.
    const heldFiles = await deleteHeldLeadFiles(
      db,
      new Date(now.getTime() - HELD_FILES_DAYS * DAY_MS),
    );
    await recordAudit(db, {
      actor: null,
      action: "held_files_dropped",
      target: `${heldFiles} file${heldFiles === 1 ? "" : "s"} of requests held for ${HELD_FILES_DAYS} days deleted`,
    });
    // Chunks of uploads that never finished (a client gone, an instance stopped mid-request).
    const staleChunks = await deleteStaleUploadChunks(db, new Date(now.getTime() - DAY_MS));
    await finishJobRun(db, RETENTION_JOB, day, { deleted, months, heldFiles, staleChunks }, now);
    if (deleted > 0) log.info({ deleted, months }, "requests past the retention period deleted");
    log.info({ heldFiles, staleChunks }, "files of held requests and unfinished uploads deleted");
    return deleted;
  } catch (error) {
    await releaseJobRun(db, RETENTION_JOB, day).catch(() => {});
    throw error;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let started = false;
let clock = () => new Date();

/** Started at boot on every instance; the first round at once. */
export function startLeadWatch(options: { clock?: () => Date } = {}): void {
  if (started) return;
  started = true;
  if (options.clock) clock = options.clock;
  schedule(0);
}

export async function stopLeadWatch(): Promise<void> {
  started = false;
  if (timer) clearTimeout(timer);
  timer = undefined;
  await running;
}

function schedule(delay: number): void {
  if (!started) return;
  timer = setTimeout(() => void tick(), delay);
  timer.unref?.();
}

async function tick(): Promise<void> {
  running = (async () => {
    const db = await getDb();
    const now = clock();
    for (const [name, job] of [
      ["alert", () => alertFailingNotifications(db, { now })],
      ["reminders", () => remindUnopenedLeads(db, { now })],
      ["retention", () => runRetention(db, { now })],
      // Job applications: their own retention period, the same nightly round.
      ["applicationRetention", () => runApplicationRetention(db, { now })],
    ] as const) {
      try {
        await job();
      } catch (error) {
        log.error({ job: name, error: describeDbError(error) }, "lead watch failed");
      }
    }
  })()
    .catch((error: unknown) => log.error({ error: describeDbError(error) }, "database unavailable"))
    .finally(() => {
      running = undefined;
      schedule(TICK_MS);
    });
  await running;
}
