import { accessibleExpanded } from "./accessibility-tree";
import { expect, type Lang, localize, type Page, test, texts, visit } from "./fixtures";

function mainNav(page: Page, lang: Lang) {
  return page.getByRole("banner").getByRole("navigation", { name: texts.common[lang].nav.label });
}

test.describe("header and navigation (desktop)", () => {
  test("the header stays visible at the top after scrolling down", async ({ page }) => {
    await visit(page, "/contact");
    const header = page.getByRole("banner");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });

  for (const lang of ["fr", "en"] as const) {
    test(`the ${lang} navigation lists its entries in the specified order`, async ({ page }) => {
      const { nav } = texts.common[lang];
      await page.goto(localize("/", lang));
      const entries = mainNav(page, lang).locator(":scope > ul > li").locator("a, button").filter({
        visible: true,
      });
      await expect(entries).toHaveText([
        nav.automation,
        nav.piping,
        nav.process,
        nav.safety,
        nav.water,
        nav.projects,
        nav.contact,
      ]);
      await expect(
        mainNav(page, lang).getByRole("link", { name: nav.contact, exact: true }),
      ).toHaveAttribute("href", localize("/contact", lang));
    });
  }

  test("the Process group opens a panel with food & beverage, pharma, brewery and Meura", async ({
    page,
  }) => {
    const { nav } = texts.common.fr;
    await visit(page, "/");
    const button = mainNav(page, "fr").getByRole("button", { name: nav.process });
    await expect.poll(() => accessibleExpanded(button)).toBe(false);
    await button.click();
    await expect.poll(() => accessibleExpanded(button)).toBe(true);
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link")).toHaveText([
      nav.foodBeverage,
      nav.pharma,
      nav.brewery,
      nav.meura,
    ]);
    await expect(panel.getByRole("link", { name: nav.pharma })).toHaveAttribute(
      "href",
      "/process-pharma",
    );
    await panel.getByRole("link", { name: nav.brewery }).click();
    await expect(page).toHaveURL(/\/brasserie$/);
    await expect(panel).toBeHidden();
  });

  test("the Process group works with the keyboard: Enter opens, Escape closes back to the button", async ({
    page,
  }) => {
    const { nav } = texts.common.fr;
    await visit(page, "/");
    const button = mainNav(page, "fr").getByRole("button", { name: nav.process });
    await button.focus();
    await page.keyboard.press("Enter");
    const firstLink = mainNav(page, "fr").getByRole("link", { name: nav.foodBeverage });
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(firstLink).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => accessibleExpanded(button)).toBe(false);
  });

  test("the Water group opens a panel with clean water and wastewater", async ({ page }) => {
    const { nav } = texts.common.en;
    await visit(page, "/en");
    const button = mainNav(page, "en").getByRole("button", { name: nav.water });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link")).toHaveText([nav.waterClean, nav.waterWaste]);
    await expect(panel.getByRole("link", { name: nav.waterClean })).toHaveAttribute(
      "href",
      "/en/water-clean",
    );
    await expect(panel.getByRole("link", { name: nav.waterWaste })).toHaveAttribute(
      "href",
      "/en/water-waste",
    );
  });

  for (const lang of ["fr", "en"] as const) {
    test(`the header Lead button leads to ${localize("/contact", lang)}`, async ({ page }) => {
      const { header } = texts.common[lang];
      await visit(page, localize("/automation", lang));
      await page.getByRole("banner").getByRole("link", { name: header.contactButton }).click();
      // The page the visitor came from rides along (decision 028).
      await expect(page).toHaveURL(
        new RegExp(`${localize("/contact", lang)}\\?from=${localize("/automation", lang)}$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        texts.contact[lang].hero.title,
      );
    });
  }

  test("navigating from a footer link shows the new page from its top", async ({ page }) => {
    await visit(page, "/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: texts.common.fr.footer.blog })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.blog.fr.hero.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("navigating from the header after scrolling shows the new page from its top", async ({
    page,
  }) => {
    await visit(page, "/en/contact");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await mainNav(page, "en").getByRole("link", { name: texts.common.en.nav.projects }).click();
    await expect(page).toHaveURL(/\/en\/realisations-clients$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
