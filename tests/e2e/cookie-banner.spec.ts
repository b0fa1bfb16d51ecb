import { expect, test, texts, visit } from "./fixtures";

test.use({ acceptCookies: false });

test.describe("cookie banner", () => {
  for (const lang of ["fr", "en"] as const) {
    const { cookie } = texts.common[lang];
    test(`(${lang}) shows on the first visit and is gone for good once accepted`, async ({
      page,
    }) => {
      await visit(page, lang === "fr" ? "/" : "/en");
      const banner = page.getByRole("dialog", { name: cookie.label });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(cookie.message);
      const box = await banner.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);

      await banner.getByRole("button", { name: cookie.accept }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem("cookies-accepted"))).toBe(
        "true",
      );

      await page.reload();
      await expect(page.getByRole("dialog", { name: cookie.label })).toHaveCount(0);
    });
  }

  test("keeps showing on later pages until Accept is clicked", async ({ page }) => {
    await visit(page, "/");
    const banner = page.getByRole("dialog", { name: texts.common.fr.cookie.label });
    await expect(banner).toBeVisible();
    await page.goto("/automation");
    await expect(banner).toBeVisible();
  });
});
