// Build step (run by the Vite plugin in vite-photos.ts, and by the tests): every photo dropped in
// app/platform/content/images/photos/ becomes AVIF, WebP and JPEG files at a few widths, through the
// pipeline the media library's uploads use too (app/admin/media/photo-variants.server.ts). Node only.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp from "sharp";
import {
  decodeMaster,
  encodeVariant,
  uprightSize,
} from "../../app/admin/media/photo-variants.server.ts";
import {
  PHOTO_FORMATS,
  type PhotoFormat,
  variantFileName,
  variantHeight,
  variantWidths,
} from "../../app/platform/content/photo-sources.ts";

export { variantWidths };

export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

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
    const size = uprightSize(await sharp(input).metadata());
    if (!size.width || !size.height) throw new Error(`Cannot read the size of photo ${file}`);

    const report = { name, written: 0, kept: 0 };
    const missing: { out: string; width: number; format: PhotoFormat }[] = [];
    for (const width of variantWidths(size.width)) {
      const height = variantHeight(width, size);
      for (const format of PHOTO_FORMATS) {
        const out = variantFileName({ name, hash, width, height, format });
        expected.add(out);
        if (existing.has(out) && (await stat(join(outDir, out))).size > 0) report.kept++;
        else missing.push({ out, width, format });
      }
    }
    if (missing.length > 0) {
      // Decode the (possibly 24-megapixel) photo once, into the widest variant's pixels.
      const widest = Math.max(...missing.map((variant) => variant.width));
      const master = await decodeMaster(input, widest, { limitInputPixels: 200_000_000 });
      for (const { out, width, format } of missing) {
        await writeFile(join(outDir, out), await encodeVariant(master, width, format));
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
