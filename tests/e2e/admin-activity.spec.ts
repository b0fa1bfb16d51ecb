import { type Browser, expect, type Page, test } from "@playwright/test";
import enAdmin from "../../app/platform/i18n/messages/en/admin.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerAdminServer } from "./admin-server";

/** The activity log, "my sessions" and the FR/EN switch against a server of their own. */
const PORT = Number(process.env.ACTIVITY_E2E_PORT ?? 4643);
const USER = "lea.verhaegen";
const PASSWORD = "Cuve inox 316L double enveloppe";
const { origin: ORIGIN, signIn } = registerAdminServer({
  name: "admin-activity",
  port: PORT,
  user: USER,
  password: PASSWORD,
});

/** Signs in through the French sign-in page, as someone typing /admin does. */
async function signInAt(page: Page, path = "/admin/login") {
  await page.goto(path);
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/admin/login"));
}

async function newSignedIn(browser: Browser, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

test("filters the activity log by person and action, in the URL and without JavaScript", async ({
  browser,
}) => {
  // A refused sign-in (nobody acting) and a language chosen twice: entries the filter leaves out.
  const stranger = await browser.newContext();
  const refused = await stranger.newPage();
  await refused.goto("/admin/login");
  await refused.getByLabel(frAdmin.login.username).fill("inconnu");
  await refused.getByLabel(frAdmin.login.password).fill("pas le bon mot de passe");
  await refused.getByRole("button", { name: frAdmin.login.submit }).click();
  await stranger.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAt(page);
  await page.getByRole("button", { name: "EN – English" }).click();
  await page.getByRole("button", { name: "FR – Français" }).click();
  await page.goto("/admin/audit");
  const rows = page.locator("tbody tr");
  await expect(
    page.getByRole("cell", { name: frAdmin.audit.actions.language_changed }),
  ).toHaveCount(2);
  await expect(page.getByRole("cell", { name: frAdmin.audit.actions.sign_in_failed })).toHaveCount(
    1,
  );

  await page.getByLabel(frAdmin.audit.filters.person).selectOption(USER);
  await page.getByLabel(frAdmin.audit.filters.action).selectOption({
    label: frAdmin.audit.actions.sign_in,
  });
  await page.getByRole("button", { name: frAdmin.audit.filters.apply }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/audit?person=${USER}&action=sign_in&from=&to=`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(USER);
  await expect(rows.first()).toContainText(frAdmin.audit.actions.sign_in);
  // The filter stays chosen, and a whole group can be chosen too.
  await expect(page.getByLabel(frAdmin.audit.filters.person)).toHaveValue(USER);
  await page.getByLabel(frAdmin.audit.filters.action).selectOption("accounts");
  await page.getByRole("button", { name: frAdmin.audit.filters.apply }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("cell", { name: frAdmin.audit.actions.sign_in_failed })).toHaveCount(
    0,
  );
  // Each language change links to the account it changed.
  const changed = rows.filter({ hasText: frAdmin.audit.actions.language_changed }).first();
  // In words: the stored "en → fr" names the languages.
  await expect(changed.getByRole("link", { name: "Anglais → Français" })).toHaveAttribute(
    "href",
    /^\/admin\/users\/\d+$/,
  );
  await context.close();
});

test("a language chosen on a back-office page is the one the next sign-in lands in", async ({
  page,
}) => {
  await signInAt(page, "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fstatus%3Dnew");
  await expect(page).toHaveURL(`${ORIGIN}/admin/leads?status=new`);
  await page.getByRole("button", { name: "EN – English" }).click();
  // The same page, its filter kept, in English.
  await expect(page).toHaveURL(`${ORIGIN}/en/admin/leads?status=new`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await page.getByRole("button", { name: enAdmin.shell.signOut }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login\?signedOut$/);

  // Typing /admin the next morning: the French sign-in page, then the back office in English.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAdmin.home.title);

  // The sign-in page has the switch too: a plain link there, nobody's account to remember it on.
  await page.getByRole("button", { name: "FR – Français" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await page.getByRole("button", { name: frAdmin.shell.signOut }).click();
  await page.getByRole("link", { name: "EN – English" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login\?signedOut=?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAdmin.login.title);
});

test("ends another device's session from my sessions, which signs that device out", async ({
  browser,
}) => {
  const phone = await newSignedIn(
    browser,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  );
  const desk = await newSignedIn(browser);
  await desk.page.goto("/admin/account");
  await desk.page.getByRole("link", { name: frAdmin.account.sessionsLink }).click();
  await expect(desk.page.getByRole("heading", { level: 1 })).toHaveText(frAdmin.sessions.title);
  const cards = desk.page
    .getByRole("list", { name: frAdmin.sessions.listLabel })
    .getByRole("listitem");
  // This device first and marked; the phone named in plain words.
  await expect(cards.first()).toContainText(frAdmin.sessions.thisDevice);
  const phoneCard = cards.filter({ hasText: "Safari sur iOS" });
  await expect(phoneCard).toHaveCount(1);
  await phoneCard.getByRole("button", { name: frAdmin.sessions.signOut }).click();
  await expect(desk.page.getByRole("status")).toHaveText(frAdmin.sessions.ended);
  await expect(cards.filter({ hasText: "Safari sur iOS" })).toHaveCount(0);

  // The phone is signed out at its next click.
  await phone.page.goto("/admin/leads");
  await expect(phone.page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads&ended=1$/);
  // The desk is not, and the log has the end, from the link to this account's sign-ins.
  await desk.page.getByRole("link", { name: frAdmin.sessions.logLink }).click();
  await expect(desk.page).toHaveURL(`${ORIGIN}/admin/audit?person=${USER}&action=sign_in`);
  await expect(desk.page.locator("tbody tr").first()).toContainText(frAdmin.audit.actions.sign_in);
  await desk.page.goto("/admin/audit?action=session_ended");
  await expect(desk.page.locator("tbody tr")).toHaveCount(1);
  await expect(desk.page.locator("tbody tr")).toContainText("Safari / iOS");
  await phone.context.close();
  await desk.context.close();
});
