// Screenshots a page in Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [WIDTH] [--full]
import { chromium } from "playwright-core";

const [url, out, width = "1280", full] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs URL OUT.png [WIDTH] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript(() => window.localStorage.setItem("cookies-accepted", "true"));
await page.goto(url, { waitUntil: "networkidle" });
await page.emulateMedia({ reducedMotion: "reduce" });
// Scroll through the page so lazy images below the fold are loaded before a full-page shot.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === "--full" });
await browser.close();
console.log(`saved ${out}`);
