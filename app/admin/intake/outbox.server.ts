import { eq, sql } from "drizzle-orm";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { type Lead, leads } from "~/platform/database/schema";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { countEmail } from "../../platform/http/metrics.server";
import { acknowledge } from "./acknowledgement.server";
import {
  mailConfigured,
  type SendMail,
  type SendVisitorMail,
  sendContactEmail,
  sendVisitorMail,
} from "./mailer.server";

const log = componentLogger("outbox");

/** A row left in "sending" by a crash is retried after this lease. */
const SENDING_LEASE = "10 minutes";

/** Where a claimed row's lease ends: past it, another sender takes the row (after a crash). */
export const leaseEnd = () => sql`now() + interval '${sql.raw(SENDING_LEASE)}'`;

/**
 * The id of the next due row of an outbox table, locked for this sender alone (FOR UPDATE SKIP
 * LOCKED): its `status` column pending (or sending past its lease), due by the time `due`, and
 * unless `withHeld`, not held for a check.
 */
export const nextDue = (table: string, status: string, due: string, withHeld = false) =>
  sql.raw(`(select id from ${table}
    where ${status} in ('pending', 'sending') and ${due} <= now()${withHeld ? "" : " and triage <> 'held'"}
    order by id limit 1 for update skip locked)`);

/** A notification that left: its row's columns, the same in every outbox table. */
export const notificationSent = (attemptsBefore: number) => ({
  notificationStatus: "sent" as const,
  notificationAttempts: attemptsBefore + 1,
  notifiedAt: new Date(),
  lastNotificationError: null,
});

