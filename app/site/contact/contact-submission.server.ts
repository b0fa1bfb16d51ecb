import { dropStaged } from "~/admin/intake/lead-intake.server";
import { createLead } from "~/admin/leads/leads.server";
import { getDb } from "~/platform/database/db.server";
import { isDataError } from "~/platform/database/db-errors.server";
import type { AttachmentError } from "~/site/contact/attachment-limits";
import { CHALLENGE_FIELD, HONEYPOT_FIELD } from "~/site/contact/contact-limits";
import {
  type ContactFieldErrors,
  contactFieldErrors,
  contactSchema,
} from "~/site/contact/contact-schema";
import { countContactRequest } from "../../platform/http/metrics.server";
import { verifyChallenge } from "./challenge.server";
import type { ContactUpload } from "./contact-upload.server";
import { referrerHostOf, sourcePageOf } from "./lead-source.server";
import { triage } from "./spam-score.server";
import { resetContactLimiter, storeCounted } from "./upload-admission.server";
import { resetFileBudgets } from "./upload-budget.server";

export type SubmissionResult =
  | { status: "created"; id: number; held: boolean; filesRefused?: "budget" }
  | { status: "invalid"; fields: ContactFieldErrors; attachments?: AttachmentRefusal }
  | { status: "rate_limited"; retryAfter: number }
  /** Every upload slot of this instance is taken: come back in a moment. */
  | { status: "busy"; retryAfter: number }
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
  busy: 503,
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
  /** The multipart reader's outcome: files staged in the database, or why they were not. */
  upload?: ContactUpload;
  clientIp: string | undefined;
  /** The host the request was sent to, never stored as an outside site. */
  host?: string;
  /** `from` and `ref` of the page posted from, for a form without JavaScript. */
  fallbackSource?: { from?: string; ref?: string };
}

/** Tests change the limits, the budgets and the database through the environment. */
export function resetContactRateLimiter(): void {
  resetContactLimiter();
  resetFileBudgets();
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
  const upload = submission.upload;
  const staged = upload?.ok ? upload.staged : undefined;
  const result = await validateAndStoreFields(submission);
  // Files written while the request arrived go with it, or go.
  if (staged && result.status !== "created") {
    await getDb()
      .then((db) => dropStaged(db, staged.key))
      .catch(() => {});
  }
  return result;
}

/** Why the reader refused the files; "fields" alone (they were valid here after all) is retried. */
function attachmentRefusal(upload: ContactUpload | undefined): AttachmentRefusal | undefined {
  if (!upload || upload.ok) return undefined;
  switch (upload.reason) {
    case "tooMany":
    case "tooLarge":
    case "malformed":
    case "type":
      return { error: upload.reason, ...(upload.file ? { file: upload.file } : {}) };
    case "fields":
      return { error: "malformed" };
    default:
      return undefined;
  }
}

async function validateAndStoreFields(submission: ContactSubmission): Promise<SubmissionResult> {
  const upload = submission.upload;
  if (upload && !upload.ok) {
    // Refused before its files were read (the limit, the slots, the database).
    if (upload.reason === "rateLimited") {
      return { status: "rate_limited", retryAfter: upload.retryAfter };
    }
    if (upload.reason === "busy") return { status: "busy", retryAfter: upload.retryAfter };
    if (upload.reason === "unavailable") return { status: "unavailable", error: upload.error };
  }
  const input = submission.fields;
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const parsed = contactSchema.safeParse(input ?? {});
  const refused = attachmentRefusal(upload);
  if (!parsed.success) {
    return {
      status: "invalid",
      fields: contactFieldErrors(parsed.error),
      ...(refused ? { attachments: refused } : {}),
    };
  }
  if (refused) return { status: "invalid", fields: {}, attachments: refused };
  const staged = upload?.ok ? upload.staged : undefined;
  // Taken already, before the files were read, for a request that brought some.
  const pointTaken = upload?.ok === true && upload.pointTaken;

  const verdict = triage({
    honeypot: text(record, HONEYPOT_FIELD),
    challenge: await verifyChallenge(record[CHALLENGE_FIELD]),
    name: parsed.data.name,
    company: parsed.data.company,
    message: parsed.data.message,
  });

  try {
    const db = await getDb();
    const from = text(record, "from") || submission.fallbackSource?.from;
    const ref = text(record, "ref") || submission.fallbackSource?.ref;
    const sourcePage = await sourcePageOf(db, from);
    const referrerHost = referrerHostOf(ref, submission.host);
    // The acknowledgement leaves from the outbox (skipped there for a request held as doubtful).
    const stored = await storeCounted(submission.clientIp, { pointTaken, held: verdict.held }, () =>
      createLead(
        db,
        { ...parsed.data, ackStatus: "pending" },
        { triage: verdict, sourcePage, referrerHost, ...(staged ? { staged } : {}) },
      ),
    );
    if ("retryAfter" in stored) return { status: "rate_limited", retryAfter: stored.retryAfter };
    return {
      status: "created",
      id: stored.id,
      held: verdict.held,
      ...(upload?.ok && upload.filesRefused ? { filesRefused: upload.filesRefused } : {}),
    };
  } catch (error) {
    // Data the database refuses is the visitor's problem (400), not an outage (503).
    if (isDataError(error)) return { status: "unstorable" };
    return { status: "unavailable", error };
  }
}
