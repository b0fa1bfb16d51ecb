import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import frArticles from "../../app/admin/articles/texts/fr.server";
import frMedia from "../../app/admin/media/texts/fr.server";
import { photo } from "../integration/media-samples";
import { registerAdminServer } from "./admin-server";

/** Library pictures placed in articles, from the upload to the public page in both languages. */
const PORT = Number(process.env.PICTURES_E2E_PORT ?? 4629);
const { signIn } = registerAdminServer({
  name: "article-pictures",
  port: PORT,
  user: "sophie.lambert",
  password: "Echangeur tubulaire inox 316L",
});

const m = frMedia;
const e = frArticles.editor;
const dir = mkdtempSync(path.join(tmpdir(), "procelia-pictures-e2e-"));
const ALT_FR = "Skid NEP en inox sur son châssis, avant la livraison";
const ALT_EN = "Stainless CIP skid on its frame, before delivery";

/** A 2400 x 1600 photo (tests/integration/media-samples.ts draws it), as a file to pick. */
async function photoFile(name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, await photo(2400, 1600));
  return file;
}

/** Writes an article, its picture chosen in the picker, and publishes it; its public path. */
async function writeArticle(page: Page, language: "fr" | "en", title: string) {
  await page.goto("/admin/articles/new");
  await page.getByLabel(e.language, { exact: true }).selectOption(language);
  await page.getByLabel(e.title, { exact: true }).fill(title);
  await page.getByLabel(e.excerpt, { exact: true }).fill("Un skid NEP livré en Hainaut.");
  await page.getByLabel(e.category, { exact: true }).fill("Projets");
  await page.getByLabel(e.tags, { exact: true }).fill("NEP");
  const text = page.getByLabel(e.markdown, { exact: true });
  await text.fill("## Le skid\n\nLivré et mis en service en deux semaines.");
  await page.getByRole("button", { name: e.pictures.insert }).click();
  const dialog = page.getByRole("dialog", { name: e.pictures.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(e.pictures.search).fill("chassis");
  await page.screenshot({ path: test.info().outputPath(`picker-${language}.png`) });
  await dialog.getByRole("button", { name: ALT_FR }).click();
  await expect(dialog).toBeHidden();
  const alt = language === "fr" ? ALT_FR : ALT_EN;
  await expect(text).toHaveValue(
    new RegExp(`semaines\\.\\n\\n!\\[${alt}\\]\\(/media/\\d+/skid-nep\\)\\n\\n$`),
  );
  // The live preview shows it as the public page will.
  await expect(page.locator("#article-preview figure img")).toHaveAttribute("alt", alt);
  await page.getByRole("button", { name: e.publish, exact: true }).click();
  await page.waitForURL(/\/admin\/articles\/\d+\?done=/);
  return page.getByRole("link", { name: e.viewPublic }).getAttribute("href");
}

test("a library picture placed in an article is a <picture> on the public page in both languages", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, "/admin/media");
  await page
    .getByLabel(m.list.file, { exact: true })
    .setInputFiles(await photoFile("Skid NEP.jpg"));
  await page.getByRole("button", { name: m.list.upload }).click();
  await page.waitForURL(/\/admin\/media\/\d+\?done=uploaded$/);
  await page.getByLabel(m.detail.altFr).fill(ALT_FR);
  await page.getByLabel(m.detail.altEn).fill(ALT_EN);
  await page.getByLabel(m.detail.captionFr).fill("Brasserie du Hainaut, 2025");
  await page.getByRole("button", { name: m.detail.save }).click();
  await expect(page.getByText(m.detail.placeable)).toBeVisible();

  // A picture pasted into the text joins the library; without its texts, the preview warns.
  await page.goto("/admin/articles/new");
  const text = page.getByLabel(e.markdown, { exact: true });
  await text.fill("Intro.");
  const pasted = readFileSync(await photoFile("Echangeur.jpg")).toString("base64");
  await text.evaluate((area, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "Echangeur.jpg", { type: "image/jpeg" }));
    area.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  // The upload ends once the server has made the picture's variants: a busy machine takes longer.
  await expect(page.locator("#picture-upload-status")).toContainText(
    "«\u00a0Echangeur.jpg\u00a0» a rejoint la médiathèque",
    { timeout: 60_000 },
  );
  await expect(text).toHaveValue(/^Intro\.\n\n!\[Echangeur\]\(\/media\/\d+\/echangeur\)\n\n$/);
  await expect(page.locator("#article-preview .picture-warning")).toContainText(
    "n'a pas encore son texte alternatif dans les deux langues",
  );
  // The same file again is refused, in the library's words.
  await text.evaluate((area, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "Echangeur.jpg", { type: "image/jpeg" }));
    area.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  await expect(page.locator("#picture-upload-status")).toContainText("n'a pas été ajouté", {
    timeout: 60_000,
  });

  const frPath = await writeArticle(page, "fr", "Un skid NEP pour la brasserie");
  const enPath = await writeArticle(page, "en", "A CIP skid for the brewery");
  for (const [publicPath, alt, lang] of [
    [frPath, ALT_FR, "fr"],
    [enPath, ALT_EN, "en"],
  ] as const) {
    await page.goto(publicPath ?? "");
    const picture = page.locator(".article-body figure picture");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /-480\.avif 480w, .*-1920\.avif 1920w$/,
    );
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("alt", alt);
    await expect(img).toHaveAttribute("width", "1920");
    await expect(img).toHaveAttribute("height", "1280");
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await img.scrollIntoViewIfNeeded();
      const box = await img.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.screenshot({
        fullPage: true,
        path: testInfo.outputPath(`article-${lang}-${width}.png`),
      });
    }
  }
});