/** Retry delays: 5 s, 10 s, 20 s... capped at 2 min by default, so a recovered mail server is used quickly. */
export function retryDelayMs(attempts: number): number {
  const { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } = env();
  return Math.min(OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

let timer: ReturnType<typeof setTimeout> | undefined;
let draining: Promise<void> | undefined;
let again = false;
let started = false;
/** Set by stopOutbox: the drain finishes the row in hand and claims no other. */
let stopping = false;
let send: SendMail = sendContactEmail;
let sendAck: SendVisitorMail = sendVisitorMail;

/**
 * Another queue drained beside the e-mails (the webhooks): it answers in how many milliseconds
 * its next message falls due, if sooner than the next poll. Its failures never hold the e-mails.
 */
export type OutboxQueue = (stop: () => boolean) => Promise<number | undefined>;
const queues = new Set<OutboxQueue>();
let nextDueMs: number | undefined;

export function addOutboxQueue(queue: OutboxQueue): void {
  queues.add(queue);
}

/** Whether e-mails can leave: an SMTP server is set, or a test gave its own senders. */
const mailActive = () =>
  mailConfigured() || send !== sendContactEmail || sendAck !== sendVisitorMail;

/**
 * Starts the background sender of the e-mails to the company and of the acknowledgements to the
 * visitors; without SMTP settings, requests are only stored.
 */
export function startOutbox(options: { sender?: SendMail; ackSender?: SendVisitorMail } = {}) {
  if (options.sender) send = options.sender;
  if (options.ackSender) sendAck = options.ackSender;
  if (started) return;
  started = true;
  stopping = false;
  if (!options.sender && !options.ackSender && !mailConfigured()) {
    log.warn(
      "SMTP_HOST is not set: contact requests are stored in the database, e-mail notifications are off.",
    );
    if (queues.size === 0) return;
  }
  schedule(0);
}

export async function stopOutbox() {
  started = false;
  stopping = true;
  if (timer) clearTimeout(timer);
  timer = undefined;
  await draining;
}

/** Called after a request is committed: send it now rather than at the next poll. */
export function kickOutbox() {
  if (started && (mailActive() || queues.size > 0)) schedule(0);
}

function schedule(delay: number) {
  if (!started) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void drain(), delay);
  timer.unref?.();
}

function drain(): Promise<void> {
  if (draining) {
    again = true;
    return draining;
  }
  draining = drainRows(() => stopping)
    .catch((error: unknown) => log.error({ error: describeDbError(error) }, "database unavailable"))
    .finally(() => {
      draining = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else {
        schedule(Math.min(env().OUTBOX_POLL_MS, nextDueMs ?? Number.POSITIVE_INFINITY));
      }
    });
  return draining;
}

/**
 * Sends every due notification, one claimed row at a time; stops at the first SMTP failure, and
 * between two rows when the server shuts down.
 */
export function drainOnce(): Promise<void> {
  return drainRows(() => false);
}

async function drainRows(stop: () => boolean): Promise<void> {
  const mail = async () => {
    // The mail server refusing the team's e-mail would refuse the acknowledgements too.
    if (mailActive() && (await drainNotifications(stop))) await drainAcknowledgements(stop);
  };
  const others = [...queues].map((queue) =>
    queue(stop).catch((error: unknown) => {
      log.error({ error: describeDbError(error) }, "outbox queue failed");
      return undefined;
    }),
  );
  const [, ...due] = await Promise.all([mail(), ...others]);
  const soonest = due.filter((ms): ms is number => ms !== undefined);
  nextDueMs = soonest.length > 0 ? Math.max(0, Math.min(...soonest)) : undefined;
}

/** The e-mails to the company; false when the mail server refused one. */
async function drainNotifications(stop: () => boolean): Promise<boolean> {
  const db = await getDb();
  while (!stop()) {
    const [contact] = await db
      .update(leads)
      .set({ notificationStatus: "sending", notifyAfter: leaseEnd() })
      .where(eq(leads.id, nextDue("leads", "notification_status", "notify_after")))
      .returning();
    if (!contact) return true;
    const sent = await trySend(contact);
    if (!sent) return false;
  }
  return true;
}

/** The acknowledgements to the visitors, one claimed row at a time, as the notifications are. */
async function drainAcknowledgements(stop: () => boolean): Promise<void> {
  if (sendAck === sendVisitorMail && !mailConfigured()) return;
  const db = await getDb();
  while (!stop()) {
    const [lead] = await db
      .update(leads)
      .set({ ackStatus: "sending", ackAfter: leaseEnd() })
      .where(eq(leads.id, nextDue("leads", "ack_status", "coalesce(ack_after, created_at)", true)))
      .returning();
    if (!lead) return;
    const outcome = await acknowledge(db, lead, sendAck, retryDelayMs);
    if (outcome === "sent") countEmail("sent");
    if (outcome === "retry" || outcome === "failed") {
      countEmail("failed");
      return;
    }
  }
}

async function trySend(contact: Lead): Promise<boolean> {
  const db = await getDb();
  try {
    await send(contact);
  } catch (error) {
    countEmail("failed");
    const attempts = contact.notificationAttempts + 1;
    const message = String((error as Error).message).slice(0, 500);
    if (attempts >= env().OUTBOX_MAX_ATTEMPTS) {
      log.error(
        { contactId: contact.id, attempts, error: message },
        "e-mail failed too often: given up (the request stays stored)",
      );
      await db
        .update(leads)
        .set({
          notificationStatus: "failed",
          notificationAttempts: attempts,
          lastNotificationError: message,
        })
        .where(eq(leads.id, contact.id));
      return false;
    }
    const delay = retryDelayMs(attempts);
    log.warn(
      { contactId: contact.id, attempts, retryInSeconds: delay / 1000, error: message },
      "e-mail failed: will retry",
    );
    await db
      .update(leads)
      .set({
        notificationStatus: "pending",
        notificationAttempts: attempts,
        notifyAfter: new Date(Date.now() + delay),
        lastNotificationError: message,
      })
      .where(eq(leads.id, contact.id));
    return false;
  }
  countEmail("sent");
  await db
    .update(leads)
    .set(notificationSent(contact.notificationAttempts))
    .where(eq(leads.id, contact.id));
  // The mail server answers again: what was waiting for a retry can go now.
  await db
    .update(leads)
    .set({ notifyAfter: new Date() })
    .where(sql`${leads.notificationStatus} = 'pending' and ${leads.notifyAfter} > now()`);
  return true;
}
