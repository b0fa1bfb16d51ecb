// Build step (run by the Vite plugin in vite-photos.ts, and by the tests): every photo dropped in
// app/content/images/photos/ becomes AVIF, WebP and JPEG files at a few widths. Node only.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  variantFileName,
} from "../../app/content/photo-sources.ts";

export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

// Qualities that look like the source on a photo at these sizes (checked by eye on the hero
// and on camera JPEGs); AVIF at effort 4 keeps a 24-megapixel photo to a few seconds of build.
const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

/** Widths of a photo's variants: the standard ones below its own width, never an upscale. */
export function variantWidths(sourceWidth: number): number[] {
  const widths = (PHOTO_WIDTHS as readonly number[]).filter((width) => width < sourceWidth);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? sourceWidth;
  if (sourceWidth <= largest) widths.push(sourceWidth);
  return widths;
}

export interface PhotoReport {
  name: string;
  written: number;
  kept: number;
}

/**
 * Writes the variants of every photo of `sourceDir` into `outDir` and removes those of photos
 * gone or changed. A variant's name holds a hash of its source, so an unchanged photo costs
 * nothing on the next build.
 */
export async function buildPhotoVariants(
  sourceDir: string,
  outDir: string,
): Promise<PhotoReport[]> {
  const sources = (await readdir(sourceDir).catch(() => [] as string[])).filter((file) =>
    PHOTO_EXTENSIONS.includes(extname(file).toLowerCase()),
  );
  await mkdir(outDir, { recursive: true });
  const existing = new Set(await readdir(outDir));
  const expected = new Set<string>();
  const reports: PhotoReport[] = [];

  for (const file of sources.sort()) {
    const name = file.slice(0, -extname(file).length);
    const input = await readFile(join(sourceDir, file));
    const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
    const { width = 0, height = 0, orientation = 1 } = await sharp(input).metadata();
    // Camera photos are often stored sideways with an EXIF orientation: turn them upright.
    const [sourceWidth, sourceHeight] = orientation >= 5 ? [height, width] : [width, height];
    if (!sourceWidth || !sourceHeight) throw new Error(`Cannot read the size of photo ${file}`);

    const report = { name, written: 0, kept: 0 };
    const missing: { out: string; width: number; format: PhotoFormat }[] = [];
    for (const targetWidth of variantWidths(sourceWidth)) {
      const targetHeight = Math.round((targetWidth * sourceHeight) / sourceWidth);
      for (const format of PHOTO_FORMATS) {
        const out = variantFileName({
          name,
          hash,
          width: targetWidth,
          height: targetHeight,
          format,
        });
        expected.add(out);
        if (existing.has(out) && (await stat(join(outDir, out))).size > 0) report.kept++;
        else missing.push({ out, width: targetWidth, format });
      }
    }
    if (missing.length > 0) {
      // Decode the (possibly 24-megapixel) photo once, into the widest variant's pixels.
      const widest = Math.max(...missing.map((variant) => variant.width));
      const master = await sharp(input, { limitInputPixels: 200_000_000 })
        .rotate()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const { out, width: targetWidth, format } of missing) {
        const resized = sharp(master.data, { raw: master.info }).resize({ width: targetWidth });
        await encoders[format](resized).toFile(join(outDir, out));
        report.written++;
      }
    }
    reports.push(report);
  }

  for (const stale of existing) {
    if (!expected.has(stale)) await rm(join(outDir, stale), { force: true });
  }
  return reports;
}
