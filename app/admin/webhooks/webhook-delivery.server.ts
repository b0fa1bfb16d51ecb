import { and, eq, isNull, sql } from "drizzle-orm";
import { alertRecipients } from "~/admin/leads/lead-follow-up.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookDeliveries,
  webhookEndpoints,
} from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { mailConfigured, type SendAccountMail, sendAccountMail } from "../intake/mailer.server";
import { type CallOutcome, callEndpoint } from "./webhook-call.server";
import { endpointSecret } from "./webhook-endpoints.server";
import { queueLeadEvents } from "./webhook-queue.server";
import { signedHeaders } from "./webhook-signing.server";

const log = componentLogger("webhooks");

/** Messages sent at once per pass, each to its own endpoint's pace. */
const PARALLEL = 8;
/** A message left "sending" by a stopped instance is tried again after this (calls last 10 s). */
const SENDING_LEASE = "2 minutes";

/**
 * Retry delays: every 5 s for the first half-minute (a receiver restarting is caught at once),
 * then doubling up to 2 hours, for the 3 days a message is retried. A tenth of jitter past the
 * first ones, so that many messages to one receiver do not all come back at the same second.
 */
export function webhookRetryDelayMs(attempts: number, random = Math.random): number {
  if (attempts <= 6) return 5_000;
  const delay = Math.min(2 * 3_600_000, 5_000 * 2 ** (attempts - 6));
  return Math.round(delay * (1 + random() / 10));
}

let mailer: SendAccountMail = sendAccountMail;

/** Tests give their own mailer for the administrators' alerts. */
export function useWebhookAlertMailer(send: SendAccountMail): void {
  mailer = send;
}

type Claimed = { delivery: WebhookDelivery; endpoint: WebhookEndpoint };

async function claim(db: Database): Promise<Claimed[]> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "sending", nextAttemptAt: sql`now() + interval '${sql.raw(SENDING_LEASE)}'` })
    .where(
      sql`${webhookDeliveries.id} in (
        select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.status in ('pending', 'sending') and d.next_attempt_at <= now() and e.enabled
        order by d.next_attempt_at limit ${PARALLEL} for update of d skip locked)`,
    )
    .returning();
  const claimed: Claimed[] = [];
  for (const delivery of rows) {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    if (endpoint) claimed.push({ delivery, endpoint });
  }
  return claimed;
}

/**
 * One pass of the outbox for the webhooks: what happened to the requests becomes messages, then
 * every due message is sent. Answers in how many milliseconds the next one falls due.
 */
export async function drainWebhooks(stop: () => boolean): Promise<number | undefined> {
  const db = await getDb();
  await queueLeadEvents(db);
  while (!stop()) {
    const claimed = await claim(db);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((one) => deliver(db, one)));
  }
  await markLongFailing(db);
  await dropOldMessages(db);
  const [next] = await db
    .select({
      ms: sql<
        number | null
      >`extract(epoch from min(${webhookDeliveries.nextAttemptAt}) - now()) * 1000`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      sql`${webhookDeliveries.status} in ('pending', 'sending') and ${webhookEndpoints.enabled}`,
    );
  return next?.ms == null ? undefined : Math.max(0, Number(next.ms));
}

