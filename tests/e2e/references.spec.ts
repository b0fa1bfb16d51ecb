import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test, visit } from "./fixtures";

/**
 * A project reference's page and the projects list's filter, as a visitor sees them: the page
 * without framework JavaScript, the language switch to the counterpart's own address, the
 * filter working with JavaScript off, and no accessibility fault at 1280 and 375 px.
 */

const FR = "/realisations-clients/salle-de-brassage-40-hl-ath";
const EN = "/en/realisations-clients/40-hl-brewhouse-ath";

async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test.describe("reference pages", () => {
  test("a card leads to its reference page, whose figures, quote and services show, with no framework script", async ({
    page,
  }) => {
    await visit(page, "/realisations-clients");
    await page.getByRole("link", { name: "Salle de brassage de 40\u00a0hl" }).click();
    await expect(page).toHaveURL(FR);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Salle de brassage de 40\u00a0hl",
    );
    const results = page.getByRole("region", { name: "Résultats en chiffres" });
    await expect(results.getByText("40\u00a0hl/brassin")).toBeVisible();
    await expect(page.getByText("Maître brasseur et gérant")).toBeVisible();
    await expect(page.getByRole("link", { name: "Brasserie", exact: true }).last()).toHaveAttribute(
      "href",
      "/brasserie",
    );
    const scripts = await page.evaluate(() =>
      [...document.scripts].filter((script) => script.src).map((script) => script.src),
    );
    expect(scripts).toEqual([]);
    // The language switch goes to the English counterpart's own address.
    await page.getByRole("link", { name: /^EN/ }).first().click();
    await expect(page).toHaveURL(EN);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("40\u00a0hl brewhouse");
  });

  test("the list filters by sector and by trade with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/realisations-clients");
    await page.getByLabel("Secteur").selectOption({ label: "Pharmaceutique" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/\?secteur=pharmaceutique&metier=#projets$/);
    await expect(page.getByText("2 réalisation(s) sur 6")).toBeVisible();
    await expect(page.locator("#projets article")).toHaveCount(2);
    await page.getByLabel("Métier").selectOption({ label: "Brasserie" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByText("Aucune réalisation ne correspond à ces critères.")).toBeVisible();
    await page.getByRole("link", { name: "Tout afficher" }).click();
    await expect(page.locator("#projets article")).toHaveCount(6);
    await context.close();
  });

  for (const width of [1280, 375]) {
    test(`the reference page and the filtered list have no accessibility fault at ${width} px and fit the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        FR,
        EN,
        "/realisations-clients?secteur=agroalimentaire&metier=automation",
      ]) {
        await visit(page, path);
        await expectAccessible(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBe(0);
      }
    });
  }
});
