// The article with five pictures on a 375 px phone, at the device pixel ratio of Lighthouse's
// mobile profile: scrolled to its end so the lazy pictures load too, then the widest picture
// the phone downloaded, read from each variant's address (/media/<hash>/<name>-<width>.<ext>)
// and from the decoded size of each picture shown.
import { chromiumArgs, chromiumPath } from "./context.mjs";
import { onCleanup } from "./processes.mjs";

export const PHONE_WIDTH = 375;
const variantAddress = /\/media\/[0-9a-f]{32}\/[a-z0-9-]+-(\d+)\.(avif|webp|jpg)$/;

export async function phonePictures(base, path) {
  const { chromium } = await import("playwright-core");
  const { screenEmulationMetrics } = await import("lighthouse/core/config/constants.js");
  const { deviceScaleFactor } = screenEmulationMetrics.mobile;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE_WIDTH, height: 740 },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const downloads = [];
    page.on("response", (response) => {
      const match = variantAddress.exec(new URL(response.url()).pathname);
      if (match) downloads.push({ url: response.url(), width: Number(match[1]), format: match[2] });
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Down a screen at a time, as a reader scrolls, so each lazy picture is asked for near view.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState("networkidle");
    const shown = await page.$$eval("figure.article-picture img", (images) =>
      images.map((image) => ({
        complete: image.complete,
        naturalWidth: image.naturalWidth,
        currentSrc: image.currentSrc,
      })),
    );
    await context.close();
    const widths = [
      ...downloads.map((download) => download.width),
      ...shown.map((image) => image.naturalWidth),
    ];
    return {
      viewport: PHONE_WIDTH,
      deviceScaleFactor,
      pictures: shown.length,
      loaded: shown.filter((image) => image.complete && image.naturalWidth > 0).length,
      downloads: downloads.map(({ width, format }) => `${width}.${format}`),
      widest: widths.length > 0 ? Math.max(...widths) : null,
      // The variant the nginx phase loads: what this phone fetched first.
      firstVariant: downloads[0] ? new URL(downloads[0].url).pathname : null,
    };
  } finally {
    removeCleanup();
    await browser.close();
  }
}