test("a cover chosen in the editor shows on the blog card, atop the article and as its social preview", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const altFr = "Cuve de brassage en inox dans la salle de brassage";
  await signIn(page, "/admin/media");
  await page
    .getByLabel(m.list.file, { exact: true })
    .setInputFiles(await photoFile("Salle de brassage.jpg"));
  await page.getByRole("button", { name: m.list.upload }).click();
  await page.waitForURL(/\/admin\/media\/\d+\?done=uploaded$/);
  await page.getByLabel(m.detail.altFr).fill(altFr);
  await page.getByLabel(m.detail.altEn).fill("Stainless brewing vessel in the brewhouse");
  await page.getByRole("button", { name: m.detail.save }).click();
  await expect(page.getByText(m.detail.placeable)).toBeVisible();

  await page.goto("/admin/articles/new");
  await page.getByLabel(e.title, { exact: true }).fill("Une salle de brassage rénovée");
  await page.getByLabel(e.excerpt, { exact: true }).fill("Nouvelles cuves et nouvel automate.");
  await page.getByLabel(e.category, { exact: true }).fill("Brasserie");
  await page.getByLabel(e.markdown, { exact: true }).fill("## Le chantier\n\nSix semaines.");
  const thumb = page.locator("#cover-thumb");
  await expect(thumb).toBeHidden();
  await page.getByLabel(e.cover, { exact: true }).selectOption({ label: "salle-de-brassage.jpg" });
  await expect(thumb).toBeVisible();
  await page.getByRole("button", { name: e.publish, exact: true }).click();
  await page.waitForURL(/\/admin\/articles\/\d+\?done=published$/);
  await expect(page.getByLabel(e.cover, { exact: true }).locator("option:checked")).toHaveText(
    "salle-de-brassage.jpg",
  );
  const publicPath =
    (await page.getByRole("link", { name: e.viewPublic }).getAttribute("href")) ?? "";

  // On a phone, the article's cover is the first thing fetched, and no wider than 768 px.
  await page.setViewportSize({ width: 375, height: 800 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") fetched.push(request.url());
  });
  await page.goto(publicPath);
  const cover = page.locator("article header picture img");
  await expect(cover).toHaveAttribute("alt", altFr);
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => cover.evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  const widths = fetched.flatMap((url) => /-(\d+)\.(?:avif|webp|jpg)$/.exec(url)?.[1] ?? []);
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.max(...widths.map(Number))).toBeLessThanOrEqual(768);
  await page.screenshot({ path: testInfo.outputPath("cover-article-375.png") });

  const preview = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(preview).toMatch(/\/og\/blog\/une-salle-de-brassage-renovee\.jpg\?v=/);
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute(
    "content",
    "image/jpeg",
  );
  const image = await page.request.get(
    new URL(preview ?? "").pathname + new URL(preview ?? "").search,
  );
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: "Une salle de brassage rénovée" });
  await expect(card.locator("img")).toHaveAttribute("alt", altFr);
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.locator("img").evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath("cover-blog-1280.png") });
});
