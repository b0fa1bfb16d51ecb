/**
 * The variants of a photo (scripts/photos/photo-variants.ts writes them) named so that their file
 * name is their manifest: <name>.<source hash>.<width>x<height>.<avif|webp|jpg>. No JSON file to
 * keep in step, and nothing beyond the URLs reaches a page's code.
 */
export const PHOTO_WIDTHS = [480, 768, 1280, 1920] as const;
/** Widths of a photo's variants: the standard ones below its own width, never an upscale. */
export function variantWidths(sourceWidth: number): number[] {
  const widths = (PHOTO_WIDTHS as readonly number[]).filter((width) => width < sourceWidth);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? sourceWidth;
  if (sourceWidth <= largest) widths.push(sourceWidth);
  return widths;
}

/** A variant's height: the photo's own proportions at that width. */
export function variantHeight(width: number, source: { width: number; height: number }): number {
  return Math.max(1, Math.round((width * source.height) / source.width));
}

/** Best first: the browser takes the first <source> whose type it supports. */
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * AVIF at effort 3: effort 4 took 14 s for the 1920 px variant of a 24-megapixel photo on the
 * 2-core server, effort 3 2.4 s, and its file was no larger (docs/decisions/021). The build's
 * photos use it; the media library's default for MEDIA_AVIF_EFFORT (the tests set 0).
 */
export const DEFAULT_AVIF_EFFORT = 3;

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export interface VariantName {
  name: string;
  hash: string;
  width: number;
  height: number;
  format: PhotoFormat;
}

export function variantFileName({ name, hash, width, height, format }: VariantName): string {
  return `${name}.${hash}.${width}x${height}.${format}`;
}

const variantPattern = /([^/]+)\.([0-9a-f]{10})\.(\d+)x(\d+)\.(avif|webp|jpg)$/;

export function parseVariantPath(path: string): VariantName | undefined {
  const match = variantPattern.exec(path);
  if (!match) return undefined;
  const [, name = "", hash = "", width = "0", height = "0", format] = match;
  return {
    name,
    hash,
    width: Number(width),
    height: Number(height),
    format: format as PhotoFormat,
  };
}

export interface PhotoSource {
  /** Size of the largest variant: the photo's own proportions. */
  width: number;
  height: number;
  /** Per format, the variants from narrowest to widest. */
  variants: Record<PhotoFormat, { url: string; width: number }[]>;
  /**
   * The point a crop keeps in view, in percent from the top left (a library picture's focal
   * point); absent: the middle.
   */
  focus?: FocalPoint;
}

/** A point of a picture in percent of its width and height from its top left corner (0-100). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Groups variant URLs (file path -> URL, as import.meta.glob gives them) by photo name. */
export function photoSources(files: Record<string, string>): Map<string, PhotoSource> {
  const photos = new Map<string, PhotoSource>();
  for (const [path, url] of Object.entries(files)) {
    const variant = parseVariantPath(path);
    if (!variant) continue;
    let photo = photos.get(variant.name);
    if (!photo) {
      photo = { width: 0, height: 0, variants: { avif: [], webp: [], jpg: [] } };
      photos.set(variant.name, photo);
    }
    photo.variants[variant.format].push({ url, width: variant.width });
    if (variant.width > photo.width) {
      photo.width = variant.width;
      photo.height = variant.height;
    }
  }
  for (const photo of photos.values()) {
    for (const list of Object.values(photo.variants)) list.sort((a, b) => a.width - b.width);
  }
  return photos;
}

export function srcSet(variants: { url: string; width: number }[]): string {
  return variants.map(({ url, width }) => `${url} ${width}w`).join(", ");
}

/**
 * How wide a frame is drawn: the full viewport on a phone, at most its design width beyond.
 * Frames in a grid say better with their own `sizes`.
 */
export function frameSizes(frameWidth: number): string {
  return `(min-width: ${frameWidth}px) ${frameWidth}px, 100vw`;
}

/** The fallback for browsers without srcset: the JPEG closest to 1280 px without going over. */
export function fallbackVariant(photo: PhotoSource): { url: string; width: number } | undefined {
  const jpegs = photo.variants.jpg;
  return jpegs.filter((variant) => variant.width <= 1280).at(-1) ?? jpegs[0];
}

/**
 * The article column (max-w-3xl with px-4 / sm:px-6): the full width less its padding on a
 * phone, 720 px from 768 px up.
 */
export const ARTICLE_PICTURE_SIZES =
  "(min-width: 48rem) 720px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";
