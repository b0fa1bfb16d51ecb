// What LinkedIn, Teams or WhatsApp see: the raw HTML (no JavaScript) of every page and article
// names a 1200x630 PNG that answers 200.
import type { APIRequestContext } from "@playwright/test";
import { allPages, articles, attributeOf, expect, localize, SITE_URL, test } from "./fixtures";

const meta = (html: string, key: "property" | "name", value: string) =>
  attributeOf(html, "meta", { [key]: value }, "content");

/** Width and height read from the PNG's header: signature, then the IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPreview(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const image = meta(html, "property", "og:image");
  expect(image, `${path}: og:image`).toBeTruthy();
  expect(image).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/og/`));
  expect(image).not.toContain("/og-image.png");
  expect(meta(html, "property", "og:image:width")).toBe("1200");
  expect(meta(html, "property", "og:image:height")).toBe("630");
  expect(meta(html, "property", "og:image:alt")?.length ?? 0).toBeGreaterThan(10);
  expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");

  // The absolute URL names the public site; the same path is asked of the server under test.
  const picture = await request.get((image ?? "").slice(SITE_URL.length));
  expect(picture.status(), `${path}: ${image}`).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  return image ?? "";
}

test("every page, in both languages, announces its own 1200x630 social preview", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const images = new Set<string>();
  for (const { path } of allPages) images.add(await expectPreview(request, path));
  // One picture per page and language, not one shared by all.
  expect(images.size).toBe(allPages.length);
});

test("every article announces its own preview, rendered by the server", async ({ request }) => {
  test.setTimeout(120_000);
  const images = new Set<string>();
  for (const article of articles) {
    images.add(await expectPreview(request, localize(`/blog/${article.slug}`, article.language)));
  }
  expect(images.size).toBe(articles.length);
});

test("an unknown article has no preview", async ({ request }) => {
  expect((await request.get("/og/blog/no-such-article.png")).status()).toBe(404);
});
