import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { kickOutbox } from "~/admin/intake/outbox.server";
import { env } from "~/platform/runtime/env.server";
import { contactSchema } from "~/site/contact/contact-schema";
import { clientKey } from "../../platform/http/client-key.server";
import { createLimiter, takePoint } from "../../platform/http/rate-limit.server";

/**
 * What a contact request with files must pass before its first file byte is read: its text
 * fields (the form sends them first), a free upload slot on this instance, and the rate limit.
 * So a request that would be refused costs neither memory nor a read of its files, and a request
 * whose files are refused later still counts against the limit.
 */

let limiter: Promise<RateLimiterAbstract> | undefined;

/** The per-client limit on stored requests (points taken here for uploads, else at storage). */
export function contactLimiter(): Promise<RateLimiterAbstract> {
  limiter ??= createLimiter({
    keyPrefix: "contact",
    points: env().CONTACT_RATE_LIMIT,
    durationSeconds: env().CONTACT_RATE_WINDOW_MINUTES * 60,
  }).catch((error: unknown) => {
    limiter = undefined;
    throw error;
  });
  return limiter;
}

/**
 * Stores a request (a lead, an application) under that limit: its point is taken now, unless its
 * upload took it already, atomically so that several instances cannot overrun the limit, and
 * given back if storing fails, so that only stored requests count. The outbox is woken for a
 * request not held as doubtful. Answers the stored row's id, or the seconds to wait.
 */
export async function storeCounted(
  clientIp: string | undefined,
  { pointTaken, held }: { pointTaken: boolean; held: boolean },
  store: () => Promise<number>,
): Promise<{ id: number } | { retryAfter: number }> {
  const client = clientKey(clientIp);
  const limiter = await contactLimiter();
  if (!pointTaken) {
    const retryAfter = await takePoint(limiter, client);
    if (retryAfter !== undefined) return { retryAfter };
  }
  let id: number;
  try {
    id = await store();
  } catch (error) {
    await limiter.reward(client, 1).catch(() => {});
    throw error;
  }
  if (!held) kickOutbox();
  return { id };
}

/** Tests change the limit and the database through the environment. */
export function resetContactLimiter(): void {
  limiter = undefined;
}

/** How long a visitor is asked to wait when every upload slot is taken. */
export const BUSY_RETRY_SECONDS = 30;

let inFlight = 0;

/** Uploads being read by this instance now (tests and the metrics read it). */
export function uploadsInFlight(): number {
  return inFlight;
}

/** Takes an upload slot: the function giving it back (once), or undefined when all are taken. */
export function takeUploadSlot(): (() => void) | undefined {
  if (inFlight >= env().CONTACT_UPLOADS_IN_FLIGHT) return undefined;
  inFlight += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    inFlight -= 1;
  };
}

export type Admission =
  | { ok: true; client: string; release: () => void }
  | { ok: false; refusal: "fields" }
  | { ok: false; refusal: "busy" | "rateLimited"; retryAfter: number }
  | { ok: false; refusal: "unavailable"; error: unknown };

/**
 * Lets a request's files be read, or says why not. The slot is taken before the point, so a
 * visitor told to come back later has not spent one of their requests.
 */
export async function admitUpload(
  fields: Record<string, string>,
  clientIp: string | undefined,
  fieldsValid: (fields: Record<string, string>) => boolean = (value) =>
    contactSchema.safeParse(value).success,
): Promise<Admission> {
  if (!fieldsValid(fields)) return { ok: false, refusal: "fields" };
  const release = takeUploadSlot();
  if (!release) return { ok: false, refusal: "busy", retryAfter: BUSY_RETRY_SECONDS };
  const client = clientKey(clientIp);
  try {
    const retryAfter = await takePoint(await contactLimiter(), client);
    if (retryAfter !== undefined) {
      release();
      return { ok: false, refusal: "rateLimited", retryAfter };
    }
  } catch (error) {
    release();
    return { ok: false, refusal: "unavailable", error };
  }
  return { ok: true, client, release };
}
