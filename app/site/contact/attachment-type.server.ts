import { fileTypeFromBuffer } from "file-type";
import {
  ATTACHMENT_LIMITS,
  type AttachmentKind,
  kindOfName,
} from "~/site/contact/attachment-limits";

/** The content types stored (and sent back on download) per kind. */
export const attachmentMime: Record<AttachmentKind, string> = {
  pdf: "application/pdf",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  step: "model/step",
  iges: "model/iges",
  jpeg: "image/jpeg",
  png: "image/png",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

/** file-type's answer (binary signatures) for the binary kinds. */
const binaryKinds: Record<string, AttachmentKind> = {
  pdf: "pdf",
  dwg: "dwg",
  jpg: "jpeg",
  png: "png",
  xlsx: "xlsx",
  docx: "docx",
  zip: "zip",
};

/**
 * DXF, STEP and IGES are text formats (DXF also has a binary form): file-type, which reads binary
 * signatures, does not know them, so their headers are recognised here. Each rule is what the
 * format's specification puts first, read on the first bytes only, and a NUL byte in those bytes
 * rules text out (an executable renamed .stp is not text).
 */
function textKind(bytes: Buffer): AttachmentKind | undefined {
  if (bytes.subarray(0, 22).toString("latin1") === "AutoCAD Binary DXF\r\n\x1a\0") return "dxf";
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return undefined;
  const text = head.toString("latin1").replace(/^\uFEFF|^\xEF\xBB\xBF/, "");
  // ISO 10303-21 (STEP): the exchange structure opens with its keyword.
  if (/^\s*ISO-10303-21;/.test(text)) return "step";
  // DXF: group-code/value pairs, the first group "0 SECTION" (after an optional 999 comment).
  if (/^\s*(?:999\r?\n[^\r\n]*\r?\n\s*)?0\r?\nSECTION\r?\n\s*2\r?\n/.test(text)) return "dxf";
  // IGES: 80-column records; the first is the Start section, "S" in column 73 and its number.
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  if (/^.{72}S[ 0-9]{6}1\s*$/.test(first)) return "iges";
  return undefined;
}

/** The kind a file's content is, among those taken; undefined for anything else. */
export async function kindOfContent(bytes: Buffer): Promise<AttachmentKind | undefined> {
  const binary = await fileTypeFromBuffer(bytes);
  if (binary) return binaryKinds[binary.ext];
  return textKind(bytes);
}

/**
 * A name safe to show, store and send back in a header: its last path segment, without control
 * or reserved characters, at most ATTACHMENT_LIMITS.nameLength characters, extension kept.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const max = ATTACHMENT_LIMITS.nameLength;
  if ([...cleaned].length <= max) return cleaned;
  const extension = /\.[^.]{1,5}$/.exec(cleaned)?.[0] ?? "";
  return (
    [...cleaned]
      .slice(0, max - extension.length)
      .join("")
      .trimEnd() + extension
  );
}

export type CheckedAttachment =
  | { ok: true; fileName: string; type: string; bytes: Buffer }
  | { ok: false; fileName: string };

/**
 * A received file checked against what its name announces: both must be a kind taken, and the
 * same one (a program renamed `plan.pdf` is refused, as is a picture named `.pdf`).
 */
export async function checkAttachment(name: string, bytes: Buffer): Promise<CheckedAttachment> {
  const fileName = sanitiseFileName(name);
  const announced = kindOfName(fileName);
  const actual = bytes.length > 0 ? await kindOfContent(bytes) : undefined;
  if (!announced || actual !== announced) return { ok: false, fileName: fileName || name };
  return { ok: true, fileName, type: attachmentMime[actual], bytes };
}
