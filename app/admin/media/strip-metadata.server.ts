import sharp, { type Metadata } from "sharp";
import { oneAtATime } from "./image-work.server";

/**
 * Pictures people upload carry what their camera or phone wrote: the place (GPS), the device, the
 * author, the time. Nothing of it is ours to publish or keep, so a picture that carries any is
 * encoded again without it: turned upright first (the orientation goes with the rest), its
 * colour profile kept, at a quality where a second encoding cannot be seen. A picture without
 * any is left byte for byte (no loss from encoding it again at every pass). GIFs are left as they
 * are: an animation would lose its frames, and the format has no place for a position.
 */

export type StrippableType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

const strippable = new Set<string>(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** Whether a picture carries metadata worth removing (EXIF, XMP, IPTC, or PNG text). */
export function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(
    metadata.exif ||
      metadata.xmp ||
      metadata.iptc ||
      (metadata.comments && metadata.comments.length > 0) ||
      (metadata.orientation !== undefined && metadata.orientation !== 1),
  );
}

/**
 * The picture without its metadata, or the same bytes when it has none (or is a GIF); undefined
 * when it cannot be decoded. `limitInputPixels` bounds what may be decoded.
 */
export function withoutMetadata(
  bytes: Buffer,
  type: string,
  options: { limitInputPixels: number },
): Promise<Buffer | undefined> {
  return oneAtATime(() => stripMetadata(bytes, type, options));
}

/** The same, for a job already in the picture queue (image-work.server.ts). */
export async function stripMetadata(
  bytes: Buffer,
  type: string,
  { limitInputPixels }: { limitInputPixels: number },
): Promise<Buffer | undefined> {
  if (!strippable.has(type)) return bytes;
  try {
    const metadata = await sharp(bytes, { limitInputPixels }).metadata();
    if (!carriesMetadata(metadata)) return bytes;
    const image = sharp(bytes, { limitInputPixels, failOn: "error" }).rotate().keepIccProfile();
    switch (type as StrippableType) {
      case "image/jpeg":
        return await image.jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
      case "image/png":
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case "image/webp":
        return await image.webp({ quality: 95, alphaQuality: 100 }).toBuffer();
      case "image/avif":
        return await image.avif({ quality: 80, effort: 2 }).toBuffer();
    }
  } catch {
    return undefined;
  }
}
