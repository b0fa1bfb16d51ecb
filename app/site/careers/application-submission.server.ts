import {
  type ApplicationIntake,
  createApplication,
} from "~/admin/careers/application-intake.server";
import { findPost, isOpen, jobPostView } from "~/admin/careers/job-posts.server";
import { dropStaged } from "~/admin/intake/lead-intake.server";
import { getDb } from "~/platform/database/db.server";
import { isDataError } from "~/platform/database/db-errors.server";
import type { Lang } from "~/platform/i18n/lang";
import type { ContactUpload } from "~/site/contact/contact-upload.server";
import { triage } from "~/site/contact/spam-score.server";
import { storeCounted } from "~/site/contact/upload-admission.server";
import {
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_SERVED_FIELD,
  type ApplicationFileError,
} from "./application-limits";
import {
  type ApplicationFieldErrors,
  applicationFieldErrors,
  applicationSchema,
} from "./application-schema";

/** What the form shows again after a refusal: what was typed, and why it did not go. */
export interface ApplicationFormState {
  values: Partial<Record<"name" | "email" | "phone" | "message" | "consent", string>>;
  errors?: ApplicationFieldErrors;
  files?: { error: ApplicationFileError | "budget"; file?: string };
  failure?: "busy" | "rateLimited" | "unavailable" | "invalid";
}

export type ApplicationResult =
  | { status: "stored"; id: number; held: boolean; filesRefused: boolean }
  | { status: "invalid"; state: ApplicationFormState }
  /** The post closed (or went) between the page's loading and the sending. */
  | { status: "closed"; state: ApplicationFormState }
  | { status: "refused"; state: ApplicationFormState; retryAfter?: number; httpStatus: number };

export interface ApplicationSubmission {
  fields: Record<string, string>;
  upload?: ContactUpload;
  clientIp: string | undefined;
  lang: Lang;
  /** The post of the page the form was sent to; null on the spontaneous application's page. */
  postId: number | null;
  now?: Date;
}

export const keptValues = (fields: Record<string, string>): ApplicationFormState["values"] => ({
  name: fields.name ?? "",
  email: fields.email ?? "",
  phone: fields.phone ?? "",
  message: fields.message ?? "",
  consent: fields.consent === "on" ? "on" : "",
});

/** Fast fills are a robot's: the time since the form was served stands in for a challenge. */
function servedFor(fields: Record<string, string>, now: Date): number {
  const served = Number(fields[APPLICATION_SERVED_FIELD]);
  return Number.isFinite(served) && served > 0 ? Math.max(0, now.getTime() - served) : 0;
}

/**
 * One path for an application: the reader's outcome, the fields, the post still open, the
 * triage, the shared rate limit; stored with its files before the applicant is answered.
 */
export async function submitApplication(input: ApplicationSubmission): Promise<ApplicationResult> {
  const result = await validateAndStore(input);
  if (result.status !== "stored") await discardUpload(input.upload);
  return result;
}

/** Files written while a refused application arrived go with it. */
export async function discardUpload(upload: ContactUpload | undefined): Promise<void> {
  const staged = upload?.ok ? upload.staged : undefined;
  if (!staged) return;
  await getDb()
    .then((db) => dropStaged(db, staged.key))
    .catch(() => {});
}

async function validateAndStore(input: ApplicationSubmission): Promise<ApplicationResult> {
  const { fields, upload } = input;
  const now = input.now ?? new Date();
  const values = keptValues(fields);
  const refused = (
    failure: "busy" | "rateLimited" | "unavailable",
    httpStatus: 429 | 503,
    retryAfter?: number,
  ): ApplicationResult => ({
    status: "refused",
    state: { values, failure },
    ...(retryAfter === undefined ? {} : { retryAfter }),
    httpStatus,
  });
  if (upload && !upload.ok) {
    if (upload.reason === "rateLimited") return refused("rateLimited", 429, upload.retryAfter);
    if (upload.reason === "busy") return refused("busy", 503, upload.retryAfter);
    if (upload.reason === "unavailable") return refused("unavailable", 503);
  }
  const parsed = applicationSchema.safeParse({ ...fields, language: input.lang });
  const files: ApplicationFormState["files"] =
    upload &&
    !upload.ok &&
    (upload.reason === "tooMany" ||
      upload.reason === "tooLarge" ||
      upload.reason === "type" ||
      upload.reason === "malformed")
      ? { error: upload.reason, ...(upload.file ? { file: upload.file } : {}) }
      : undefined;
  if (!parsed.success) {
    return {
      status: "invalid",
      state: { values, errors: applicationFieldErrors(parsed.error), ...(files ? { files } : {}) },
    };
  }
  if (files) return { status: "invalid", state: { values, files } };
  if (upload && !upload.ok) {
    // "fields" although they pass here: a body the reader could not follow.
    return { status: "invalid", state: { values, files: { error: "malformed" } } };
  }

  try {
    const db = await getDb();
    let post: ApplicationIntake["postId"] = null;
    let postTitle: string | null = null;
    if (input.postId !== null) {
      const found = await findPost(db, input.postId);
      if (!found || !isOpen(found, now)) return { status: "closed", state: { values } };
      post = found.id;
      postTitle = jobPostView(found, input.lang).title;
    }
    const verdict = triage({
      honeypot: fields[APPLICATION_HONEYPOT_FIELD] ?? "",
      challenge: { status: "solved", elapsedMs: servedFor(fields, now) },
      name: parsed.data.name,
      company: "",
      message: parsed.data.message,
    });
    const pointTaken = upload?.ok === true && upload.pointTaken;
    const staged = upload?.ok ? upload.staged : undefined;
    const stored = await storeCounted(input.clientIp, { pointTaken, held: verdict.held }, () =>
      createApplication(
        db,
        {
          name: parsed.data.name,
          email: parsed.data.email,
          phone: parsed.data.phone ?? null,
          message: parsed.data.message,
          language: parsed.data.language,
        },
        { postId: post, postTitle, triage: verdict, ...(staged ? { staged } : {}) },
      ),
    );
    if ("retryAfter" in stored) return refused("rateLimited", 429, stored.retryAfter);
    return {
      status: "stored",
      id: stored.id,
      held: verdict.held,
      filesRefused: upload?.ok === true && upload.filesRefused === "budget",
    };
  } catch (error) {
    if (isDataError(error)) {
      return { status: "invalid", state: { values, failure: "invalid" } };
    }
    return refused("unavailable", 503);
  }
}
