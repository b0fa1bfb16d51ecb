import { desc, eq, lt, ne, sql } from "drizzle-orm";
import { type StagedAttachment, storeStaged } from "~/admin/intake/stored-files.server";
import { dailyJob, monthsBefore } from "~/admin/leads/lead-follow-up.server";
import { enqueueApplicationReceived } from "~/admin/webhooks/webhook-queue.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { type applicationStatuses, jobApplications } from "~/platform/database/schema";
import type { Lang } from "~/platform/i18n/lang";
import { componentLogger } from "~/platform/runtime/logger.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";

// Reading a stored application's files, and its e-mails, have their own modules.
export {
  type ApplicationFileItem,
  findApplicationFile,
  listApplicationFiles,
} from "./application-files.server";
export { registerApplicationOutbox } from "./application-outbox.server";

const log = componentLogger("careers");

export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What the server adds to what the applicant typed: the post, the triage, the files. */
export interface ApplicationIntake {
  postId: number | null;
  postTitle: string | null;
  triage: { held: boolean; score: number; reasons: string[] };
  /** Files streamed into lead_upload_chunks under this key while the application arrived. */
  staged?: { key: string; files: StagedAttachment[] };
}

export interface NewApplication {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Lang;
}

/** What a hook hears of a stored application: no personal data, the id to read it with. */
export interface StoredApplication {
  id: number;
  postId: number | null;
  held: boolean;
  files: number;
}

/**
 * Called once an application is committed, before the applicant is answered (a webhook, a
 * counter). A hook's failure is logged and never loses the application.
 */
export const onApplicationStored: ((application: StoredApplication) => void | Promise<void>)[] = [];

async function runHooks(application: StoredApplication): Promise<void> {
  for (const hook of onApplicationStored) {
    try {
      await hook(application);
    } catch (error) {
      log.error({ applicationId: application.id, error: String(error) }, "application hook failed");
    }
  }
}

/**
 * Stores an application and its files in one transaction (the files joined from their staged
 * chunks inside the database); the returned id means it is committed. Its e-mail to the
 * recruitment address and the acknowledgement leave from the outbox.
 */
export async function createApplication(
  db: Database,
  values: NewApplication,
  intake: ApplicationIntake,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        ...values,
        postId: intake.postId,
        postTitle: intake.postTitle,
        consentAt: new Date(),
        triage: intake.triage.held ? "held" : "clear",
        spamScore: intake.triage.score,
        spamReasons: intake.triage.reasons,
        // A held application is neither e-mailed nor acknowledged until someone releases it.
        ackStatus: intake.triage.held ? "skipped" : "pending",
      })
      .returning({ id: jobApplications.id });
    if (!row) throw new Error("Insert returned no row");
    if (intake.staged) {
      await storeStaged(tx, "application", row.id, intake.staged.key, intake.staged.files);
    }
    // The "application received" webhook, committed with the application (not for a held one).
    if (!intake.triage.held) {
      await enqueueApplicationReceived(tx, {
        id: row.id,
        data: {
          name: values.name,
          email: values.email,
          phone: values.phone,
          language: values.language,
          position: intake.postTitle,
          postId: intake.postId,
          files: intake.staged?.files.length ?? 0,
        },
      });
    }
    return row.id;
  });
  await runHooks({
    id,
    postId: intake.postId,
    held: intake.triage.held,
    files: intake.staged?.files.length ?? 0,
  });
  return id;
}

export async function findApplication(db: Database, id: number) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

/** The applications, newest first, optionally of one status. */
export function listApplications(db: Database, status?: ApplicationStatus, limit = 200) {
  return db
    .select({
      id: jobApplications.id,
      createdAt: jobApplications.createdAt,
      name: jobApplications.name,
      email: jobApplications.email,
      postTitle: jobApplications.postTitle,
      status: jobApplications.status,
      triage: jobApplications.triage,
      language: jobApplications.language,
    })
    .from(jobApplications)
    .where(status ? eq(jobApplications.status, status) : undefined)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit);
}

/** Saves the status and the note; a held application marked otherwise than spam is released. */
export async function updateApplication(
  db: Database,
  id: number,
  change: { status: ApplicationStatus; note: string },
): Promise<boolean> {
  const rows = await db
    .update(jobApplications)
    .set({
      status: change.status,
      note: change.note,
      updatedAt: new Date(),
      ...(change.status === "spam"
        ? {}
        : {
            triage: sql`case when ${jobApplications.triage} = 'held' then 'released' else ${jobApplications.triage} end`,
          }),
    })
    .where(eq(jobApplications.id, id))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

/** Erasure on request: every application from this address, with its files. */
export async function eraseApplicationsOf(db: Database, email: string): Promise<number> {
  const rows = await db
    .delete(jobApplications)
    .where(sql`lower(${jobApplications.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: jobApplications.id });
  return rows.length;
}

export async function deleteApplication(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobApplications)
    .where(eq(jobApplications.id, id))
    .returning({ id: jobApplications.id });
  return rows.length > 0;
}

/** The months an application is kept after its last change (the privacy policy says it). */
export async function applicationRetentionMonths(db: Database): Promise<number> {
  return Number((await readSiteSettings(db)).values["careers.retentionMonths"]);
}

/**
 * Deletes the applications unchanged for the retention period (the settings', 6 months by
 * default), with their files, once per Brussels day across instances; run by the daily purge of
 * the requests (app/admin/leads/lead-watch.server.ts), in the activity log with its count.
 * Undefined when another instance (or an earlier call) ran today.
 */
export const runApplicationRetention = dailyJob("applications_retention", async (db, now) => {
  const months = await applicationRetentionMonths(db);
  const rows = await db
    .delete(jobApplications)
    .where(lt(jobApplications.updatedAt, monthsBefore(now, months)))
    .returning({ id: jobApplications.id });
  const deleted = rows.length;
  await recordAudit(db, {
    actor: null,
    action: "applications_retention_run",
    target: `${deleted} application${deleted === 1 ? "" : "s"} deleted (unchanged for ${months} months)`,
  });
  if (deleted > 0) log.info({ deleted, months }, "applications past the retention period deleted");
  return { value: deleted, result: { deleted, months } };
});

/** The recruitment area's figures: what waits for someone. */
export async function applicationCounts(db: Database) {
  const [row] = await db
    .select({
      fresh: sql<number>`count(*) filter (where ${jobApplications.status} = 'new')`,
    })
    .from(jobApplications)
    .where(ne(jobApplications.status, "spam"));
  return { fresh: Number(row?.fresh ?? 0) };
}
