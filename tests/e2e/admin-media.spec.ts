import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import enMedia from "../../app/i18n/messages/en/admin-media.server";
import frMedia from "../../app/i18n/messages/fr/admin-media.server";
import { registerAdminServer } from "./admin-server";

/** The media library against a server of its own (tests/e2e/admin-server.ts). */
const PORT = Number(process.env.MEDIA_E2E_PORT ?? 4625);
const { signIn } = registerAdminServer({
  name: "admin-media",
  port: PORT,
  user: "sophie.lambert",
  password: "Echangeur tubulaire inox 316L",
});

const t = frMedia;
const dir = mkdtempSync(path.join(tmpdir(), "procelia-media-e2e-"));

/** A photo as a camera names it, with some detail so its variants weigh what photos weigh. */
async function photoFile(name: string, width: number, height: number, hue: number) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40 + hue, g: 90, b: 150 },
      noise: { type: "gaussian", mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const file = path.join(dir, name);
  writeFileSync(file, noise);
  return { file, bytes: noise };
}

test("uploads a picture with the file picker, gives it its texts, and serves it publicly", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible();
  const { file } = await photoFile("IMG_2024 Skid NEP.jpg", 2400, 1600, 0);
  await page.getByLabel(t.list.file, { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: t.list.upload }).click();
  await page.waitForURL(/\/admin\/media\/\d+\?done=uploaded$/);
  await expect(page.getByRole("status").filter({ hasText: t.list.uploaded })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("img-2024-skid-nep.jpg");
  await expect(page.getByText(t.detail.notPlaceable)).toBeVisible();

  await page
    .getByLabel(t.detail.altFr)
    .fill("Skid NEP en inox sur son châssis, avant la livraison");
  await page.getByLabel(t.detail.altEn).fill("Stainless CIP skid on its frame, before delivery");
  await page.getByLabel(t.detail.captionFr).fill("Brasserie du Hainaut, 2025");
  await page.getByRole("button", { name: t.detail.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.detail.saved })).toBeVisible();
  await expect(page.getByText(t.detail.placeable)).toBeVisible();
  await page.screenshot({ fullPage: true, path: testInfo.outputPath("detail-1280.png") });

  // The lasting address, as an article would reference it, leads to the picture itself.
  const address = await page.getByRole("link", { name: /^\/media\/\d+\// }).getAttribute("href");
  expect(address).toMatch(/^\/media\/\d+\/img-2024-skid-nep$/);
  const served = await page.request.get(address ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await sharp(await served.body()).metadata()).width).toBe(1280);

  // In the grid, with its thumbnail loaded and nothing missing.
  await page.getByRole("link", { name: t.detail.backToList }).click();
  const card = page.getByRole("listitem").filter({ hasText: "img-2024-skid-nep.jpg" });
  await expect(card).toBeVisible();
  await expect(card.getByText(t.list.altMissing)).toHaveCount(0);
  await expect(card.getByText(t.list.unused)).toBeVisible();
  const thumbnail = card.locator("img");
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const chosen = await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/[0-9a-f]{32}\/img-2024-skid-nep-(480|768)\.avif$/);

  // Search finds it by its alternative text.
  await page.getByLabel(t.list.searchLabel).fill("châssis");
  await page.getByRole("button", { name: t.list.search, exact: true }).click();
  await expect(card).toBeVisible();
  await page.getByLabel(t.list.searchLabel).fill("citerne");
  await page.getByRole("button", { name: t.list.search, exact: true }).click();
  await expect(page.getByText(t.list.noMatch.replace("{query}", "citerne"))).toBeVisible();
});

test("refuses a text file named .jpg with a clear message, and takes dropped pictures", async ({
  page,
}) => {
  await signIn(page, "/en/admin/media");
  const fake = path.join(dir, "invoice.jpg");
  writeFileSync(fake, "This is an invoice, not a photo.\n");
  await page.getByLabel(enMedia.list.file, { exact: true }).setInputFiles(fake);
  await page.getByRole("button", { name: enMedia.list.upload }).click();
  await expect(page.getByRole("alert")).toContainText(enMedia.refusal.notPicture);
  await expect(page.getByText(enMedia.list.empty)).toHaveCount(0);

  // Two pictures dropped on the upload card (the page's script), sent one after the other.
  await page.goto("/en/admin/media");
  await expect(page.getByText(enMedia.list.dropHint)).toBeVisible();
  const dropped = await Promise.all([
    photoFile("cuve-1.jpg", 900, 600, 60),
    photoFile("cuve-2.jpg", 800, 800, 90),
  ]);
  await page.evaluate(
    async (files) => {
      const transfer = new DataTransfer();
      for (const { name, data } of files) {
        transfer.items.add(new File([new Uint8Array(data)], name, { type: "image/jpeg" }));
      }
      const zone = document.getElementById("media-drop");
      zone?.dispatchEvent(
        new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    },
    dropped.map(({ file, bytes }) => ({ name: path.basename(file), data: [...bytes] })),
  );
  await page.waitForURL(/\/en\/admin\/media\?done=uploaded&count=2$/);
  await expect(
    page.getByRole("status").filter({ hasText: enMedia.list.uploadedMany.replace("{count}", "2") }),
  ).toBeVisible();
  for (const name of ["cuve-1.jpg", "cuve-2.jpg"]) {
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(
      enMedia.list.altMissing,
    );
  }
});

/** WCAG 2.1 AA as axe reads the page. */
async function accessibilityFaults(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(",")}`);
}

test("the library and a picture's page on a phone and a desktop screen", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin/media");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/media");
    // Nothing wider than the screen: no sideways scrolling for the office manager.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `library at ${width} px`).toBeLessThanOrEqual(0);
    expect(await accessibilityFaults(page, `library ${width}`)).toEqual([]);
    await page.screenshot({ fullPage: true, path: testInfo.outputPath(`library-${width}.png`) });
    await page.getByRole("link", { name: "img-2024-skid-nep.jpg" }).click();
    await page.waitForURL(/\/admin\/media\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("img-2024-skid-nep.jpg");
    const detailOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - innerWidth,
    );
    expect(detailOverflow, `picture at ${width} px`).toBeLessThanOrEqual(0);
    expect(await accessibilityFaults(page, `picture ${width}`)).toEqual([]);
    await page.screenshot({ fullPage: true, path: testInfo.outputPath(`picture-${width}.png`) });
  }
});
