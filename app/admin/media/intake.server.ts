import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { insertMedia, type MediaFile, replaceMediaFile } from "~/admin/media/media.server";
import { HASH_LENGTH } from "~/platform/content/media-paths";
import { PHOTO_FORMATS, variantWidths } from "~/platform/content/photo-sources";
import type { Database } from "~/platform/database/db.server";
import type { MediaType } from "~/platform/database/schema";
import { env } from "~/platform/runtime/env.server";
import { slugify } from "~/platform/text/slug";
import { countMediaDecode } from "../../platform/http/metrics.server";
import { oneAtATime } from "./image-work.server";
import { decodeMaster, encodeVariant, uprightSize } from "./photo-variants.server";
import { extensionOf, sniffType } from "./sniff";
import { stripMetadata } from "./strip-metadata.server";
import { MAX_UPLOAD_BYTES, type UploadOutcome } from "./upload-stream.server";
import { type EncodedVariant, MAX_PIXELS, rememberVariants } from "./variants.server";

/** Why a file was not taken; each has its sentence in the back office's texts. */
export type IntakeRefusal =
  | "noFile"
  | "empty"
  | "tooLarge"
  | "tooLargeTogether"
  | "tooMany"
  | "malformed"
  | "notPicture"
  | "svg"
  | "tooManyPixels"
  | "damaged";

export type Checked =
  | { ok: true; file: MediaFile; variants: EncodedVariant[] }
  | { ok: false; reason: IntakeRefusal };

/** The decoder sharp names for each type the library takes. */
const decoderOf: Record<MediaType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/gif": "gif",
};

/**
 * A stored name from the one the browser sent: its last path segment only (no folder, no `..`),
 * lowercase ASCII words joined by hyphens, and the extension of the file's real type.
 */
export function safeFileName(sent: string, type: MediaType): string {
  const base = sent.split(/[/\\]/).at(-1) ?? "";
  const stem = slugify(base.replace(/\.[^.]*$/, ""))
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "image"}.${extensionOf[type]}`;
}

/**
 * Checks a file and makes its variants, or says why not; nothing is stored either way. The type
 * is read from the content; the size in pixels from the header, before anything is decoded; a
 * damaged or truncated file fails its full decode. Orientation is applied, metadata dropped.
 */
export async function checkPicture(name: string, bytes: Buffer): Promise<Checked> {
  if (bytes.length === 0) return { ok: false, reason: name ? "empty" : "noFile" };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "tooLarge" };
  const type = sniffType(bytes);
  if (type === "image/svg+xml") return { ok: false, reason: "svg" };
  if (!type) return { ok: false, reason: "notPicture" };

  return oneAtATime(async (): Promise<Checked> => {
    let metadata: Metadata;
    try {
      // The header only: a 50,000 x 50,000 PNG of a few kilobytes is refused here, undecoded.
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      return { ok: false, reason: "damaged" };
    }
    if (metadata.format !== decoderOf[type]) return { ok: false, reason: "notPicture" };
    if (type === "image/avif" && metadata.compression !== "av1") {
      return { ok: false, reason: "notPicture" };
    }
    const { width, height } = uprightSize(metadata);
    if (!width || !height) return { ok: false, reason: "damaged" };
    if (width * height > MAX_PIXELS) return { ok: false, reason: "tooManyPixels" };

    const widths = variantWidths(width);
    const variants: EncodedVariant[] = [];
    try {
      countMediaDecode("upload");
      const master = await decodeMaster(bytes, Math.max(...widths), {
        limitInputPixels: MAX_PIXELS,
        failOn: "error",
      });
      for (const variantWidth of widths) {
        for (const format of PHOTO_FORMATS) {
          variants.push({
            width: variantWidth,
            format,
            data: await encodeVariant(master, variantWidth, format, env().MEDIA_AVIF_EFFORT),
          });
        }
      }
    } catch {
      return { ok: false, reason: "damaged" };
    }
    // The original is kept without what the camera wrote (GPS, device, author): see strip-metadata.
    const original = await stripMetadata(bytes, type, { limitInputPixels: MAX_PIXELS });
    if (!original) return { ok: false, reason: "damaged" };
    const contentHash = createHash("sha256").update(original).digest("hex").slice(0, HASH_LENGTH);
    const fileName = safeFileName(name, type);
    return {
      ok: true,
      file: { original, contentHash, type, width, height, fileName },
      variants,
    };
  });
}

export type IntakeResult =
  | { ok: true; id: number; fileName: string }
  | { ok: false; reason: IntakeRefusal }
  | { ok: false; reason: "duplicate"; id: number }
  | { ok: false; reason: "notFound" };

/** A form's upload, read by the server (server/media-upload-body.ts), checked. */
async function checkUpload(upload: UploadOutcome | undefined): Promise<Checked> {
  if (!upload) return { ok: false, reason: "noFile" };
  if (!upload.ok) return { ok: false, reason: upload.reason };
  return checkPicture(upload.file.name, upload.file.bytes);
}

/** Adds an uploaded picture to the library. */
export async function addPicture(
  db: Database,
  upload: UploadOutcome | undefined,
  username: string,
): Promise<IntakeResult> {
  const checked = await checkUpload(upload);
  if (!checked.ok) return checked;
  const stored = await insertMedia(db, checked.file, username);
  if (!stored.ok) return stored;
  rememberVariants(checked.file.contentHash, checked.variants);
  return { ok: true, id: stored.id, fileName: checked.file.fileName };
}

/** Puts an uploaded file in place of a picture's, at the same lasting address. */
export async function replacePicture(
  db: Database,
  id: number,
  upload: UploadOutcome | undefined,
): Promise<IntakeResult> {
  const checked = await checkUpload(upload);
  if (!checked.ok) return checked;
  const stored = await replaceMediaFile(db, id, checked.file);
  if (!stored) return { ok: false, reason: "notFound" };
  if (!stored.ok) return stored;
  rememberVariants(checked.file.contentHash, checked.variants);
  return { ok: true, id, fileName: checked.file.fileName };
}

/** The HTTP status of a refused upload. */
export function refusalStatus(reason: Exclude<IntakeResult, { ok: true }>["reason"]): number {
  if (reason === "tooLarge" || reason === "tooLargeTogether" || reason === "tooMany") return 413;
  if (reason === "duplicate") return 409;
  if (reason === "notFound") return 404;
  if (reason === "notPicture" || reason === "svg") return 415;
  return 400;
}
