import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import frSettings from "../../app/admin/site-content/texts/settings.fr.server";
import { company } from "../../app/platform/content/company";
import { fill } from "../../app/platform/i18n/format";
import { localizePath, requiredLanguages } from "../../app/platform/i18n/lang";
import enCommon from "../../app/platform/i18n/messages/en/common.server";
import frCommon from "../../app/platform/i18n/messages/fr/common.server";
import { pagePath } from "../../app/platform/navigation/page-table";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The site settings as the office manager edits them, on a server of its own. */
const { signIn } = registerSharedAdmin(sharedAccounts.settings);

const t = frSettings;
const NEW_PHONE = "+32 69 55 99 00";

const NEW_TEL = `tel:${NEW_PHONE.replaceAll(" ", "")}`;
const callLabel = { fr: frCommon.header.callLabel, en: enCommon.header.callLabel };
const fridayHours = {
  fr: "le vendredi, de 8\u00a0h à 15\u00a0h\u00a030",
  en: "Friday, 8:00 to 15:30",
};

/**
 * What a visitor sees once the settings are saved: the new number in the header's tap-to-call
 * link and the footer of the home, contact and legal pages in both languages, and Friday's new
 * hours on the contact page (the pages are rendered again after the save: polled).
 */
async function seesOnPublicPages(page: Page, phone: string) {
  const visitor = await page.context().newPage();
  for (const lang of requiredLanguages) {
    for (const id of ["home", "contact", "legal"] as const) {
      const path = localizePath(pagePath(id), lang);
      const headerLink = visitor
        .getByRole("banner")
        .getByRole("link", { name: fill(callLabel[lang], { phone }) });
      await expect
        .poll(async () => {
          await visitor.goto(path);
          return headerLink.getAttribute("href");
        }, path)
        .toBe(NEW_TEL);
      await expect(
        visitor.getByRole("contentinfo").getByRole("link", { name: phone }),
        path,
      ).toHaveAttribute("href", NEW_TEL);
      if (id === "contact")
        await expect(visitor.getByRole("main")).toContainText(fridayHours[lang]);
    }
  }
  await visitor.close();
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test("changes the phone number and Friday's hours, sees them on the public pages and in the history, and restores the old number", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.neverSaved)).toBeVisible();
  await expect(page.getByTestId("settings-vat")).toHaveValue("BE 0123.456.749");

  await page.getByLabel(t.fields.phone, { exact: true }).fill(NEW_PHONE);
  const friday = page.getByRole("group", { name: "Vendredi" });
  await friday.getByLabel(t.hours.to).fill("15:30");
  await page.getByRole("button", { name: t.save }).click();

  await expect(page.getByRole("status")).toHaveText(t.saved);
  await expect(page.getByLabel(t.fields.phone, { exact: true })).toHaveValue(NEW_PHONE);
  await expect(
    page.getByText(
      "Du lundi au jeudi, de 8\u00a0h à 17\u00a0h\u00a0; le vendredi, de 8\u00a0h à 15\u00a0h\u00a030",
    ),
  ).toBeVisible();
  const history = page.getByRole("list", { name: fill(t.history.caption, { count: 2 }) });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(t.fields.phone);
  await expect(history.getByRole("listitem").first()).toContainText(
    `${company.phone} → ${NEW_PHONE}`,
  );
  await expect(history).toContainText(
    "8\u00a0h\u00a0–\u00a017\u00a0h → 8\u00a0h\u00a0–\u00a015\u00a0h\u00a030",
  );
  await expect(history).toContainText("claire.dubois");
  await seesOnPublicPages(page, NEW_PHONE);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      fullPage: true,
      path: test.info().outputPath(`settings-${width}.png`),
    });
  }

  await page
    .getByRole("button", {
      name: fill(t.history.restoreOf, { field: t.fields.phone, value: company.phone }),
    })
    .click();
  await expect(page.getByRole("status")).toHaveText(fill(t.restored, { field: t.fields.phone }));
  await expect(page.getByLabel(t.fields.phone, { exact: true })).toHaveValue(company.phone);
  await expect(friday.getByLabel(t.hours.to)).toHaveValue("15:30");
  await expect(
    page
      .getByRole("list", { name: fill(t.history.caption, { count: 3 }) })
      .getByRole("listitem")
      .first(),
  ).toContainText(`${NEW_PHONE} → ${company.phone}`);

  // A refused save, checked by axe too: the error is tied to its field, nothing is saved.
  await page.getByLabel(t.fields.email, { exact: true }).fill("contact@");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("alert")).toHaveText(t.invalid);
  await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAccessibleDescription(
    `${t.hints.email} ${t.errors.email}`,
  );
  await noAxeViolations(page);

  // Both changes are in the activity log.
  await page.goto("/admin/audit");
  await expect(page.getByRole("cell", { name: "Paramètres du site enregistrés" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Paramètre du site rétabli" })).toBeVisible();
});

test("without JavaScript, refuses a wrong enterprise number on its field and keeps everything typed", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, "/en/admin/settings");
  await page.getByLabel("Town", { exact: true }).fill("Mouscron");
  await page.getByLabel("Enterprise number (CBE)", { exact: true }).fill("0123.456.748");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Some fields need correcting: nothing was saved. Everything you typed is kept below.",
  );
  const number = page.getByLabel("Enterprise number (CBE)", { exact: true });
  await expect(number).toHaveValue("0123.456.748");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAccessibleDescription(/check digits\)\.$/);
  await expect(page.getByLabel("Town", { exact: true })).toHaveValue("Mouscron");
  // axe needs JavaScript in the page: the first test checks a refused form with it.
  await page.screenshot({
    fullPage: true,
    path: test.info().outputPath("settings-refused-375.png"),
  });

  // Fixed, it saves; the VAT number follows.
  await page.getByLabel("Enterprise number (CBE)", { exact: true }).fill("0456 789 034");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Settings saved. The site now shows the new values.",
  );
  await expect(page.getByTestId("settings-vat")).toHaveValue("BE 0456.789.034");
  await expect(page.getByLabel("Town", { exact: true })).toHaveValue("Mouscron");
  await context.close();
});
