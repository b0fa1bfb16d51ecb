// Per page: HTML bytes, the scripts Chromium loads with their compressed bytes, and the images
// it loads when the page is scrolled to the end (the largest one's bytes).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ARTICLES, chromiumArgs, chromiumPath, JS_CONCURRENCY, root } from "./context.mjs";
import { rawGet } from "./http.mjs";
import { onCleanup } from "./processes.mjs";

/** The page table, read as text (it is TypeScript). */
function pageTableFile() {
  const found = readdirSync(join(root, "app"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("page-table.ts"));
  if (found.length !== 1)
    throw new Error(`expected one app/**/page-table.ts, found ${found.length}`);
  return join(root, "app", found[0]);
}

/** Language-neutral paths of the page table, each in FR and EN, plus the articles. */
export function pagePaths() {
  const file = pageTableFile();
  const source = readFileSync(file, "utf8");
  const table = source.slice(source.indexOf("export const pageTable"));
  const neutral = [...table.matchAll(/\bpath:\s*"([^"]+)"/g)].map((match) => match[1]);
  if (neutral.length === 0) throw new Error(`no path found in ${file}`);
  const localized = neutral.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]);
  return [...new Set([...localized, ...ARTICLES])];
}

export async function measureHtml(base, paths) {
  const out = new Map();
  for (const path of paths) {
    const gz = await rawGet(base + path, { gzip: true });
    const raw = await rawGet(base + path);
    const br = await rawGet(base + path, { encoding: "br" });
    out.set(path, {
      status: gz.status,
      htmlRaw: raw.bytes,
      htmlGzip: gz.bytes,
      htmlEncoding: gz.encoding,
      htmlBrotli: br.bytes,
      htmlBrotliEncoding: br.encoding,
    });
  }
  return out;
}

export async function measureJs(base, paths) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = onCleanup(() => browser.close());
  const version = browser.version();
  const bytesOf = new Map(); // script URL -> promise of its gzip bytes (assets shared by pages)
  const gzipBytes = (url) => {
    if (!bytesOf.has(url)) {
      bytesOf.set(
        url,
        rawGet(url, { gzip: true }).then((res) => (res.status === 200 ? res.bytes : 0)),
      );
    }
    return bytesOf.get(url);
  };
  const brOf = new Map();
  const brotliBytes = (url) => {
    if (!brOf.has(url)) {
      brOf.set(
        url,
        rawGet(url, { encoding: "br" }).then((res) => (res.status === 200 ? res.bytes : 0)),
      );
    }
    return brOf.get(url);
  };
  const out = new Map();

  const measurePage = async (path) => {
    // A fresh context per page: empty cache and storage, as for a first-time visitor.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    const browserSizes = []; // what Chromium itself received (it negotiates br when offered)
    const imageSizes = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && /^https?:/.test(response.url())) {
        imageSizes.push(
          response
            .request()
            .sizes()
            .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize }))
            .catch(() => null),
        );
      }
      if (response.request().resourceType() !== "script") return;
      scripts.add(response.url());
      browserSizes.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            url: response.url(),
            body: sizes.responseBodySize,
            encoding: response.headers()["content-encoding"] ?? "identity",
          }))
          .catch(() => null),
      );
    });
    let error = null;
    try {
      await page.goto(base + path, { waitUntil: "networkidle", timeout: 60_000 });
      // Lazy pictures load as a visitor scrolls: go down the page, then wait for every image.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const settled = (img) =>
          new Promise((resolve) => {
            img.addEventListener("load", resolve);
            img.addEventListener("error", resolve);
          });
        const pending = [...document.images].filter((img) => !img.complete).map(settled);
        await Promise.race([
          Promise.all(pending),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
      });
      await page.waitForLoadState("networkidle");
    } catch (caught) {
      error = caught.message.split("\n")[0];
    }
    // Measured, not assumed: a page hydrates when React Router's runtime or islands are on it.
    const hydrates = await page
      .evaluate(
        () =>
          "__reactRouterContext" in window ||
          document.querySelector("[data-island]") !== null ||
          document.querySelector('script[type="module"], link[rel="modulepreload"]') !== null,
      )
      .catch(() => null);
    const received = (await Promise.all(browserSizes)).filter(Boolean);
    const images = (await Promise.all(imageSizes)).filter(Boolean);
    const largestImage = images.reduce(
      (largest, image) => (largest && largest.bytes >= image.bytes ? largest : image),
      null,
    );
    await context.close();
    const browserBody = new Map(received.map((entry) => [entry.url, entry]));
    let jsGzip = 0;
    let jsBrotli = 0;
    const files = [];
    for (const url of scripts) {
      if (!/^https?:/.test(url)) continue;
      const bytes = await gzipBytes(url);
      const br = await brotliBytes(url);
      jsGzip += bytes;
      jsBrotli += br;
      files.push({ url: url.replace(base, ""), gzip: bytes, brotli: br });
    }
    out.set(path, {
      hydrates,
      jsGzip,
      jsBrotli,
      jsFiles: files.length,
      jsFilesList: files,
      jsBrowserBody: [...browserBody.values()].reduce((sum, entry) => sum + entry.body, 0),
      jsBrowserEncodings: [...new Set([...browserBody.values()].map((entry) => entry.encoding))],
      jsError: error,
      images: images.length,
      largestImageBytes: largestImage?.bytes ?? 0,
      largestImage: largestImage?.url.replace(base, "") ?? null,
    });
  };

  try {
    // Byte counts do not depend on timing: a few pages at once keep this phase short.
    const queue = [...paths];
    const worker = async () => {
      while (queue.length > 0) await measurePage(queue.shift());
    };
    await Promise.all(Array.from({ length: JS_CONCURRENCY }, worker));
  } finally {
    removeCleanup();
    await browser.close();
  }
  return { version, pages: out };
}
