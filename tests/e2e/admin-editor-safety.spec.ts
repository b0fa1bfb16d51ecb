import { expect, type Page, test } from "@playwright/test";
import frArticles from "../../app/admin/articles/texts/fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The editor never loses work: autosave, the warning before leaving, an ended session. */
const { user: USER, password: PASSWORD } = sharedAccounts.editorSafety;
const { origin: ORIGIN, signIn } = registerSharedAdmin(sharedAccounts.editorSafety);

const e = frArticles.editor;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The autosave's line, once it kept what was typed. */
const kept = (page: Page) =>
  expect(page.locator("#article-autosave-status")).toContainText(
    e.autosave.kept.split("{time}")[0] ?? "",
    { timeout: 20_000 },
  );

test("asks before leaving unsaved changes and offers the text back on return", async ({ page }) => {
  await signIn(page, "/admin/articles/new");
  await field(page, e.title).fill("Dégazage des cuves de fermentation");
  await field(page, e.markdown).fill("## Principe\n\nLe CO₂ est évacué par le haut.");
  await kept(page);

  // Leaving through a link: the browser asks first.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.accept();
    });
  });
  await page.getByRole("link", { name: e.backToList }).click();
  expect(await asked).toBe("beforeunload");
  await page.waitForURL(/\/admin\/articles$/);

  await page.goto("/admin/articles/new");
  await expect(field(page, e.title)).toHaveValue("");
  await page.getByRole("link", { name: e.autosave.restore }).click();
  await expect(field(page, e.title)).toHaveValue("Dégazage des cuves de fermentation");
  await expect(field(page, e.markdown)).toHaveValue(
    "## Principe\n\nLe CO₂ est évacué par le haut.",
  );

  // A draft needs only a title; once saved, nothing is offered and leaving asks nothing.
  await page.getByRole("button", { name: e.saveDraft }).click();
  await expect(page).toHaveURL(/done=created$/);
  await expect(page.getByRole("link", { name: e.autosave.restore })).toHaveCount(0);
  await page.goto("/admin/articles/new");
  await expect(page.getByRole("link", { name: e.autosave.restore })).toHaveCount(0);
  await page.getByRole("link", { name: e.backToList }).click();
  await page.waitForURL(/\/admin\/articles$/);
});

test("an ended session keeps the text: sign in again and the editor shows it", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin/articles/new");
  await field(page, e.title).fill("Purge des lignes de vapeur");
  await page.getByRole("button", { name: e.saveDraft }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\?done=created$/);
  // The address changes before the new page's scripts run: typing earlier would go unheard.
  await page.waitForLoadState("load");
  const editor = new URL(page.url()).pathname;

  await field(page, e.markdown).fill("## Purgeurs\n\nUn purgeur par point bas.");
  await kept(page);
  // The session ends on the server (signed out elsewhere): the browser still has its cookie.
  const cookie = (await page.context().cookies()).find((c) => c.name === "procelia_admin");
  const ended = await request.post("/admin/logout", {
    form: {},
    headers: { Origin: ORIGIN, Cookie: `procelia_admin=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(ended.status()).toBe(302);
  // Typed after the session ended, and saved at once.
  await field(page, e.markdown).press("End");
  await field(page, e.markdown).pressSequentially("\n\nPente de 1 %.");
  await page
    .getByRole("button", { name: e.save, exact: true })
    .or(page.getByRole("button", { name: e.saveDraft }))
    .click();

  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=.*&ended=1$/);
  await expect(page.getByRole("status")).toHaveText(frAdmin.login.endedKept);
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();

  await expect(page).toHaveURL(new RegExp(`${editor}\\?restore=1$`));
  await expect(field(page, e.markdown)).toHaveValue(
    "## Purgeurs\n\nUn purgeur par point bas.\n\nPente de 1 %.",
  );
  await page.getByRole("button", { name: e.saveDraft }).click();
  await expect(page).toHaveURL(/done=saved$/);
  await expect(field(page, e.markdown)).toHaveValue(
    "## Purgeurs\n\nUn purgeur par point bas.\n\nPente de 1 %.",
  );
});
