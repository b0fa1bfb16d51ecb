import type { MediaType } from "~/platform/database/schema";

/** What a file is by its first bytes, never by its name or the type the browser declared. */
export type Sniffed = MediaType | "image/svg+xml" | undefined;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** ISO-BMFF brands of AVIF (still and sequence); HEIC and other HEIF files are not AVIF. */
const avifBrands = new Set(["avif", "avis"]);

function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  if (avifBrands.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and its version.
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (avifBrands.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** What may come before an SVG's root element: spaces, the XML declaration, comments, a doctype. */
const prolog = /^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)/i;

/** An SVG drawing: its root element, after a BOM and the prolog. */
function isSvg(bytes: Uint8Array): boolean {
  let head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  for (let match = prolog.exec(head); match?.[0]; match = prolog.exec(head)) {
    head = head.slice(match[0].length);
  }
  return /^<(?:[a-z][\w.-]*:)?svg[\s>/]/i.test(head);
}

export function sniffType(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "image/jpeg";
  }
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "image/webp";
  }
  if (isAvif(bytes)) return "image/avif";
  if (isSvg(bytes)) return "image/svg+xml";
  return undefined;
}

/** The extension a stored file gets from its real type. */
export const extensionOf: Record<MediaType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};
