import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { updateLeadWhere } from "~/admin/intake/lead-intake.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { brusselsDate } from "~/platform/text/brussels-time";
import type { Database } from "../../platform/database/db.server";
import { describeDbError } from "../../platform/database/db-errors.server";
import { rewriteTables } from "../../platform/database/rewrite-tables.server";
import { jobRuns, leads, users } from "../../platform/database/schema";

/**
 * What the back office and the watch know of a request's follow-up: first opened,
 * answered, reminded; whether the e-mails to the team are failing; the daily deletion of requests
 * past the retention period. Every claim here is one statement, so several instances never do the
 * same thing twice.
 */

const log = componentLogger("db");

/** The first time someone of the team opens the request; later openings change nothing. */
export async function markLeadOpened(db: Database, id: number, at = new Date()): Promise<void> {
  await db
    .update(leads)
    .set({ firstOpenedAt: at })
    .where(and(eq(leads.id, id), isNull(leads.firstOpenedAt)));
}

/**
 * The request is answered: status "answered", the time of the first answer kept (a second click
 * does not move it). False when the request no longer exists.
 */
export async function markLeadAnswered(db: Database, id: number, at = new Date()) {
  return updateLeadWhere(db, eq(leads.id, id), {
    status: "answered",
    answeredAt: sql`coalesce(${leads.answeredAt}, ${at.toISOString()}::timestamptz)`,
    firstOpenedAt: sql`coalesce(${leads.firstOpenedAt}, ${at.toISOString()}::timestamptz)`,
    updatedAt: at,
  });
}

/** A notification counts as failing from its first refused attempt until it leaves. */
const failingWhere = sql`${leads.notificationAttempts} > 0 and ${leads.notificationStatus} in ('pending', 'sending')`;

const INCIDENT_JOB = "notification_incident";
const ALERT_JOB = "notification_alert";
const OPEN = "open";

export interface NotificationHealth {
  /** Requests whose e-mail was given up. */
  failed: number;
  /** Requests whose e-mail was refused and is being tried again. */
  failing: number;
  /** Since when notifications have been failing, as the watch first saw it; null: they are not. */
  since: Date | null;
}

/** How the e-mails to the team stand, for the back office's banner. */
export async function notificationHealth(db: Database): Promise<NotificationHealth> {
  const [[counts], [incident]] = await Promise.all([
    db
      .select({
        failed: sql<number>`count(*) filter (where ${leads.notificationStatus} = 'failed')::int`,
        failing: sql<number>`count(*) filter (where ${failingWhere})::int`,
      })
      .from(leads),
    db
      .select({ since: jobRuns.startedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, INCIDENT_JOB), eq(jobRuns.runKey, OPEN))),
  ]);
  return {
    failed: counts?.failed ?? 0,
    failing: counts?.failing ?? 0,
    since: incident?.since ?? null,
  };
}

/**
 * Opens an incident when notifications start failing (or were given up) and closes it once none
 * is; returns when the open one began. One row per incident in job_runs: the first instance to see
 * the failure records its start, the others read it.
 */
export async function trackNotificationIncident(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(sql`${failingWhere} or ${leads.notificationStatus} = 'failed'`);
  if ((row?.count ?? 0) === 0) {
    await db
      .update(jobRuns)
      .set({ runKey: `closed ${now.toISOString()}`, finishedAt: now })
      .where(and(eq(jobRuns.job, INCIDENT_JOB), eq(jobRuns.runKey, OPEN)));
    return null;
  }
  await db
    .insert(jobRuns)
    .values({ job: INCIDENT_JOB, runKey: OPEN, startedAt: now })
    .onConflictDoNothing();
  const [open] = await db
    .select({ since: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, INCIDENT_JOB), eq(jobRuns.runKey, OPEN)));
  return open?.since ?? null;
}

/** Claims a run of a job (the alert of one incident, one day's retention): true for one caller. */
export async function claimJobRun(
  db: Database,
  job: string,
  runKey: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, runKey, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length > 0;
}

