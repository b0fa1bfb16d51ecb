import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";
import { type Lead, leads } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { defaultLang, isLang, type Lang } from "~/platform/i18n/lang";
import { formatOpeningHours } from "~/platform/i18n/opening-hours";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { type SettingsValues, siteSettingsView } from "~/platform/settings/site-settings-fields";
import { createLimiter, takePoint } from "../../platform/http/rate-limit.server";
import type { SendVisitorMail, VisitorMail } from "./mailer.server";

/**
 * The acknowledgement e-mailed to a visitor once the request is stored. Nothing the
 * visitor typed goes into it, not even the name: the only visitor input it carries is the address
 * it goes to, so the form cannot be used to deliver a text of someone's choosing to a third party.
 * At most one an hour per address (a form filled with someone else's address many times sends one
 * mail an hour, not one a request), never for a request held as doubtful, and not at all once a day
 * late (a mail server down for days: "we have received your request" would arrive after our answer).
 */

const log = componentLogger("outbox");

export const ACK_WINDOW_SECONDS = 3600;
export const ACK_TOO_LATE_MS = 24 * 3_600_000;

/** The e-mail for one request, in its language, from the settings' text. */
export function acknowledgementEmail(
  lead: Pick<Lead, "id" | "email" | "language">,
  values: SettingsValues,
): VisitorMail {
  const lang: Lang = isLang(lead.language) ? lead.language : defaultLang;
  const site = siteSettingsView(values, 0);
  const words = {
    company: company.name,
    reference: String(lead.id),
    hours: formatOpeningHours(site.hours, lang, { inSentence: true }),
    phone: site.phone,
    email: site.email,
  };
  // The settings name their fields by language: "ack.subjectFr", "ack.subjectNl".
  const suffix = (lang.charAt(0).toUpperCase() + lang.slice(1)) as "Fr" | "En" | "Nl";
  return {
    to: lead.email,
    replyTo: site.email,
    subject: fill(values[`ack.subject${suffix}`], words),
    text: fill(values[`ack.body${suffix}`], words),
    messageId: `<ack-${lead.id}@${company.email.split("@")[1]}>`,
  };
}

let limiter: Promise<RateLimiterAbstract> | undefined;
/** Tests change the database through the environment. */
export function resetAcknowledgementLimiter(): void {
  limiter = undefined;
}
function ackLimiter(): Promise<RateLimiterAbstract> {
  limiter ??= createLimiter({
    keyPrefix: "ack",
    points: 1,
    durationSeconds: ACK_WINDOW_SECONDS,
  }).catch((error: unknown) => {
    limiter = undefined;
    throw error;
  });
  return limiter;
}

/** The limiter's key: the address hashed, so the counters' table holds no address. */
const addressKey = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

export type AckOutcome = "sent" | "skipped" | "retry" | "failed";

/**
 * Handles one claimed acknowledgement and records the outcome on the request; "retry" and
 * "failed" mean the mail server refused (the outbox stops for this round).
 */
export async function acknowledge(
  db: Database,
  lead: Lead,
  send: SendVisitorMail,
  retryDelayMs: (attempts: number) => number,
): Promise<AckOutcome> {
  const finish = (set: Partial<typeof leads.$inferInsert>) =>
    db.update(leads).set(set).where(eq(leads.id, lead.id));
  if (lead.triage === "held" || Date.now() - lead.createdAt.getTime() > ACK_TOO_LATE_MS) {
    await finish({ ackStatus: "skipped" });
    return "skipped";
  }
  const rate = await ackLimiter();
  const key = addressKey(lead.email);
  if ((await takePoint(rate, key)) !== undefined) {
    log.info({ contactId: lead.id }, "acknowledgement skipped: one already sent to this address");
    await finish({ ackStatus: "skipped" });
    return "skipped";
  }
  const { values } = await readSiteSettings(db);
  try {
    await send(acknowledgementEmail(lead, values));
  } catch (error) {
    // Not sent: the address may have its acknowledgement at the next try.
    await rate.reward(key, 1).catch(() => {});
    const attempts = lead.ackAttempts + 1;
    const message = String((error as Error).message).slice(0, 300);
    if (attempts >= env().OUTBOX_MAX_ATTEMPTS) {
      log.error({ contactId: lead.id, attempts, error: message }, "acknowledgement given up");
      await finish({ ackStatus: "failed", ackAttempts: attempts });
      return "failed";
    }
    log.warn(
      { contactId: lead.id, attempts, error: message },
      "acknowledgement failed: will retry",
    );
    await finish({
      ackStatus: "pending",
      ackAttempts: attempts,
      ackAfter: new Date(Date.now() + retryDelayMs(attempts)),
    });
    return "retry";
  }
  await finish({ ackStatus: "sent", ackAttempts: lead.ackAttempts + 1, ackSentAt: new Date() });
  return "sent";
}
