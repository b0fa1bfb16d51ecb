import { expectGreenPanel, expectInViewBelowHeader } from "./contact-panel";
import { expect, htmlLang, type Lang, localize, test, texts } from "./fixtures";

test.use({ javaScriptEnabled: false });

const visitor = {
  name: "Marc Lefebvre",
  company: "Laiterie des Flandres",
  email: "marc.lefebvre@example.fr",
  phone: "+33 3 20 12 34 56",
  message: "Demande de devis pour un skid NEP.",
};

for (const lang of ["fr", "en"] as const satisfies readonly Lang[]) {
  const t = texts.contact[lang];

  test.describe(`contact form without JavaScript (${lang})`, () => {
    test("filling and sending the form shows the confirmation", async ({ page }) => {
      await page.goto(localize("/contact", lang));
      const form = page.locator("main form[method='post']");
      await form.getByLabel(t.form.name).fill(visitor.name);
      await form.getByLabel(t.form.company).fill(visitor.company);
      await form.getByLabel(t.form.email).fill(visitor.email);
      await form.getByLabel(t.form.phone).fill(visitor.phone);
      await form.getByLabel(t.form.message).fill(visitor.message);
      await form.getByRole("button", { name: t.form.submit }).click();

      const confirmation = page.getByTestId("contact-success");
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(t.success.title);
      await expectGreenPanel(page, confirmation);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);

      // "Send another message" brings back an empty form, still without JavaScript.
      await confirmation.getByRole("button", { name: t.success.again }).click();
      await expect(page.getByLabel(t.form.name)).toHaveValue("");
      await expect(page.getByLabel(t.form.message)).toHaveValue("");
      // ...and opens at it, not at the top of the page.
      await expectInViewBelowHeader(page, page.getByLabel(t.form.name));
    });

    test("an empty name is stopped by the required-field check, other values kept", async ({
      page,
    }) => {
      await page.goto(localize("/contact", lang));
      const form = page.locator("main form[method='post']");
      await form.getByLabel(t.form.company).fill(visitor.company);
      await form.getByLabel(t.form.email).fill(visitor.email);
      await form.getByLabel(t.form.message).fill(visitor.message);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await form.getByRole("button", { name: t.form.submit }).click();

      const name = form.getByLabel(t.form.name);
      await expect(name).toBeFocused();
      expect(
        await name.evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
      expect(posts).toEqual([]);
      await expect(form.getByLabel(t.form.company)).toHaveValue(visitor.company);
      await expect(form.getByLabel(t.form.message)).toHaveValue(visitor.message);
    });

    test("a name of only spaces is refused with the field error, other values kept", async ({
      page,
    }) => {
      await page.goto(localize("/contact", lang));
      const form = page.locator("main form[method='post']");
      await form.getByLabel(t.form.name).fill("   ");
      await form.getByLabel(t.form.company).fill(visitor.company);
      await form.getByLabel(t.form.email).fill(visitor.email);
      await form.getByLabel(t.form.phone).fill(visitor.phone);
      await form.getByLabel(t.form.message).fill(visitor.message);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: t.form.submit }).click();
      expect((await answer).status()).toBe(400);

      const after = page.locator("main form[method='post']");
      await expect(after.getByLabel(t.form.name)).toHaveAttribute("aria-invalid", "true");
      await expect(after.getByText(t.errors.required, { exact: true })).toBeVisible();
      await expect(after.getByLabel(t.form.company)).toHaveValue(visitor.company);
      await expect(after.getByLabel(t.form.email)).toHaveValue(visitor.email);
      await expect(after.getByLabel(t.form.phone)).toHaveValue(visitor.phone);
      await expect(after.getByLabel(t.form.message)).toHaveValue(visitor.message);
      await expect(page.getByTestId("contact-success")).toHaveCount(0);
    });
  });
}
