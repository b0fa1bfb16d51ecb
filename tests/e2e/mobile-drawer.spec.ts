import { accessibleState } from "./accessibility-tree";
import { expect, type Page, test, texts, visit } from "./fixtures";

test.use({ viewport: { width: 375, height: 800 } });

const { nav, header } = texts.common.fr;

async function openDrawer(page: Page) {
  await visit(page, "/");
  const hamburger = page.getByRole("button", { name: nav.openMenu });
  await hamburger.click();
  const drawer = page.getByRole("dialog", { name: nav.menuTitle });
  await expect(drawer).toBeVisible();
  return { hamburger, drawer };
}

test.describe("mobile drawer", () => {
  test("the hamburger replaces the desktop navigation and opens a dialog named Menu", async ({
    page,
  }) => {
    const { hamburger, drawer } = await openDrawer(page);
    // A modal dialog: the page behind it, hamburger included, is inert for every visitor, and
    // out of what a screen reader reads.
    expect(await drawer.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect.poll(async () => (await accessibleState(hamburger)).ignored).toBe(true);
    await expect(
      page.getByRole("banner").getByRole("navigation", { name: nav.label }),
    ).toBeHidden();
    await expect(drawer.getByRole("link", { name: nav.automation })).toHaveAttribute(
      "href",
      "/automation",
    );
    await expect(drawer.getByRole("link", { name: nav.meura })).toBeVisible();
    await expect(drawer.getByRole("link", { name: nav.waterWaste })).toBeVisible();
    // The call to action carries the page it was clicked on (docs/decisions/028).
    await expect(drawer.getByRole("link", { name: header.contactButton })).toHaveAttribute(
      "href",
      "/contact?from=/",
    );
  });

  test("focus stays inside the open drawer when tabbing", async ({ page }) => {
    const { drawer } = await openDrawer(page);
    const focusables = await drawer.locator("a, button").count();
    expect(focusables).toBeGreaterThan(5);
    for (let step = 0; step < focusables + 3; step++) {
      await page.keyboard.press("Tab");
      expect(
        await drawer.evaluate((element) => element.contains(document.activeElement)),
        `focus after Tab #${step + 1}`,
      ).toBe(true);
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press("Shift+Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
  });

  test("Escape closes the drawer and gives focus back to the hamburger", async ({ page }) => {
    const { hamburger, drawer } = await openDrawer(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
    // Back in the tree, saying again that it opens a dialog.
    expect(await accessibleState(hamburger)).toMatchObject({ ignored: false, hasPopup: "dialog" });
  });

  test("clicking a link navigates and closes the drawer", async ({ page }) => {
    const { drawer } = await openDrawer(page);
    await drawer.getByRole("link", { name: nav.safety }).click();
    await expect(page).toHaveURL(/\/safety$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
