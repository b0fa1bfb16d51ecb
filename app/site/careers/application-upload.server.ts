import { fileTypeFromBuffer } from "file-type";
import { type CheckedAttachment, sanitiseFileName } from "~/site/contact/attachment-type.server";
import type { UploadRules } from "~/site/contact/contact-upload.server";
import { APPLICATION_FILES_FIELD, APPLICATION_LIMITS } from "./application-limits";
import { applicationSchema } from "./application-schema";

const mime = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
type Kind = keyof typeof mime;

/** file-type's answer for each kind: an old Word file is an OLE compound file ("cfb"). */
const byContent: Record<string, Kind> = { pdf: "pdf", cfb: "doc", docx: "docx" };

/**
 * A CV or certificate checked against what its name announces: PDF or Word by both its
 * extension and its content (a program renamed `cv.pdf` is refused).
 */
export async function checkApplicationFile(name: string, head: Buffer): Promise<CheckedAttachment> {
  const fileName = sanitiseFileName(name);
  const extension = /\.([a-z]{3,4})$/i.exec(fileName)?.[1]?.toLowerCase();
  const announced = extension && Object.hasOwn(mime, extension) ? (extension as Kind) : undefined;
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const actual = detected ? byContent[detected.ext] : undefined;
  if (!announced || actual !== announced) return { ok: false, fileName: fileName || name };
  return { ok: true, fileName, type: mime[actual], bytes: head };
}

/**
 * The contact form's reader, bounds and quotas (upload slots, rate limit, the day's file budget)
 * with the application's fields and files: server/contact-upload-body.ts passes these for the
 * routes whose handle says `multipart-application`.
 */
export const applicationUploadRules: UploadRules = {
  fieldsValid: (fields) => applicationSchema.safeParse(fields).success,
  limits: { files: APPLICATION_LIMITS.files, totalBytes: APPLICATION_LIMITS.totalBytes },
  fileField: APPLICATION_FILES_FIELD,
  check: checkApplicationFile,
};
