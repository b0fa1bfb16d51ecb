import {
  type FocalPoint,
  PHOTO_FORMATS,
  type PhotoFormat,
  type PhotoSource,
  variantHeight,
  variantWidths,
} from "~/platform/content/photo-sources";

/**
 * The media library's public addresses (docs/decisions/021):
 * - `/media/<id>/<name>`, the picture's lasting address: what an article's Markdown references
 *   (`![alt](/media/12/skid-nep-inox)`), kept when the file is replaced; it redirects to the
 *   current file.
 * - `/media/<hash>/<name>-<width>.<avif|webp|jpg>`, a variant of one version of the file, named
 *   after its content: never changes, cached for a year.
 */
export const MEDIA_PREFIX = "/media";

/** The part of a content hash the addresses carry: 32 hex digits (128 bits) of its SHA-256. */
export const HASH_LENGTH = 32;

const idPattern = /^[1-9]\d{0,9}$/;
const hashPattern = new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`);
const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const variantPattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,5})\.(avif|webp|jpg)$/;

/** A stored file name without its extension ("skid-nep-inox.jpg" -> "skid-nep-inox"). */
export function nameStem(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** The lasting address of a picture. */
export function mediaPath(picture: { id: number; fileName: string }): string {
  return `${MEDIA_PREFIX}/${picture.id}/${nameStem(picture.fileName)}`;
}

/** The address of one variant of a picture's current file. */
export function variantPath(
  picture: { contentHash: string; fileName: string },
  width: number,
  format: PhotoFormat,
): string {
  return `${MEDIA_PREFIX}/${picture.contentHash}/${nameStem(picture.fileName)}-${width}.${format}`;
}

/**
 * What a reference to a picture looks like in an article's Markdown: its lasting address, or the
 * address of a variant of its current file (an author may paste either), absolute or not. The
 * trailing slash keeps `/media/1/` from matching `/media/12/`.
 */
export function referenceMarkers(picture: { id: number; contentHash: string }): string[] {
  return [`${MEDIA_PREFIX}/${picture.id}/`, `${MEDIA_PREFIX}/${picture.contentHash}/`];
}

export type MediaAddress =
  | { kind: "lasting"; id: number; name: string }
  | { kind: "variant"; hash: string; name: string; width: number; format: PhotoFormat };

/** Reads an address below /media ("/12/skid" or "/<hash>/skid-480.webp"); undefined if malformed. */
export function parseMediaPath(path: string): MediaAddress | undefined {
  const [empty, first = "", second = "", ...rest] = path.split("/");
  if (empty !== "" || rest.length > 0) return undefined;
  if (idPattern.test(first) && namePattern.test(second)) {
    return { kind: "lasting", id: Number(first), name: second };
  }
  const variant = variantPattern.exec(second);
  if (!hashPattern.test(first) || !variant) return undefined;
  const [, name = "", width = "0", format = ""] = variant;
  if (!(PHOTO_FORMATS as readonly string[]).includes(format)) return undefined;
  return {
    kind: "variant",
    hash: first,
    name,
    width: Number(width),
    format: format as PhotoFormat,
  };
}

/**
 * A library picture as <PictureView> draws it: AVIF, WebP and JPEG at each of its widths, with
 * their content-hashed addresses.
 */
export function mediaPhotoSource(picture: {
  contentHash: string;
  fileName: string;
  width: number;
  height: number;
  focusX?: number | null;
  focusY?: number | null;
}): PhotoSource {
  const widths = variantWidths(picture.width);
  const list = (format: PhotoFormat) =>
    widths.map((width) => ({ url: variantPath(picture, width, format), width }));
  const variants = Object.fromEntries(PHOTO_FORMATS.map((format) => [format, list(format)]));
  const widest = widths.at(-1) ?? picture.width;
  const focus = focalPointOf(picture);
  return {
    width: widest,
    height: variantHeight(widest, picture),
    variants: variants as PhotoSource["variants"],
    ...(focus ? { focus } : {}),
  };
}

/** A picture's focal point when one was chosen (both coordinates stored). */
export function focalPointOf(picture: {
  focusX?: number | null;
  focusY?: number | null;
}): FocalPoint | undefined {
  const { focusX: x, focusY: y } = picture;
  return x === null || x === undefined || y === null || y === undefined ? undefined : { x, y };
}
