import { expect, type Page, request, test } from "@playwright/test";
import enArticles from "../../app/admin/articles/texts/en.server";
import frArticles from "../../app/admin/articles/texts/fr.server";
import frLeads from "../../app/admin/leads/texts/fr.server";
import { DRAFT_STORAGE_KEY } from "../../app/admin/shell/form-drafts";
import frCollections from "../../app/admin/site-content/texts/collections.fr.server";
import frSettings from "../../app/admin/site-content/texts/settings.fr.server";
import enAdmin from "../../app/platform/i18n/messages/en/admin.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** What a form held when its session ended comes back after signing in again, on every form. */
const { user: USER, password: PASSWORD } = sharedAccounts.sessionDrafts;
const { origin: ORIGIN, signIn } = registerSharedAdmin(sharedAccounts.sessionDrafts);

/** Ends the page's session on the server, as signing out elsewhere or expiry does: the cookie stays. */
async function endSession(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "procelia_admin");
  // Another client: the page's own would take the cookie away with the answer.
  const elsewhere = await request.newContext({ baseURL: ORIGIN });
  const ended = await elsewhere.post("/admin/logout", {
    form: {},
    headers: { Origin: ORIGIN, Cookie: `procelia_admin=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(ended.status()).toBe(302);
  await elsewhere.dispose();
}

/** Signs in again on the sign-in page the refused post was sent to. */
async function signInAgain(page: Page, t: typeof frAdmin.login = frAdmin.login) {
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=.*&ended=1$/);
  await page.getByLabel(t.username).fill(USER);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole("button", { name: t.submit }).click();
  await page.waitForURL((url) => !url.pathname.includes("/login"));
}

const keptNotice = (page: Page, text = frAdmin.shell.draftKept) =>
  page.locator("#admin-content").getByRole("status").filter({ hasText: text });

test("the site's settings typed when the session ended come back after signing in", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  const phone = page.getByLabel(frSettings.fields.phone, { exact: true });
  await phone.fill("+32 69 98 76 54");
  await endSession(page);
  await page.getByRole("button", { name: frSettings.save }).click();
  await signInAgain(page);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(phone).toHaveValue("+32 69 98 76 54");
  await expect(keptNotice(page)).toBeVisible();
  await expect(keptNotice(page)).toBeFocused();
  // Restored once: the next visit shows what is stored.
  await page.goto("/admin/settings");
  await expect(keptNotice(page)).toHaveCount(0);
  await expect(phone).not.toHaveValue("+32 69 98 76 54");
});

test("a collection item typed when the session ended comes back", async ({ page }) => {
  await signIn(page, "/admin/collections");
  await page.locator("#admin-content a[href^='/admin/collections/']").first().click();
  await page.getByRole("link", { name: frCollections.add }).click();
  const first = page.locator("#admin-content form[method='post'] input[type='text']").first();
  await first.fill("Brasserie du Pays Noir");
  const url = new URL(page.url()).pathname;
  await endSession(page);
  await page.getByRole("button", { name: frCollections.form.add }).click();
  await signInAgain(page);
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(first).toHaveValue("Brasserie du Pays Noir");
  await expect(keptNotice(page)).toBeVisible();
});

test("a lead's half-written note warns before leaving and survives the end of the session", async ({
  page,
}) => {
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Ingrid Wauters",
      company: "Laiterie de Herve",
      email: "ingrid.wauters@example.be",
      phone: "",
      message: "Nous cherchons un skid de pasteurisation de 2 m³/h.",
      language: "fr",
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await signIn(page, `/admin/leads/${id}`);
  const note = page.getByLabel(frLeads.lead.note);
  await note.fill("Rappeler jeudi pour la visite");

  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    });
  });
  await page
    .getByRole("navigation", { name: frAdmin.shell.navLabel })
    .getByRole("link", { name: frAdmin.shell.home })
    .click();
  expect(await asked).toBe("beforeunload");
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));

  await endSession(page);
  await page.getByRole("button", { name: frLeads.lead.save }).click();
  await signInAgain(page);
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await expect(note).toHaveValue("Rappeler jeudi pour la visite");
  await expect(keptNotice(page)).toBeVisible();
});

test("an article typed at the French address comes back when the sign-in lands on the English one", async ({
  page,
}) => {
  const fr = frArticles.editor;
  const en = enArticles.editor;
  // The account works in English: signing in lands on the English back office.
  await signIn(page, "/admin/articles/new");
  await page.getByRole("button", { name: "EN – English" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/articles\/new$/);
  await page.goto("/admin/articles/new");
  await page.getByLabel(fr.title, { exact: true }).fill("Purge des lignes de vapeur");
  await page.getByLabel(fr.markdown, { exact: true }).fill("## Purgeurs\n\nUn par point bas.");
  await endSession(page);
  await page.getByRole("button", { name: fr.saveDraft }).click();
  await signInAgain(page);
  await expect(page).toHaveURL(/\/en\/admin\/articles\/new/);
  await expect(page.getByLabel(en.title, { exact: true })).toHaveValue(
    "Purge des lignes de vapeur",
  );
  await expect(page.getByLabel(en.markdown, { exact: true })).toHaveValue(
    "## Purgeurs\n\nUn par point bas.",
  );
  // Said on the page: the editor's own line, or the back office's notice.
  const restored = en.autosave.restored.split("{date}")[0] ?? "";
  await expect(
    page
      .locator("#admin-content")
      .getByRole("status")
      .filter({ hasText: restored })
      .or(keptNotice(page, enAdmin.shell.draftKept)),
  ).toBeVisible();
  // Back to French for the next tests (leaving the restored, unsaved text).
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "FR – Français" }).click();
  await expect(page).toHaveURL(/^[^?]*\/(?<!en\/)admin\//);
});

test("a draft is never given to another account, and signing out drops it", async ({ page }) => {
  await signIn(page, "/admin/settings");
  const phone = page.getByLabel(frSettings.fields.phone, { exact: true });
  const form = await phone.evaluate((el) => (el as HTMLInputElement).form?.id ?? "");
  await page.getByRole("button", { name: frAdmin.shell.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  // Someone else typed in this tab before their session ended.
  await page.evaluate(
    ([key, form]) =>
      sessionStorage.setItem(
        key,
        JSON.stringify({
          user: "quelqu.un.autre",
          page: "/settings",
          form,
          fields: [["phone", 0, "+32 69 11 22 33"]],
        }),
      ),
    [DRAFT_STORAGE_KEY, form] as const,
  );
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fsettings");
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // The drafts' module runs once the page is parsed: it drops the other account's draft...
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
  // ...without putting it back in the form (which shows what is stored: on the shared server
  // another spec may have saved a new number meanwhile).
  await expect(phone).not.toHaveValue("+32 69 11 22 33");
  await expect(keptNotice(page)).toHaveCount(0);

  // A draft of one's own is dropped by signing out.
  await page.evaluate(
    ([key, form, user]) =>
      sessionStorage.setItem(key, JSON.stringify({ user, page: "/settings", form, fields: [] })),
    [DRAFT_STORAGE_KEY, form, USER] as const,
  );
  await page.getByRole("button", { name: frAdmin.shell.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
