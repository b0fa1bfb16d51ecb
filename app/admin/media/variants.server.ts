import { LRUCache } from "lru-cache";
import { type MediaInfo, readOriginal } from "~/admin/media/media.server";
import { mediaPhotoSource, variantPath } from "~/platform/content/media-paths";
import {
  type FocalPoint,
  fallbackVariant,
  type PhotoFormat,
  variantWidths,
} from "~/platform/content/photo-sources";
import type { Database } from "~/platform/database/db.server";
import { env } from "~/platform/runtime/env.server";
import { countMediaDecode } from "../../platform/http/metrics.server";
import { imageWork } from "./image-work.server";
import {
  cropMasterToJpeg,
  decodeMaster,
  encodeVariant,
  type Master,
} from "./photo-variants.server";

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

/**
 * A picture's decoded pixels at its widest variant, kept a minute after its last use: the first
 * view of a page asks for several variants of a picture at once (formats, widths, a social crop),
 * and each used to decode the original again (1.2 to 3.5 s of CPU for a camera photo). Bounded by
 * bytes (a 1920 x 1280 master is 7 MB).
 */
const masters = new LRUCache<string, Master>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (master) => master.data.length,
  ttl: 60_000,
  updateAgeOnGet: true,
});
const decoding = new Map<string, Promise<Master | undefined>>();

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
  return madeOnce(key(picture.contentHash, width, format), db, picture, (master) =>
    encodeVariant(master, width, format, env().MEDIA_AVIF_EFFORT),
  );
}

/** A picture cut to exactly this size as a JPEG (a cover as its article's social preview). */
export function croppedBytes(
  db: Database,
  picture: Pick<MediaInfo, "contentHash" | "width"> & { focus?: FocalPoint },
  width: number,
  height: number,
): Promise<Buffer | undefined> {
  const { focus } = picture;
  const point = focus ? `@${focus.x},${focus.y}` : "";
  return madeOnce(`${picture.contentHash}/${width}x${height}${point}.jpg`, db, picture, (master) =>
    cropMasterToJpeg(master, width, height, focus),
  );
}

/**
 * Made once per instance from the picture's decoded pixels, in the bounded image queue, then
 * kept; the same output asked for twice at once is made once. Throws `ImageWorkBusy` when the
 * queue is full.
 */
function madeOnce(
  id: string,
  db: Database,
  picture: Pick<MediaInfo, "contentHash" | "width">,
  make: (master: Master) => Promise<Buffer>,
): Promise<Buffer | undefined> {
  const kept = cache.get(id);
  if (kept) return Promise.resolve(kept);
  let pending = making.get(id);
  if (!pending) {
    pending = imageWork(
      async () => {
        const master = await masterOf(db, picture);
        if (!master) return undefined;
        const data = await make(master);
        cache.set(id, data);
        return data;
      },
      { bounded: true },
    ).finally(() => making.delete(id));
    making.set(id, pending);
  }
  return pending;
}

/** The picture decoded once into its widest variant's pixels, shared by every output. */
function masterOf(
  db: Database,
  picture: Pick<MediaInfo, "contentHash" | "width">,
): Promise<Master | undefined> {
  const { contentHash } = picture;
  const kept = masters.get(contentHash);
  if (kept) return Promise.resolve(kept);
  let pending = decoding.get(contentHash);
  if (!pending) {
    pending = (async () => {
      const original = await readOriginal(db, contentHash);
      if (!original) return undefined;
      countMediaDecode("variant");
      // Checked at upload: decoded leniently, so a file libvips grows stricter about still shows.
      const master = await decodeMaster(original, Math.max(...variantWidths(picture.width)), {
        limitInputPixels: MAX_PIXELS,
        failOn: "none",
      });
      masters.set(contentHash, master);
      return master;
    })().finally(() => decoding.delete(contentHash));
    decoding.set(contentHash, pending);
  }
  return pending;
}

/** Forgets every variant this instance made; for tests of a fresh instance. */
export function forgetVariants(): void {
  cache.clear();
  masters.clear();
}

/** Where a picture's lasting address leads: its JPEG closest to 1280 px without going over. */
export function defaultVariantPath(
  picture: Pick<MediaInfo, "contentHash" | "fileName" | "width" | "height">,
): string {
  const source = mediaPhotoSource(picture);
  return fallbackVariant(source)?.url ?? variantPath(picture, picture.width, "jpg");
}
