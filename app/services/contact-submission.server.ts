import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { HONEYPOT_FIELD } from "~/data/contact-limits";
import { type ContactFieldErrors, contactFieldErrors, contactSchema } from "~/data/contact-schema";
import { getDb } from "~/data/db.server";
import { isDataError } from "~/data/db-errors.server";
import { createLead } from "~/data/leads.server";
import { env } from "~/runtime/env.server";
import { clientKey } from "./client-key.server";
import { countContactRequest } from "./metrics.server";
import { kickOutbox } from "./outbox.server";
import { createLimiter, takePoint } from "./rate-limit.server";

export type SubmissionResult =
  | { status: "created"; id: number }
  | { status: "invalid"; fields: ContactFieldErrors }
  | { status: "spam" }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "unstorable" }
  | { status: "unavailable"; error: unknown };

/** The HTTP status of each outcome, the same for the JSON API and the form's page. */
export const submissionStatus = {
  created: 201,
  invalid: 400,
  spam: 400,
  rate_limited: 429,
  unstorable: 400,
  unavailable: 503,
} as const satisfies Record<SubmissionResult["status"], number>;

let limiter: Promise<RateLimiterAbstract> | undefined;

/** Tests change the limit and the database through the environment. */
export function resetContactRateLimiter(): void {
  limiter = undefined;
}
function contactLimiter(): Promise<RateLimiterAbstract> {
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
 * One path for the API and the no-JavaScript form: validate, store, and only then report success.
 * The e-mail to the company leaves later, from the outbox.
 */
export async function submitContact(
  input: unknown,
  clientIp: string | undefined,
): Promise<SubmissionResult> {
  const result = await validateAndStore(input, clientIp);
  countContactRequest(result.status === "created" ? "stored" : result.status);
  return result;
}

async function validateAndStore(
  input: unknown,
  clientIp: string | undefined,
): Promise<SubmissionResult> {
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const honeypot = record[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "spam" };

  const parsed = contactSchema.safeParse(input ?? {});
  if (!parsed.success) return { status: "invalid", fields: contactFieldErrors(parsed.error) };

  const client = clientKey(clientIp);
  try {
    // A point is taken before storing (atomic, so concurrent requests on several instances
    // cannot overrun the limit) and given back if storing fails: only stored requests count.
    const limiter = await contactLimiter();
    const retryAfter = await takePoint(limiter, client);
    if (retryAfter !== undefined) return { status: "rate_limited", retryAfter };
    let id: number;
    try {
      // The acknowledgement leaves from the outbox (skipped there for a request held as doubtful).
      id = await createLead(await getDb(), { ...parsed.data, ackStatus: "pending" });
    } catch (error) {
      await limiter.reward(client, 1).catch(() => {});
      throw error;
    }
    kickOutbox();
    return { status: "created", id };
  } catch (error) {
    // Data the database refuses is the visitor's problem (400), not an outage (503).
    if (isDataError(error)) return { status: "unstorable" };
    return { status: "unavailable", error };
  }
}
