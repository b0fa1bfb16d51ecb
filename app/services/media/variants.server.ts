import { LRUCache } from "lru-cache";
import { fallbackVariant, type PhotoFormat, variantWidths } from "~/content/photo-sources";
import type { Database } from "~/data/db.server";
import { type MediaInfo, readOriginal } from "~/data/media.server";
import { mediaPhotoSource, variantPath } from "~/data/media-paths";
import { cropToJpeg, decodeMaster, encodeVariant } from "../photo-variants.server";
import { oneAtATime } from "./image-work.server";

/** Pictures above this many pixels are refused before they are decoded (a 9,500 x 6,300 photo). */
export const MAX_PIXELS = 60_000_000;

/**
 * Each instance makes a variant once, from the original in the database, and keeps it here: a
 * second instance, a restart or a restored dump makes it again on first request (nginx keeps a
 * copy too). Bounded by bytes, so a large library never grows the process past it.
 */
const cache = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.length,
});
const making = new Map<string, Promise<Buffer | undefined>>();

const key = (hash: string, width: number, format: PhotoFormat) => `${hash}/${width}.${format}`;

export interface EncodedVariant {
  width: number;
  format: PhotoFormat;
  data: Buffer;
}

/** Keeps the variants an upload has just made, so its first views cost nothing. */
export function rememberVariants(hash: string, variants: EncodedVariant[]): void {
  for (const variant of variants) cache.set(key(hash, variant.width, variant.format), variant.data);
}

/**
 * The bytes of one variant of a picture's current file, made on first request; undefined for a
 * width the picture does not have (no resizing to order) or a file deleted meanwhile. The same
 * variant asked for twice at once is made once.
 */
export async function variantBytes(
  db: Database,
  picture: Pick<MediaInfo, "contentHash" | "width">,
  width: number,
  format: PhotoFormat,
): Promise<Buffer | undefined> {
  if (!variantWidths(picture.width).includes(width)) return undefined;
  return madeOnce(
    key(picture.contentHash, width, format),
    db,
    picture.contentHash,
    async (original) => {
      // Checked at upload: decoded leniently, so a file libvips grows stricter about still shows.
      const master = await decodeMaster(original, width, {
        limitInputPixels: MAX_PIXELS,
        failOn: "none",
      });
      return encodeVariant(master, width, format);
    },
  );
}

/** A picture cut to exactly this size as a JPEG (a cover as its article's social preview). */
export function croppedBytes(
  db: Database,
  contentHash: string,
  width: number,
  height: number,
): Promise<Buffer | undefined> {
  return madeOnce(`${contentHash}/${width}x${height}.jpg`, db, contentHash, (original) =>
    cropToJpeg(original, width, height, { limitInputPixels: MAX_PIXELS }),
  );
}

/** Made from the stored original once per instance, one picture at a time, then kept. */
function madeOnce(
  id: string,
  db: Database,
  contentHash: string,
  make: (original: Buffer) => Promise<Buffer>,
): Promise<Buffer | undefined> {
  const kept = cache.get(id);
  if (kept) return Promise.resolve(kept);
  let pending = making.get(id);
  if (!pending) {
    pending = oneAtATime(async () => {
      const original = await readOriginal(db, contentHash);
      if (!original) return undefined;
      const data = await make(original);
      cache.set(id, data);
      return data;
    }).finally(() => making.delete(id));
    making.set(id, pending);
  }
  return pending;
}

/** Forgets every variant this instance made; for tests of a fresh instance. */
export function forgetVariants(): void {
  cache.clear();
}

/** Where a picture's lasting address leads: its JPEG closest to 1280 px without going over. */
export function defaultVariantPath(
  picture: Pick<MediaInfo, "contentHash" | "fileName" | "width" | "height">,
): string {
  const source = mediaPhotoSource(picture);
  return fallbackVariant(source)?.url ?? variantPath(picture, picture.width, "jpg");
}
