import { RateLimiterRes } from "rate-limiter-flexible";
import { alertRecipients, claimJobRun, releaseJobRun } from "~/admin/leads/lead-follow-up.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { brusselsDate } from "~/platform/text/brussels-time";
import {
  mailConfigured,
  type SendAccountMail,
  sendAccountMail,
} from "../../admin/intake/mailer.server";
import { limiterSet } from "../../platform/http/rate-limit.server";

/**
 * The daily byte budget of anonymous files: per address (or IPv6 /64) and for everyone together,
 * counted in the database (the limits' table, every instance adding to the same counters) in
 * KiB, so a counter stays far from the column's integer bound. Bytes count as they arrive, files
 * later refused included: they were received all the same.
 */

const log = componentLogger("contact-files");
const DAY_SECONDS = 24 * 3600;
const KIB = 1024;

const budgets = limiterSet(() => ({
  client: {
    keyPrefix: "contact-files",
    points: env().CONTACT_FILES_DAILY_MB_PER_CLIENT * KIB,
    durationSeconds: DAY_SECONDS,
  },
  total: {
    keyPrefix: "contact-files-all",
    points: env().CONTACT_FILES_DAILY_MB_TOTAL * KIB,
    durationSeconds: DAY_SECONDS,
  },
}));

/** Tests change the budgets and the database through the environment. */
export const resetFileBudgets = budgets.reset;

export type BudgetReached = "client" | "total";

/** Spends `bytes` of the day's budgets: undefined while within both, else the one reached. */
export async function spendFileBudget(
  client: string,
  bytes: number,
): Promise<BudgetReached | undefined> {
  const points = Math.max(1, Math.ceil(bytes / KIB));
  const limiters = await budgets.get();
  // The address first: what its own budget refuses is not taken from everyone's.
  for (const [which, key] of [
    ["client", client],
    ["total", "all"],
  ] as const) {
    try {
      await limiters[which].consume(key, points);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return which;
      throw refusal;
    }
  }
  return undefined;
}

const ALERT_JOB = "contact-files-budget-alert";

/**
 * E-mails the administrators that a budget was reached, once per Brussels day across instances
 * (the day's run is claimed in job_runs, as the lead watch's alerts are). "sent" when this call
 * sent it.
 */
export async function alertFileBudget(
  db: Database,
  reached: BudgetReached,
  options: { now?: Date; send?: SendAccountMail } = {},
): Promise<"done" | "sent" | "unsent"> {
  const now = options.now ?? new Date();
  const day = brusselsDate(now);
  if (!(await claimJobRun(db, ALERT_JOB, day, now))) return "done";
  log.warn({ reached }, "daily budget of contact-form files reached: files refused until tomorrow");
  const send = options.send ?? (mailConfigured() ? sendAccountMail : undefined);
  const recipients = send ? await alertRecipients(db) : [];
  let sent = 0;
  for (const recipient of recipients) {
    const t = messages(recipient.language, "adminLeads").mails;
    try {
      await send?.({
        to: recipient.email,
        subject: t.budgetSubject,
        text: fill(t.budgetText, {
          which: reached === "client" ? t.budgetClient : t.budgetTotal,
          link: `${env().PUBLIC_SITE_URL}${backOfficePath("/leads", recipient.language)}`,
        }),
      });
      sent += 1;
    } catch (error) {
      log.warn({ error: String((error as Error).message).slice(0, 300) }, "alert not sent");
    }
  }
  if (recipients.length > 0 && sent === 0) {
    // Given back: the next request past the budget tries again.
    await releaseJobRun(db, ALERT_JOB, day);
    return "unsent";
  }
  await recordAudit(db, {
    actor: null,
    action: "upload_budget_alert_sent",
    target: `${sent} administrator${sent === 1 ? "" : "s"} (${reached})`,
  });
  return sent > 0 ? "sent" : "unsent";
}

/** The alert from a visitor's request: in the background, never delaying nor failing it. */
export function alertFileBudgetLater(reached: BudgetReached): void {
  void getDb()
    .then((db) => alertFileBudget(db, reached))
    .catch((error: unknown) =>
      log.error({ error: describeDbError(error) }, "file budget alert failed"),
    );
}