/** Gives a claimed run back (its work could not be done), so that the next attempt may claim it. */
export async function releaseJobRun(db: Database, job: string, runKey: string): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)));
}

export async function finishJobRun(
  db: Database,
  job: string,
  runKey: string,
  result: unknown,
  at: Date,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: at, result })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runKey, runKey)));
}

/**
 * A job run once per Brussels day across instances: claimed, done, its result recorded; given
 * back when the work fails, so that the next attempt may run it. Undefined when another
 * instance (or an earlier call) ran it today.
 */
export async function runOncePerDay<T>(
  db: Database,
  job: string,
  now: Date,
  work: () => Promise<{ value: T; result: unknown }>,
): Promise<T | undefined> {
  const day = brusselsDate(now);
  if (!(await claimJobRun(db, job, day, now))) return undefined;
  try {
    const { value, result } = await work();
    await finishJobRun(db, job, day, result, now);
    return value;
  } catch (error) {
    await releaseJobRun(db, job, day).catch(() => {});
    throw error;
  }
}

/**
 * A job of the nightly round as a function of the database and, for tests, the time: run once
 * per Brussels day with `runOncePerDay`, undefined where it already ran today.
 */
export const dailyJob =
  <T>(job: string, work: (db: Database, now: Date) => Promise<{ value: T; result: unknown }>) =>
  (db: Database, options: { now?: Date } = {}): Promise<T | undefined> => {
    const now = options.now ?? new Date();
    return runOncePerDay(db, job, now, () => work(db, now));
  };

/** The alert of the incident that began at `since`: claimed once across instances. */
export const claimIncidentAlert = (db: Database, since: Date, now: Date) =>
  claimJobRun(db, ALERT_JOB, since.toISOString(), now);
export const releaseIncidentAlert = (db: Database, since: Date) =>
  releaseJobRun(db, ALERT_JOB, since.toISOString());

/** The administrators who can be e-mailed: role admin, an address, not disabled. */
export async function alertRecipients(db: Database) {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
  return rows.flatMap((row) => (row.email ? [{ email: row.email, language: row.language }] : []));
}

/** A request is reminded of only in its first days: older ones predate the reminders. */
const REMINDER_HORIZON_MS = 7 * 24 * 3_600_000;

/** New requests nobody opened, not held, not yet reminded of, received in the last days. */
export function unopenedLeads(db: Database, now: Date) {
  return db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        isNull(leads.firstOpenedAt),
        isNull(leads.remindedAt),
        ne(leads.triage, "held"),
        eq(leads.status, "new"),
        gt(leads.createdAt, new Date(now.getTime() - REMINDER_HORIZON_MS)),
      ),
    );
}

/** Claims the reminder of one request: true for one instance, and only while still unopened. */
export async function claimReminder(db: Database, id: number, now: Date): Promise<boolean> {
  return updateLeadWhere(
    db,
    and(
      eq(leads.id, id),
      isNull(leads.remindedAt),
      isNull(leads.firstOpenedAt),
      ne(leads.triage, "held"),
    ),
    { remindedAt: now },
  );
}

export async function releaseReminder(db: Database, id: number): Promise<void> {
  await db.update(leads).set({ remindedAt: null }).where(eq(leads.id, id));
}

/** The instant `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Deletes the requests unchanged since before `cutoff`, their attachments with them (foreign key
 * ON DELETE CASCADE); the table is then rewritten, as an erasure does, so the rows' bytes leave
 * the disk too (docs/decisions/015).
 */
export async function deleteLeadsUnchangedSince(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.updatedAt, cutoff))
    .returning({ id: leads.id });
  if (deleted.length > 0) {
    for (const { table, error } of await rewriteTables(db, ["leads", "lead_attachments"])) {
      // The rows are gone for the site; their bytes go at the next successful rewrite.
      log.warn({ table, error: describeDbError(error) }, "vacuum after the retention run failed");
    }
  }
  return deleted.length;
}