async function deliver(db: Database, { delivery, endpoint }: Claimed): Promise<void> {
  const body = JSON.stringify(delivery.body);
  let outcome: CallOutcome;
  try {
    const headers = signedHeaders(endpointSecret(endpoint), delivery.id, body);
    outcome = await callEndpoint(endpoint.url, headers, body);
  } catch (error) {
    outcome = { kind: "failed", answer: String((error as Error).message).slice(0, 300) };
  }
  const attempts = delivery.attempts + 1;
  const now = new Date();
  if (outcome.kind === "ok") {
    await db
      .update(webhookDeliveries)
      .set({
        status: "sent",
        attempts,
        sentAt: now,
        lastAttemptAt: now,
        lastAnswer: `HTTP ${outcome.status}`,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await db
      .update(webhookEndpoints)
      .set({ lastSuccessAt: now, failingSince: null, failingMarkedAt: null, failingToldAt: null })
      .where(eq(webhookEndpoints.id, endpoint.id));
    // The receiver answers again: what waited for a retry goes now.
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        sql`${webhookDeliveries.endpointId} = ${endpoint.id} and ${webhookDeliveries.status} = 'pending'
            and ${webhookDeliveries.nextAttemptAt} > now()`,
      );
    return;
  }
  if (outcome.kind === "gone") {
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", attempts, lastAttemptAt: now, lastAnswer: "HTTP 410 Gone" })
      .where(eq(webhookDeliveries.id, delivery.id));
    const turnedOff = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "gone" })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (turnedOff.length > 0) {
      log.warn({ endpoint: endpoint.url }, "webhook endpoint answered 410 Gone: turned off");
      await recordAudit(db, { actor: null, action: "webhook_endpoint_gone", target: endpoint.url });
      await tellAdministrators(db, "gone", endpoint.url);
    }
    return;
  }
  const giveUp = now.getTime() >= delivery.retryUntil.getTime();
  await db
    .update(webhookDeliveries)
    .set({
      status: giveUp ? "failed" : "pending",
      attempts,
      lastAttemptAt: now,
      lastAnswer: outcome.answer,
      nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(attempts)),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
      ...(giveUp
        ? { failingMarkedAt: sql`coalesce(${webhookEndpoints.failingMarkedAt}, now())` }
        : {}),
    })
    .where(eq(webhookEndpoints.id, endpoint.id));
  log.warn(
    { endpoint: endpoint.url, messageId: delivery.id, attempts, answer: outcome.answer },
    giveUp ? "webhook failed for 3 days: given up" : "webhook failed: will retry",
  );
}

/** Days a sent or failed message not tied to a request is kept (a request's go with it). */
export const KEPT_DAYS = 30;

/**
 * Messages about an application or a test hold personal data that no request's retention or
 * erasure removes: dropped once done and a month old.
 */
async function dropOldMessages(db: Database): Promise<void> {
  await db.delete(webhookDeliveries).where(
    sql`${webhookDeliveries.leadId} is null and ${webhookDeliveries.status} in ('sent', 'failed')
          and ${webhookDeliveries.createdAt} < now() - make_interval(days => ${KEPT_DAYS})`,
  );
}

/**
 * An endpoint failing for the whole retry window is marked failing (the System page lists it)
 * and the administrators are e-mailed, once per incident, by the instance that marks it.
 */
async function markLongFailing(db: Database): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingMarkedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        isNull(webhookEndpoints.failingMarkedAt),
        sql`${webhookEndpoints.failingSince} <= now() - interval '3 days'`,
      ),
    );
  const toTell = await db
    .update(webhookEndpoints)
    .set({ failingToldAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.failingMarkedAt} is not null`,
        isNull(webhookEndpoints.failingToldAt),
      ),
    )
    .returning({ url: webhookEndpoints.url });
  for (const endpoint of toTell) {
    await recordAudit(db, {
      actor: null,
      action: "webhook_endpoint_failing",
      target: endpoint.url,
    });
    await tellAdministrators(db, "failing", endpoint.url);
  }
}

async function tellAdministrators(db: Database, what: "gone" | "failing", url: string) {
  if (mailer === sendAccountMail && !mailConfigured()) return;
  for (const admin of await alertRecipients(db)) {
    const t = messages(admin.language === "en" ? "en" : "fr", "adminWebhooks").mail[what];
    try {
      await mailer({ to: admin.email, subject: t.subject, text: fill(t.text, { url }) });
    } catch (error) {
      log.error({ error: String(error) }, "webhook alert e-mail failed");
    }
  }
}
