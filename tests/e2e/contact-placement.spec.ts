import { expectInViewBelowHeader } from "./contact-panel";
import { expect, type Page, test, texts, visit, visitor } from "./fixtures";

// Where the visitor's eyes and focus land after sending the form: never above the screen nor
// under the sticky header, on a phone and on a desktop, with JavaScript and without.

const t = texts.contact.fr;
const viewports = [
  { label: "phone", width: 375, height: 667 },
  { label: "desktop", width: 1280, height: 720 },
];

async function fillForm(page: Page, values: typeof visitor) {
  const form = page.locator("main form[method='post']");
  await form.getByLabel(t.form.name).fill(values.name);
  await form.getByLabel(t.form.company).fill(values.company);
  await form.getByLabel(t.form.email).fill(values.email);
  await form.getByLabel(t.form.phone).fill(values.phone);
  await form.getByLabel(t.form.message).fill(values.message);
  return form;
}

async function expectConfirmationInView(page: Page) {
  const panel = page.getByTestId("contact-success");
  const heading = panel.getByRole("heading", { name: t.success.title });
  await expect(heading).toBeFocused();
  await expectInViewBelowHeader(page, panel);
}

for (const { label, width, height } of viewports) {
  test.describe(`after sending, on a ${label} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test("with JavaScript, the confirmation is in view below the header, its heading focused", async ({
      page,
    }) => {
      await visit(page, "/contact");
      const form = await fillForm(page, visitor);
      await form.locator("button[type='submit']").click();
      await expectConfirmationInView(page);
    });

    test("with JavaScript, an empty submit shows the error summary and the first field below the header", async ({
      page,
    }) => {
      await visit(page, "/contact");
      const form = page.locator("main form[method='post']");
      const name = form.getByLabel(t.form.name);
      // Scrolled down while reading the form: the name field just below the header, its label under it.
      await name.evaluate((input) => {
        const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        const top = input.getBoundingClientRect().top - headerBottom - 4;
        window.scrollBy({ top, behavior: "instant" });
      });
      await form.locator("button[type='submit']").click();
      await expect(name).toBeFocused();
      await expectInViewBelowHeader(page, form.getByRole("alert"));
      await expectInViewBelowHeader(page, form.locator("label[for='contact-name']"));
      await expectInViewBelowHeader(page, name);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the page after the post opens at the confirmation, below the header", async ({
        page,
      }) => {
        await page.goto("/contact");
        const form = await fillForm(page, visitor);
        await form.locator("button[type='submit']").click();
        const panel = page.getByTestId("contact-success");
        await expectInViewBelowHeader(page, panel);
        // Keyboard navigation goes on from the confirmation, not from the top of the page.
        await page.keyboard.press("Tab");
        await expect(panel.getByRole("button", { name: t.success.again })).toBeFocused();
      });

      test("a refused post shows the error summary and the field in view", async ({ page }) => {
        await page.goto("/contact");
        const form = await fillForm(page, { ...visitor, name: "   " });
        await form.locator("button[type='submit']").click();
        const after = page.locator("main form[method='post']");
        const name = after.getByLabel(t.form.name);
        await expect(name).toHaveAttribute("aria-invalid", "true");
        await expect(name).toBeFocused();
        await expectInViewBelowHeader(page, after.getByRole("alert"));
        await expectInViewBelowHeader(page, name);
      });
    });
  });
}

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" });

  test("the confirmation comes into view at once, without a smooth scroll", async ({ page }) => {
    await visit(page, "/contact");
    const form = await fillForm(page, visitor);
    await form.locator("button[type='submit']").click();
    const panel = page.getByTestId("contact-success");
    await expect(panel.getByRole("heading")).toBeFocused();
    // Measured as soon as the focus has arrived: a smooth scroll would still be under way.
    const placement = await panel.evaluate((element) => {
      const header = document.querySelector("header")?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, headerBottom: header?.bottom ?? 0 };
    });
    expect(placement.top).toBeGreaterThanOrEqual(placement.headerBottom);
    expect(placement.bottom).toBeLessThanOrEqual(720);
  });
});
