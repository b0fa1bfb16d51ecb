import { and, asc, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { StagedAttachment } from "~/admin/intake/lead-intake.server";
import {
  mailConfigured,
  sendAccountMail,
  sendVisitorMail,
  type VisitorMail,
} from "~/admin/intake/mailer.server";
import { addOutboxQueue, retryDelayMs } from "~/admin/intake/outbox.server";
import {
  claimJobRun,
  finishJobRun,
  monthsBefore,
  releaseJobRun,
} from "~/admin/leads/lead-follow-up.server";
import { enqueueApplicationReceived } from "~/admin/webhooks/webhook-queue.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { company } from "~/platform/content/company";
import { type Database, getDb } from "~/platform/database/db.server";
import {
  type applicationStatuses,
  type JobApplication,
  jobApplicationFiles,
  jobApplications,
  leadUploadChunks,
} from "~/platform/database/schema";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { defaultLang, isLang, type Lang, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { formatRetention } from "~/platform/settings/site-settings-fields";
import { brusselsDate } from "~/platform/text/brussels-time";

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
      for (const file of intake.staged.files) {
        await tx.execute(sql`
          insert into ${jobApplicationFiles} (application_id, file_name, type, size, content)
          select ${row.id}, ${file.fileName}, ${file.type}, ${file.size},
            coalesce(string_agg(${leadUploadChunks.content}, ''::bytea order by ${leadUploadChunks.seq}), ''::bytea)
          from ${leadUploadChunks}
          where ${leadUploadChunks.stageKey} = ${intake.staged.key}
            and ${leadUploadChunks.fileIndex} = ${file.fileIndex}`);
      }
      await tx.delete(leadUploadChunks).where(eq(leadUploadChunks.stageKey, intake.staged.key));
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

export type ApplicationFileItem = { id: number; fileName: string; type: string; size: number };

export function listApplicationFiles(
  db: Database,
  applicationId: number,
): Promise<ApplicationFileItem[]> {
  return db
    .select({
      id: jobApplicationFiles.id,
      fileName: jobApplicationFiles.fileName,
      type: jobApplicationFiles.type,
      size: jobApplicationFiles.size,
    })
    .from(jobApplicationFiles)
    .where(eq(jobApplicationFiles.applicationId, applicationId))
    .orderBy(asc(jobApplicationFiles.id));
}

/** One file with its bytes, only under the application it belongs to. */
export async function findApplicationFile(db: Database, applicationId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(jobApplicationFiles)
    .where(
      and(eq(jobApplicationFiles.applicationId, applicationId), eq(jobApplicationFiles.id, fileId)),
    );
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
export async function runApplicationRetention(
  db: Database,
  options: { now?: Date } = {},
): Promise<number | undefined> {
  const now = options.now ?? new Date();
  const day = brusselsDate(now);
  if (!(await claimJobRun(db, RETENTION_JOB, day, now))) return undefined;
  try {
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
    await finishJobRun(db, RETENTION_JOB, day, { deleted, months }, now);
    if (deleted > 0)
      log.info({ deleted, months }, "applications past the retention period deleted");
    return deleted;
  } catch (error) {
    await releaseJobRun(db, RETENTION_JOB, day).catch(() => {});
    throw error;
  }
}

const RETENTION_JOB = "applications_retention";

// The outbox: the same sender, lease and backoff as the requests, its own rows.

const SENDING_LEASE = "10 minutes";
const plain = (text: string) => text.replaceAll("\u2060", "");

/** Where the recruitment e-mails go: the settings' address, else the team's (MAIL_TO). */
async function recruitmentAddress(db: Database): Promise<string> {
  const chosen = (await readSiteSettings(db)).values["careers.recruitmentEmail"];
  return chosen || env().MAIL_TO;
}

/**
 * The e-mail to the recruitment address: what the applicant typed in the body (never in the
 * subject), the files as links to the back office, Reply-To the applicant.
 */
export function applicationEmail(
  application: JobApplication,
  files: ApplicationFileItem[],
  to: string,
  lang: StaffLang = defaultLang,
) {
  const t = messages(lang, "adminCareers").mail;
  const config = env();
  const link = (inside: `/${string}`) => `${config.PUBLIC_SITE_URL}${backOfficePath(inside, lang)}`;
  const applicantLang = isLang(application.language) ? application.language : defaultLang;
  const lines = [
    fill(plain(t.intro), { post: application.postTitle ?? plain(t.spontaneous) }),
    "",
    `${plain(t.name)}: ${application.name}`,
    `${plain(t.email)}: ${application.email}`,
    `${plain(t.phone)}: ${application.phone ?? "-"}`,
    `${plain(t.language)}: ${applicantLang.toUpperCase()}`,
    "",
    `${plain(t.message)}:`,
    application.message,
    "",
    ...(files.length
      ? [
          `${plain(t.files)}:`,
          ...files.map(
            (file) =>
              `- ${file.fileName} (${fileSizeText(file.size, lang)}): ${link(`/recruitment/${application.id}/files/${file.id}`)}`,
          ),
          "",
        ]
      : []),
    fill(plain(t.open), { link: link(`/recruitment/${application.id}`) }),
  ];
  return {
    to,
    replyTo: application.email,
    subject: fill(plain(t.subject), {
      id: application.id,
      post: application.postId === null ? plain(t.spontaneous) : `#${application.postId}`,
    }),
    messageId: `<application-${application.id}@${company.email.split("@")[1]}>`,
    text: lines.join("\n"),
  };
}

/** The acknowledgement in the applicant's language: our text, only the post's title filled in. */
export function applicationAcknowledgement(
  application: Pick<JobApplication, "id" | "email" | "language" | "postTitle">,
  retentionMonths: number,
  replyTo: string,
): VisitorMail {
  const lang: Lang = application.language === "en" ? "en" : "fr";
  const t = messages(lang, "careers").acknowledgement;
  const words = {
    company: company.name,
    post: application.postTitle ?? t.spontaneous,
    retention: formatRetention(retentionMonths, lang),
  };
  return {
    to: application.email,
    replyTo,
    subject: plain(fill(t.subject, words)),
    text: plain(fill(t.body, words)),
    messageId: `<application-ack-${application.id}@${company.email.split("@")[1]}>`,
  };
}

type Send = (mail: { to: string; subject: string; text: string }) => Promise<void>;
const sendTeam: Send = (mail) => sendAccountMail(mail);
const sendAck: (mail: VisitorMail) => Promise<void> = sendVisitorMail;

async function claim(db: Database, kind: "notification" | "ack") {
  const [row] =
    kind === "notification"
      ? await db
          .update(jobApplications)
          .set({
            notificationStatus: "sending",
            notifyAfter: sql`now() + interval '${sql.raw(SENDING_LEASE)}'`,
          })
          .where(
            eq(
              jobApplications.id,
              sql`(select id from job_applications
                   where notification_status in ('pending', 'sending') and notify_after <= now()
                     and triage <> 'held'
                   order by id limit 1 for update skip locked)`,
            ),
          )
          .returning()
      : await db
          .update(jobApplications)
          .set({
            ackStatus: "sending",
            ackAfter: sql`now() + interval '${sql.raw(SENDING_LEASE)}'`,
          })
          .where(
            eq(
              jobApplications.id,
              sql`(select id from job_applications
                   where ack_status in ('pending', 'sending') and ack_after <= now()
                     and triage <> 'held'
                   order by id limit 1 for update skip locked)`,
            ),
          )
          .returning();
  return row;
}

/** One failed attempt: retried with the outbox's backoff, given up after OUTBOX_MAX_ATTEMPTS. */
async function failed(
  db: Database,
  application: JobApplication,
  kind: "notification" | "ack",
  error: unknown,
): Promise<void> {
  const message = String((error as Error).message).slice(0, 500);
  const attempts =
    (kind === "notification" ? application.notificationAttempts : application.ackAttempts) + 1;
  const given = attempts >= env().OUTBOX_MAX_ATTEMPTS;
  log.warn({ applicationId: application.id, kind, attempts, error: message }, "e-mail failed");
  const retryAt = new Date(Date.now() + retryDelayMs(attempts));
  await db
    .update(jobApplications)
    .set(
      kind === "notification"
        ? {
            notificationStatus: given ? "failed" : "pending",
            notificationAttempts: attempts,
            notifyAfter: retryAt,
            lastNotificationError: message,
          }
        : { ackStatus: given ? "failed" : "pending", ackAttempts: attempts, ackAfter: retryAt },
    )
    .where(eq(jobApplications.id, application.id));
}

/**
 * The applications' e-mails, run by the outbox after the requests' (registered below): each due
 * notification to the recruitment address, then each acknowledgement. False when the mail server
 * refused one (the outbox stops for this round).
 */
export async function drainApplications(db: Database, stop: () => boolean): Promise<boolean> {
  let settings: Awaited<ReturnType<typeof readSiteSettings>> | undefined;
  while (!stop()) {
    const application = await claim(db, "notification");
    if (!application) break;
    settings ??= await readSiteSettings(db);
    const files = await listApplicationFiles(db, application.id);
    const to = await recruitmentAddress(db);
    try {
      await sendTeam(
        applicationEmail(application, files, to, settings.values["leads.mailLanguage"]),
      );
    } catch (error) {
      await failed(db, application, "notification", error);
      return false;
    }
    await db
      .update(jobApplications)
      .set({
        notificationStatus: "sent",
        notificationAttempts: application.notificationAttempts + 1,
        notifiedAt: new Date(),
        lastNotificationError: null,
      })
      .where(eq(jobApplications.id, application.id));
  }
  while (!stop()) {
    const application = await claim(db, "ack");
    if (!application) break;
    settings ??= await readSiteSettings(db);
    const mail = applicationAcknowledgement(
      application,
      Number(settings.values["careers.retentionMonths"]),
      (await recruitmentAddress(db)) || settings.values.email,
    );
    try {
      await sendAck(mail);
    } catch (error) {
      await failed(db, application, "ack", error);
      return false;
    }
    await db
      .update(jobApplications)
      .set({ ackStatus: "sent", ackAttempts: application.ackAttempts + 1, ackSentAt: new Date() })
      .where(eq(jobApplications.id, application.id));
  }
  return true;
}

/**
 * Puts the applications' e-mails in the outbox's rounds, beside the requests' (called at start,
 * before the outbox runs); without an SMTP server they wait, stored.
 */
export function registerApplicationOutbox(): void {
  addOutboxQueue(applicationQueue);
}

async function applicationQueue(stop: () => boolean): Promise<undefined> {
  if (!mailConfigured()) return undefined;
  await drainApplications(await getDb(), stop);
  return undefined;
}

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
