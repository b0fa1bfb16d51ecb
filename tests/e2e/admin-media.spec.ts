import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import enMedia from "../../app/admin/media/texts/en.server";
import frMedia from "../../app/admin/media/texts/fr.server";
import { photo } from "../integration/media-samples";
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

/** A photo as a camera names it (tests/integration/media-samples.ts draws it). */
async function photoFile(name: string, width: number, height: number) {
  const bytes = await photo(width, height);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return { file, bytes };
}

test("uploads a picture with the file picker, gives it its texts, and serves it publicly", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible();
  const { file } = await photoFile("IMG_2024 Skid NEP.jpg", 2400, 1600);
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
    photoFile("cuve-1.jpg", 900, 600),
    photoFile("cuve-2.jpg", 800, 800),
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

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

test("sends several chosen files one by one, each with its progress bar, and keeps the good ones", async ({
  page,
}) => {
  await signIn(page, "/admin/media");
  const good = await Promise.all([
    photoFile("bac-tampon.jpg", 1400, 1000),
    photoFile("echangeur.jpg", 1000, 750),
  ]);
  const fake = path.join(dir, "bon-de-commande.jpg");
  writeFileSync(fake, "Bon de commande, pas une photo.\n");
  // Every upload's progress, as the page's script reports it to its bars.
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const record = () => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>(
        "#media-upload-files progress",
      )) {
        const name = bar.getAttribute("aria-label") ?? "";
        const values = seen[name] ?? [];
        seen[name] = values;
        if (values.at(-1) !== bar.value) values.push(bar.value);
      }
    };
    setInterval(record, 5);
  });
  await page
    .getByLabel(t.list.file, { exact: true })
    .setInputFiles([good[0].file, fake, good[1].file]);
  await page.getByRole("button", { name: t.list.upload }).click();
  // One refused file: the others are in, and the page says which one was not, and why.
  const refused = fill(t.list.sendFailed, {
    name: "bon-de-commande.jpg",
    reason: t.refusal.notPicture,
  });
  // Each file is converted before the next is sent: slow on a loaded machine.
  await expect(page.getByRole("alert").filter({ hasText: refused })).toBeVisible({
    timeout: 180_000,
  });
  const rows = page.locator("#media-upload-files li");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(fill(t.list.added, { name: "bac-tampon.jpg" }));
  await expect(rows.nth(1)).toHaveText(refused);
  await expect(rows.nth(2)).toHaveText(fill(t.list.added, { name: "echangeur.jpg" }));
  for (const name of ["bac-tampon.jpg", "echangeur.jpg"]) {
    const bar = page.getByRole("progressbar", { name: fill(t.list.progressLabel, { name }) });
    await expect(bar).toHaveJSProperty("value", 100);
  }
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
  );
  console.log("progress seen per file:", JSON.stringify(seen));
  await page.goto("/admin/media");
  for (const name of ["bac-tampon.jpg", "echangeur.jpg"]) {
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
  await expect(page.getByRole("listitem").filter({ hasText: "bon-de-commande" })).toHaveCount(0);
});

test("without JavaScript, one form post takes several files", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signIn(page, "/admin/media");
  const files = await Promise.all([
    photoFile("vanne-papillon.jpg", 1000, 700),
    photoFile("pompe-centrifuge.jpg", 900, 900),
  ]);
  await page.getByLabel(t.list.file, { exact: true }).setInputFiles(files.map((f) => f.file));
  await page.getByRole("button", { name: t.list.upload }).click();
  await page.waitForURL(/\/admin\/media\?done=uploaded&count=2$/, { timeout: 180_000 });
  await expect(page.getByText(fill(t.list.uploadedMany, { count: 2 }))).toBeVisible();
  for (const name of ["vanne-papillon.jpg", "pompe-centrifuge.jpg"]) {
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
  await context.close();
});

test("sets a picture's focal point by keyboard and by a click, and the crops follow it", async ({
  page,
}) => {
  await signIn(page, "/admin/media");
  await page.getByRole("link", { name: "bac-tampon.jpg" }).click();
  await page.waitForURL(/\/admin\/media\/\d+$/);
  await expect(page.getByText(t.detail.focusNone)).toBeVisible();
  // By keyboard: the two fields.
  await page.getByLabel(t.detail.focusX).fill("20");
  await page.getByLabel(t.detail.focusY).fill("30");
  await page.getByLabel(t.detail.focusY).press("Enter");
  await page.waitForURL(/done=focus#media-focus$/);
  await expect(page.getByRole("status").filter({ hasText: t.detail.focusSaved })).toBeVisible();
  await expect(page.getByLabel(t.detail.focusX)).toHaveValue("20");
  await expect(page.locator("#media-focus-mark")).toHaveAttribute(
    "style",
    /left: ?20%; ?top: ?30%/,
  );
  await expect(page.locator(".media-focus-preview").first()).toHaveCSS(
    "object-position",
    "20% 30%",
  );

  // By a click on the picture, three quarters across and a quarter down.
  const area = page.locator("#media-focus-area");
  await expect(page.getByText(t.detail.focusPick)).toBeVisible();
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  await expect(page.getByLabel(t.detail.focusX)).toHaveValue("75");
  await expect(page.getByLabel(t.detail.focusY)).toHaveValue("25");
  await expect(page.locator(".media-focus-preview").first()).toHaveCSS(
    "object-position",
    "75% 25%",
  );
  await page.getByRole("button", { name: t.detail.focusSave }).click();
  await page.waitForURL(/done=focus#media-focus$/);
  await expect(page.locator("#media-focus-mark")).toHaveAttribute(
    "style",
    /left: ?75%; ?top: ?25%/,
  );

  // Out of range: refused, said next to the field, nothing changed.
  await page.getByLabel(t.detail.focusX).fill("140");
  await page.getByLabel(t.detail.focusX).evaluate((input) => input.removeAttribute("max"));
  await page.getByRole("button", { name: t.detail.focusSave }).click();
  await expect(page.getByText(t.detail.focusInvalid)).toBeVisible();
  await expect(page.getByLabel(t.detail.focusX)).toHaveAttribute("aria-invalid", "true");
  // Opened again (a reload would post the form again): the stored point is unchanged.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByLabel(t.detail.focusX)).toHaveValue("75");

  await page.getByRole("button", { name: t.detail.focusReset }).click();
  await expect(page.getByRole("status").filter({ hasText: t.detail.focusCleared })).toBeVisible();
  await expect(page.getByText(t.detail.focusNone)).toBeVisible();
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
