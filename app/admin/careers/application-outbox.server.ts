import { eq } from "drizzle-orm";
import {
  mailConfigured,
  sendAccountMail,
  sendVisitorMail,
  type VisitorMail,
} from "~/admin/intake/mailer.server";
import {
  addOutboxQueue,
  leaseEnd,
  nextDue,
  notificationSent,
  retryDelayMs,
} from "~/admin/intake/outbox.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { type JobApplication, jobApplications } from "~/platform/database/schema";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { listApplicationFiles } from "./application-files.server";
import {
  applicationAcknowledgement,
  applicationEmail,
  recruitmentAddress,
} from "./application-mail.server";

// The applications' outbox: the same sender, lease and backoff as the requests', its own rows.

const log = componentLogger("careers");
const TABLE = "job_applications";

type Send = (mail: { to: string; subject: string; text: string }) => Promise<void>;
const sendTeam: Send = (mail) => sendAccountMail(mail);
const sendAck: (mail: VisitorMail) => Promise<void> = sendVisitorMail;

async function claim(db: Database, kind: "notification" | "ack") {
  const [row] =
    kind === "notification"
      ? await db
          .update(jobApplications)
          .set({ notificationStatus: "sending", notifyAfter: leaseEnd() })
          .where(eq(jobApplications.id, nextDue(TABLE, "notification_status", "notify_after")))
          .returning()
      : await db
          .update(jobApplications)
          .set({ ackStatus: "sending", ackAfter: leaseEnd() })
          .where(eq(jobApplications.id, nextDue(TABLE, "ack_status", "ack_after")))
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
      .set(notificationSent(application.notificationAttempts))
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
