// The one photo pipeline: the build's photos (scripts/photos/) and the media library's uploads
// (app/admin/media/) become the same AVIF, WebP and JPEG variants at the same widths. Relative
// imports: Vite's config loads this module (through scripts/photos) before the "~" alias exists.
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  DEFAULT_AVIF_EFFORT,
  type FocalPoint,
  type PhotoFormat,
} from "../../platform/content/photo-sources.ts";

/**
 * Qualities that look like the source on a photo at these sizes (checked by eye on the hero and
 * on camera JPEGs).
 */
const encoders: Record<PhotoFormat, (image: Sharp, avifEffort: number) => Sharp> = {
  avif: (image, avifEffort) => image.avif({ quality: 50, effort: avifEffort }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a transparent background (a PNG diagram) becomes white, not black.
  jpg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 75, mozjpeg: true }),
};

export interface DecodeOptions {
  /** Refuse a picture of more pixels than this before decoding it. */
  limitInputPixels: number;
  /** sharp's sensitivity to damaged files: "warning" refuses a truncated JPEG. */
  failOn?: "none" | "truncated" | "error" | "warning";
}

/** Decoded, upright pixels at one width, to encode any number of variants from. */
export interface Master {
  data: Buffer;
  info: OutputInfo;
}

/**
 * Decodes a photo once into upright pixels at `width` (EXIF orientation applied, never enlarged):
 * the widest variant, from which the narrower ones are resized without decoding the file again.
 * The first frame of an animation only.
 */
export async function decodeMaster(
  input: Buffer,
  width: number,
  { limitInputPixels, failOn = "warning" }: DecodeOptions,
): Promise<Master> {
  return sharp(input, { limitInputPixels, failOn })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** One variant from a master; no metadata is written (sharp keeps none unless asked). */
export function encodeVariant(
  master: Master,
  width: number,
  format: PhotoFormat,
  avifEffort = DEFAULT_AVIF_EFFORT,
): Promise<Buffer> {
  const image = sharp(master.data, { raw: master.info });
  const resized = width === master.info.width ? image : image.resize({ width });
  return encoders[format](resized, avifEffort).toBuffer();
}

/**
 * A picture cut to exactly this size (a social preview) from its decoded pixels: scaled to cover
 * it and cropped around what draws the eye (libvips' attention strategy) rather than blindly in
 * the middle.
 */
export async function cropMasterToJpeg(
  master: Master,
  width: number,
  height: number,
  focus?: FocalPoint,
): Promise<Buffer> {
  const image = sharp(master.data, { raw: master.info });
  const encode = (cropped: Sharp) =>
    cropped.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  if (!focus) {
    return encode(
      image.resize({ width, height, fit: "cover", position: sharp.strategy.attention }),
    );
  }
  const box = focalCrop(master.info, { width, height }, focus);
  // Scaled to cover the frame, then cut around the focal point (as CSS object-position does).
  const scaled = await image
    .resize({ width: box.scaledWidth, height: box.scaledHeight, fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(
    sharp(scaled.data, { raw: scaled.info }).extract({
      left: box.left,
      top: box.top,
      width,
      height,
    }),
  );
}

/**
 * Where a frame of `frame`'s size falls on a picture scaled to cover it, by CSS's rule for
 * `object-fit: cover; object-position: x% y%`: the point at x% of the picture sits at x% of the
 * frame. So the server's crops and the pages' frames keep the same point in view, always inside
 * the frame, and a point near an edge keeps that edge rather than leaving a band empty.
 */
export function focalCrop(
  picture: { width: number; height: number },
  frame: { width: number; height: number },
  focus: FocalPoint,
): { scaledWidth: number; scaledHeight: number; left: number; top: number } {
  const scale = Math.max(frame.width / picture.width, frame.height / picture.height);
  const scaledWidth = Math.max(frame.width, Math.round(picture.width * scale));
  const scaledHeight = Math.max(frame.height, Math.round(picture.height * scale));
  const offset = (size: number, scaled: number, percent: number) =>
    Math.round(((scaled - size) * percent) / 100);
  return {
    scaledWidth,
    scaledHeight,
    left: offset(frame.width, scaledWidth, focus.x),
    top: offset(frame.height, scaledHeight, focus.y),
  };
}

/** Width and height as shown: a photo stored sideways with an EXIF orientation is turned upright. */
export function uprightSize(metadata: Metadata): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
