import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import t from "../../app/admin/translations/texts/fr.server";
import { fill } from "../../app/platform/i18n/format";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/**
 * The translation board as an office manager uses it on a phone: the Dutch of one page filtered,
 * each line's state and its link to the editor; then a translator's XLIFF file brought back,
 * previewed, imported, and the line current.
 */
const { signIn } = registerSharedAdmin(sharedAccounts.translations);

const BOARD = "/admin/translations?lang=nl&kind=page&page=waterWaste";
const DUTCH = `Industriële afvalwaterzuivering op maat (${Date.now()})`;

test.use({ viewport: { width: 375, height: 800 } });

test("the board at 375 px: filtered lines, their states and editors, no horizontal scroll", async ({
  page,
}) => {
  await signIn(page, BOARD);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByTestId("translations-summary")).toHaveText(
    /^\d+ à revoir, \d+ manquant\(s\), \d+ à jour$/,
  );
  const lines = page.getByTestId("translation-line");
  expect(await lines.count()).toBeGreaterThan(3);
  await expect(page.getByRole("link", { name: /^Modifier\s*, / }).first()).toHaveAttribute(
    "href",
    /^\/admin\/pages\/waterWaste#text-/,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test("an XLIFF file exported, translated, previewed and imported", async ({ page }) => {
  await signIn(page, BOARD);
  const exported = await page.request.get(
    "/admin/translations/export?lang=nl&set=page&page=waterWaste",
  );
  expect(exported.status()).toBe(200);
  const xml = await exported.text();
  const start = xml.indexOf('<trans-unit id="page|waterWaste|hero.title"');
  const end = xml.indexOf("</trans-unit>", start);
  const unit = xml.slice(start, end).replace(/<target[^>]*>[\s\S]*?<\/target>/, "");
  const translated = `${xml.slice(0, start)}${unit.replace(
    "</source>",
    `</source><target state="translated">${DUTCH}</target>`,
  )}${xml.slice(end)}`;

  await page.getByRole("link", { name: t.xliff.importLink }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.import.title })).toBeVisible();
  await page.getByLabel(/Fichier XLIFF/).setInputFiles({
    name: "waterWaste-nl.xlf",
    mimeType: "application/x-xliff+xml",
    buffer: Buffer.from(translated),
  });
  await page.getByRole("button", { name: t.import.preview }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("listitem")).toHaveCount(1);
  await expect(preview).toContainText(DUTCH);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("button", { name: t.import.apply }).click();
  await expect(page.getByRole("status")).toHaveText(fill(t.done.imported, { count: 1 }));
  await page.goto(`${BOARD}&state=current`);
  await expect(page.getByText(DUTCH)).toBeVisible();
});
