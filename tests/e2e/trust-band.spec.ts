import { expect, languages, localize, test } from "./fixtures";

/**
 * The certifications' trust band on the home and safety pages: the company's current
 * certificates as tiles with their end of validity in the page's language, without a script,
 * and on a phone the tiles stacked within the screen's width.
 */

const validUntil = { fr: "Valable jusqu'au 30 novembre 2027", en: "Valid until November 30, 2027" };

for (const lang of languages) {
  for (const path of ["/", "/safety"]) {
    test(`${localize(path, lang)} shows the certificates as tiles (${lang})`, async ({ page }) => {
      await page.goto(localize(path, lang));
      const band = page.locator("section#certifications");
      await expect(band.getByRole("heading", { level: 2 })).toBeVisible();
      const tiles = band.getByRole("listitem");
      await expect(tiles).toHaveCount(3);
      await expect(band.getByRole("heading", { level: 3 })).toHaveText([
        "VCA**",
        /^EN\sISO\s3834-\u2060?2$/,
        /^ISO\s9001:2015$/,
      ]);
      await expect(tiles.nth(1)).toContainText(validUntil[lang]);
    });
  }
}

test("the band's tiles stay within a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const tiles = page.locator("section#certifications li");
  await expect(tiles).toHaveCount(3);
  for (const box of await tiles.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().right),
  )) {
    expect(box).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
