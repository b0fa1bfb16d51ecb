// A camera-sized photo goes through the real build step (sharp), is rendered by the real
// <PictureView>, and Chromium picks from its srcset: a phone must not receive a desktop file.
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PhotoSource, parseVariantPath, photoSources } from "~/platform/content/photo-sources";
import { buildPhotoVariants, variantWidths } from "../../../scripts/photos/photo-variants";
import { PictureView } from "./picture-view";

const ORIGIN = "http://photos.test";
let dir = "";
let variantsDir = "";
let photo: PhotoSource;
let browser: Browser;

/** Grain at one scale: noise drawn small and enlarged, so that it survives downscaling. */
async function grain(width: number, height: number, scale: number, sigma: number) {
  const noise = sharp({
    create: {
      width: Math.ceil(width / scale),
      height: Math.ceil(height / scale),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  });
  return noise.resize(width, height, { kernel: "cubic" }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Light, shapes and detail at every scale, as in a camera photo: its variants weigh what a real
 * photo's do (tens of KB at 480 px), not what a flat fill's would.
 */
async function cameraPhoto(path: string, width: number, height: number) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1a4066"/><stop offset="0.6" stop-color="#9fb3c8"/>
      <stop offset="1" stop-color="#f28c28"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.5}" r="${height * 0.3}" fill="#e3eefa" opacity="0.6"/>
    <rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.3}" height="${height * 0.6}" fill="#12304d" opacity="0.7"/>
  </svg>`;
  await sharp(Buffer.from(scene))
    .composite([
      { input: await grain(width, height, 40, 60), blend: "overlay" },
      { input: await grain(width, height, 6, 50), blend: "soft-light" },
      { input: await grain(width, height, 1, 20), blend: "soft-light" },
    ])
    .jpeg({ quality: 92 })
    .toFile(path);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "procelia-photos-"));
  const photosDir = join(dir, "photos");
  variantsDir = join(dir, "generated");
  await mkdir(photosDir);
  await cameraPhoto(join(photosDir, "hero.jpg"), 6000, 4000);
  await cameraPhoto(join(photosDir, "small.png"), 900, 600);
  await buildPhotoVariants(photosDir, variantsDir);
  const files = await readdir(variantsDir);
  const sources = photoSources(Object.fromEntries(files.map((file) => [file, `/v/${file}`])));
  const hero = sources.get("hero");
  if (!hero) throw new Error("no variants written for hero.jpg");
  photo = hero;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Loads a page holding the hero frame at this viewport; returns the image files fetched. */
async function imagesLoadedAt(viewportWidth: number) {
  const page = await browser.newPage({
    viewport: { width: viewportWidth, height: 800 },
    deviceScaleFactor: 1,
  });
  // Tailwind's rules for the classes the frame uses (the stylesheet is not built here).
  const css =
    ".contents{display:contents}.h-auto{height:auto}.w-full{width:100%}.object-cover{object-fit:cover}";
  const html = `<!doctype html><html><head><style>${css}</style></head><body style="margin:0">${renderToStaticMarkup(
    <PictureView
      source={{ kind: "photo", photo }}
      alt="Skid de process"
      width={1920}
      height={1080}
      priority
    />,
  )}</body></html>`;
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: html });
    const file = path.slice("/v/".length);
    const format = parseVariantPath(file)?.format;
    if (!format) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[format],
      body: await readFile(join(variantsDir, file)),
    });
  });
  const loaded: { file: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "image") return;
    const file = new URL(request.url()).pathname.slice("/v/".length);
    loaded.push({ file, bytes: (await stat(join(variantsDir, file))).size });
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: "networkidle" });
  const rendered = await page.locator("img").evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
  }));
  await page.close();
  return { loaded, rendered };
}

describe("responsive photos", () => {
  it("never upscales: a photo narrower than the widest size keeps its own width as the largest", () => {
    expect(variantWidths(6000)).toEqual([480, 768, 1280, 1920]);
    expect(variantWidths(900)).toEqual([480, 768, 900]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("writes AVIF, WebP and JPEG at each width, in the photo's own proportions", async () => {
    const files = await readdir(variantsDir);
    const variants = files.map((file) => parseVariantPath(file));
    const hero = files.filter((file) => parseVariantPath(file)?.name === "hero");
    expect(hero).toHaveLength(12);
    for (const file of hero) {
      const { width = 0, height = 0, format } = await sharp(join(variantsDir, file)).metadata();
      expect(`${width}x${height}`).toBe(`${width}x${Math.round((width * 2) / 3)}`);
      expect(file).toContain(`.${width}x${height}.`);
      expect({ avif: "heif", webp: "webp", jpg: "jpeg" }[file.slice(-4).replace(".", "")]).toBe(
        format,
      );
    }
    const small = variants.filter((variant) => variant?.name === "small");
    expect(Math.max(...small.map((variant) => variant?.width ?? 0))).toBe(900);
  });

  it("sends a phone a phone-sized AVIF, under 150 KB, in the frame's proportions", async () => {
    const { loaded, rendered } = await imagesLoadedAt(375);
    expect(loaded).toHaveLength(1);
    const [image] = loaded;
    expect(parseVariantPath(image?.file ?? "")).toMatchObject({ format: "avif", width: 480 });
    expect(image?.bytes).toBeLessThan(150_000);
    // 1920x1080 frame: the 3:2 photo is cropped (object-cover), never stretched or shifting.
    expect(rendered.width).toBe(375);
    expect(Math.round(rendered.height)).toBe(Math.round((375 * 1080) / 1920));
  });

  it("sends a 1280 px screen the 1280 px AVIF, larger than the phone's", async () => {
    const phone = (await imagesLoadedAt(375)).loaded[0];
    const { loaded } = await imagesLoadedAt(1280);
    expect(loaded).toHaveLength(1);
    const [image] = loaded;
    expect(parseVariantPath(image?.file ?? "")).toMatchObject({ format: "avif", width: 1280 });
    expect(image?.bytes).toBeGreaterThan(phone?.bytes ?? 0);
  });
});
