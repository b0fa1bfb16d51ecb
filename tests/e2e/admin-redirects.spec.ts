import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import t from "../../app/admin/redirects/texts/fr.server";
import { fill } from "../../app/platform/i18n/format";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/**
 * The redirects screen as an editor uses it the week the old site is switched off: an old
 * address a visitor asked for shows in the 404 log, "Redirect" opens the form with it filled in,
 * and once saved the old address leads to the page; a redirect to itself is refused in words.
 */
const { origin, signIn } = registerSharedAdmin(sharedAccounts.redirects);

const OLD = `/ancien-site/vannes-${Date.now()}.html`;

test("a 404 line redirected in one step, then the old address leads to the page", async ({
  page,
}) => {
  const visitor = await page.context().newPage();
  expect((await visitor.goto(OLD))?.status()).toBe(404);

  await signIn(page, "/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: t.list.title })).toBeVisible();
  // The log is written every few seconds: the line appears after a reload or two.
  const redirectLink = page.getByRole("link", {
    name: fill(t.notFound.redirectLabel, { path: OLD }),
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        return redirectLink.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await redirectLink.click();
  await expect(page.getByRole("heading", { level: 1, name: t.form.newTitle })).toBeVisible();
  await expect(page.getByLabel(t.form.source)).toHaveValue(OLD);
  await page.getByRole("radio", { name: t.form.kinds.page }).check();
  await page.getByLabel(t.form.page, { exact: true }).selectOption("piping.fr");
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.getByRole("status")).toHaveText(t.list.added);
  await expect(page.getByRole("cell", { name: OLD, exact: true })).toBeVisible();
  await expect(
    page.getByRole("link", { name: fill(t.notFound.redirectLabel, { path: OLD }) }),
  ).toHaveCount(0);

  await visitor.goto(OLD);
  await expect(visitor).toHaveURL(/\/tuyauterie-industrielle$/);
  await visitor.close();
});

test("a redirect that would lead to itself is refused, saying why", async ({ page }) => {
  await signIn(page, "/admin/redirects/new");
  await page.getByLabel(t.form.source).fill("/ancien-site/*");
  await page.getByRole("radio", { name: t.form.kinds.url }).check();
  await page.getByLabel(t.form.url, { exact: true }).fill(`${origin}/ancien-site/x`);
  await page.getByRole("button", { name: t.form.save }).click();
  await expect(page.getByRole("alert").first()).toHaveText(t.form.refused);
  await expect(page.getByText(t.errors.loop)).toBeVisible();
});
