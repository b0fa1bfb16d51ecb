import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { AttachmentError } from "~/data/attachment-limits";
import { CHALLENGE_FIELD, HONEYPOT_FIELD } from "~/data/contact-limits";
import { type ContactFieldErrors, contactFieldErrors, contactSchema } from "~/data/contact-schema";
import { getDb } from "~/data/db.server";
import { isDataError } from "~/data/db-errors.server";
import { createLead } from "~/data/leads.server";
import { env } from "~/runtime/env.server";
import { clientKey } from "./client-key.server";
import { checkAttachment } from "./contact/attachment-type.server";
import { verifyChallenge } from "./contact/challenge.server";
import type { ReceivedFile } from "./contact/contact-upload.server";
import { referrerHostOf, sourcePageOf } from "./contact/lead-source.server";
import { triage } from "./contact/spam-score.server";
import { countContactRequest } from "./metrics.server";
import { kickOutbox } from "./outbox.server";
import { createLimiter, takePoint } from "./rate-limit.server";

export type SubmissionResult =
  | { status: "created"; id: number; held: boolean }
  | { status: "invalid"; fields: ContactFieldErrors; attachments?: AttachmentRefusal }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "unstorable" }
  | { status: "unavailable"; error: unknown };

/** Why the files were refused, and which one when it is one file's content. */
export interface AttachmentRefusal {
  error: AttachmentError;
  file?: string;
}

/** The HTTP status of each outcome, the same for the JSON API and the form's page. */
export const submissionStatus = {
  created: 201,
  invalid: 400,
  rate_limited: 429,
  unstorable: 400,
  unavailable: 503,
} as const satisfies Record<SubmissionResult["status"], number>;

/** 413 for files over the bound, the outcome's status otherwise. */
export function httpStatusOf(result: SubmissionResult): number {
  return result.status === "invalid" && result.attachments?.error === "tooLarge"
    ? 413
    : submissionStatus[result.status];
}

/** A request as it arrived: its text fields, its files (or why they were not read), its origin. */
export interface ContactSubmission {
  fields: unknown;
  files?: ReceivedFile[];
  /** The multipart reader stopped: too many files, too large, or a broken body. */
  uploadRefused?: "tooMany" | "tooLarge" | "malformed";
  clientIp: string | undefined;
  /** The host the request was sent to, never stored as an outside site. */
  host?: string;
  /** `from` and `ref` of the page posted from, for a form without JavaScript. */
  fallbackSource?: { from?: string; ref?: string };
}

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
 * One path for the API and the no-JavaScript form: validate, score, store with the files, and
 * only then report success. A doubtful request is held, never refused: the visitor gets the same
 * answer. The e-mail to the company leaves later, from the outbox (not for a held one).
 */
export async function submitContact(submission: ContactSubmission): Promise<SubmissionResult> {
  const result = await validateAndStore(submission);
  countContactRequest(
    result.status === "created" ? (result.held ? "held" : "stored") : result.status,
  );
  return result;
}

const text = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === "string" ? value : "";
};

async function validateAndStore(submission: ContactSubmission): Promise<SubmissionResult> {
  const input = submission.fields;
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const parsed = contactSchema.safeParse(input ?? {});
  const refused: AttachmentRefusal | undefined = submission.uploadRefused
    ? { error: submission.uploadRefused }
    : undefined;
  if (!parsed.success) {
    return {
      status: "invalid",
      fields: contactFieldErrors(parsed.error),
      ...(refused ? { attachments: refused } : {}),
    };
  }
  if (refused) return { status: "invalid", fields: {}, attachments: refused };

  const attachments: { fileName: string; type: string; bytes: Buffer }[] = [];
  for (const file of submission.files ?? []) {
    const checked = await checkAttachment(file.name, file.bytes);
    if (!checked.ok) {
      return {
        status: "invalid",
        fields: {},
        attachments: { error: "type", file: checked.fileName },
      };
    }
    attachments.push(checked);
  }

  const verdict = triage({
    honeypot: text(record, HONEYPOT_FIELD),
    challenge: await verifyChallenge(record[CHALLENGE_FIELD]),
    name: parsed.data.name,
    company: parsed.data.company,
    message: parsed.data.message,
  });

  const client = clientKey(submission.clientIp);
  try {
    const db = await getDb();
    const from = text(record, "from") || submission.fallbackSource?.from;
    const ref = text(record, "ref") || submission.fallbackSource?.ref;
    const sourcePage = await sourcePageOf(db, from);
    const referrerHost = referrerHostOf(ref, submission.host);
    // A point is taken before storing (atomic, so concurrent requests on several instances
    // cannot overrun the limit) and given back if storing fails: only stored requests count.
    const limiter = await contactLimiter();
    const retryAfter = await takePoint(limiter, client);
    if (retryAfter !== undefined) return { status: "rate_limited", retryAfter };
    let id: number;
    try {
      // The acknowledgement leaves from the outbox (skipped there for a request held as doubtful).
      id = await createLead(
        db,
        { ...parsed.data, ackStatus: "pending" },
        {
          triage: verdict,
          sourcePage,
          referrerHost,
          attachments,
        },
      );
    } catch (error) {
      await limiter.reward(client, 1).catch(() => {});
      throw error;
    }
    if (!verdict.held) kickOutbox();
    return { status: "created", id, held: verdict.held };
  } catch (error) {
    // Data the database refuses is the visitor's problem (400), not an outage (503).
    if (isDataError(error)) return { status: "unstorable" };
    return { status: "unavailable", error };
  }
}
