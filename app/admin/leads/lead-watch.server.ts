import { desc, sql } from "drizzle-orm";
import { runApplicationRetention } from "~/admin/careers/application-intake.server";
import { deleteHeldLeadFiles, deleteStaleUploadChunks } from "~/admin/intake/lead-intake.server";
import { alertAdministrators } from "~/admin/leads/administrator-alert.server";
import {
  claimIncidentAlert,
  claimReminder,
  dailyJob,
  deleteLeadsUnchangedSince,
  monthsBefore,
  notificationHealth,
  releaseIncidentAlert,
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
  const [health, [last]] = await Promise.all([
    notificationHealth(db),
    db
      .select({ error: leads.lastNotificationError })
      .from(leads)
      .where(sql`${leads.lastNotificationError} is not null`)
      .orderBy(desc(leads.id))
      .limit(1),
  ]);
  return alertAdministrators(db, send, log, {
    action: "notification_alert_sent",
    mail: (lang) => {
      const t = messages(lang, "adminLeads").mails;
      return {
        subject: t.alertSubject,
        text: fill(t.alertText, {
          since: formatDateTime(since, lang),
          failing: health.failing,
          failed: health.failed,
          error: last?.error ?? "—",
          link: link("/leads", lang),
        }),
      };
    },
    nobody: "notifications failing: no administrator has an e-mail",
    // Given back: the next minute tries again.
    release: () => releaseIncidentAlert(db, since),
  });
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

/** A held request's files are kept this long for someone to release it; its text stays. */
export const HELD_FILES_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/**
 * Deletes the requests unchanged for the retention period, once per Brussels day across
 * instances; the run is in the activity log with its count, even 0. Undefined when another
 * instance (or an earlier call) ran today.
 */
export const runRetention = dailyJob("retention", async (db, now) => {
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
  if (deleted > 0) log.info({ deleted, months }, "requests past the retention period deleted");
  log.info({ heldFiles, staleChunks }, "files of held requests and unfinished uploads deleted");
  return { value: deleted, result: { deleted, months, heldFiles, staleChunks } };
});

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
