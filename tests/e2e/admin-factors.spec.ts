import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import frFactors from "../../app/admin/accounts/texts/factors.fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerAdminServer } from "./admin-server";

/**
 * Second factors in Chromium, against a server of their own: passkeys through Chromium's virtual
 * authenticator (DevTools protocol), TOTP codes computed here as an authenticator app would.
 * WebAuthn refuses an IP address as the site's identity, hence "localhost".
 */
const PORT = Number(process.env.FACTORS_E2E_PORT ?? 4637);
const ORIGIN = `http://localhost:${PORT}`;
const USER = "anne.dupont";
const PASSWORD = "Skid NEP trois voies 2026";
const { moveClock } = registerAdminServer({
  name: "admin-factors",
  port: PORT,
  user: USER,
  password: PASSWORD,
  // The last test moves the server's clock past the step-up window instead of waiting it out.
  movableClock: true,
  env: { PUBLIC_SITE_URL: ORIGIN },
});
test.use({ baseURL: ORIGIN });

const t = frFactors.security;
const KEY = "Portable du bureau";
/** Step-up asks for a proof of identity older than this (STEP_UP_WINDOW_SECONDS's default). */
const STEP_UP_MS = 5 * 60 * 1000;

/** A platform authenticator with a fingerprint reader that always recognises its owner. */
async function withAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function signInWithPassword(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(",")}`)).toEqual([]);
}

const hydrated = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"][data-hydrated="true"]`);

// One browser with its passkey for the whole spec: its session, from the passkey sign-in, is
// the one that is old enough to need a step-up at the end.
let desk: BrowserContext;
let deskPage: Page;
let secret = "";
let recoveryCodes: string[] = [];

test.beforeAll(async ({ browser }) => {
  desk = await browser.newContext({ baseURL: ORIGIN });
  deskPage = await desk.newPage();
  await withAuthenticator(deskPage);
});
test.afterAll(async () => {
  await desk?.close();
});

test("adds a passkey, signs out, and signs in with the passkey alone", async () => {
  const page = deskPage;
  await signInWithPassword(page);
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await page.goto("/admin/account/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(t.passkeysEmpty)).toBeVisible();
  await expect(hydrated(page, "passkey-register")).toBeAttached();
  await page.getByLabel(t.newName).fill(KEY);
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByRole("status")).toHaveText(t.added_);
  await expect(page.getByRole("list", { name: t.passkeysCaption })).toContainText(KEY);

  await page.getByRole("button", { name: frAdmin.shell.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signedOut$/);
  await expect(hydrated(page, "passkey-button")).toBeAttached();
  await page.getByRole("button", { name: frFactors.passkey.signIn }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await page.goto("/admin/audit");
  await expect(
    page.getByRole("cell", { name: frAdmin.audit.actions.sign_in }).first(),
  ).toBeVisible();
});

test("with a passkey on the account, the password alone opens no page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frFactors.verify.title);
  // The half-signed-in cookie opens nothing.
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads/);
  await context.close();
});

test("turns on the authenticator app, then signs in with the password and a code", async ({
  browser,
}) => {
  const page = deskPage;
  await page.goto("/admin/account/security");
  await page.getByRole("button", { name: t.totpStart }).click();
  await expect(page.getByRole("img", { name: t.totpQrAlt })).toBeVisible();
  await expectAccessible(page);
  secret =
    (await page.locator("dt", { hasText: t.totpSecret }).locator("+ dd").textContent())?.replace(
      /\s/g,
      "",
    ) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // On a phone, the app opens from a link (a QR code on its own screen cannot be scanned).
  await expect(page.getByRole("link", { name: t.totpOpenApp })).toHaveAttribute(
    "href",
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  await page.getByLabel(t.totpCode).fill(await generate({ secret }));
  await page.getByRole("button", { name: t.totpEnable }).click();
  await expect(page.getByRole("status")).toHaveText(t.totpEnabled);
  const shown = page.getByRole("region", { name: t.recoveryShownTitle }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  recoveryCodes = await shown.allInnerTexts();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: t.recoveryDownload }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-recovery-codes\.txt$/);
  const saved = readFileSync((await file.path()) ?? "", "utf8");
  for (const code of recoveryCodes) expect(saved).toContain(code);

  const context = await browser.newContext({ baseURL: ORIGIN });
  const phone = await context.newPage();
  await signInWithPassword(phone);
  await expect(phone).toHaveURL(/\/admin\/login\/verify/);
  await expectAccessible(phone);
  // The step the set-up used is spent: the app's next code, as it will show it.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await phone.getByLabel(frFactors.verify.code).fill(next);
  await phone.getByRole("button", { name: frFactors.verify.verify }).click();
  await expect(phone).toHaveURL(`${ORIGIN}/admin`);
  await context.close();
});

test("a recovery code signs in once", async ({ browser }) => {
  const [code = ""] = recoveryCodes;
  const signInWithRecoveryCode = async (page: Page) => {
    await signInWithPassword(page);
    await expect(page).toHaveURL(/\/admin\/login\/verify/);
    await page.locator("summary", { hasText: frFactors.verify.recoveryTitle }).click();
    await page.getByLabel(frFactors.verify.recoveryCode).fill(code);
    await page.getByRole("button", { name: frFactors.verify.useRecovery }).click();
  };
  const first = await browser.newContext({ baseURL: ORIGIN });
  const page = await first.newPage();
  await signInWithRecoveryCode(page);
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await first.close();

  const second = await browser.newContext({ baseURL: ORIGIN });
  const again = await second.newPage();
  await signInWithRecoveryCode(again);
  await expect(again.getByRole("alert")).toHaveText(frFactors.verify.invalid);
  await expect(again).toHaveURL(/\/admin\/login\/verify/);
  await second.close();
});

test("a locked-out address is told when to retry and offered the forgotten-password link", async ({
  page,
}) => {
  await page.goto("/admin/login");
  for (let n = 1; n <= 6; n++) {
    await page.getByLabel(frAdmin.login.username).fill("compte.oublie");
    await page.getByLabel(frAdmin.login.password).fill(`pas le bon ${n}`);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: frAdmin.login.submit }).click();
    expect((await answered).status()).toBe(n < 6 ? 401 : 429);
    await page.waitForLoadState();
  }
  await expect(page.getByRole("alert")).toHaveText(
    frAdmin.login.limited.replace("{wait}", frAdmin.wait.minutes.replace("{count}", "15")),
  );
  await expect(page.getByText(frAdmin.login.limitedTeam)).toBeVisible();
  const forgot = page.getByRole("link", { name: frAdmin.login.forgot });
  await expect(forgot.first()).toHaveAttribute("href", "/admin/forgot");
});

test("removing a passkey asks to confirm it's you once the sign-in is old enough", async () => {
  // The passkey sign-in of the first test is the proof of identity that has to age: the server's
  // clock moved on past the window makes it older than that.
  moveClock(STEP_UP_MS + 5_000);
  const page = deskPage;
  await page.goto("/admin/account/security");
  const remove = page.getByRole("button", { name: t.removeLabel.replace("{name}", KEY) });
  await remove.click();
  await expect(page).toHaveURL(
    /\/admin\/confirm\?redirectTo=%2Fadmin%2Faccount%2Fsecurity&pending=[\w-]{43}$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frFactors.confirm.title);
  await expect(hydrated(page, "passkey-button")).toBeAttached();
  await expectAccessible(page);
  await page.getByRole("button", { name: frFactors.passkey.use }).click();
  // Confirmed, the removal asked for goes on by itself: no second click.
  await expect(page).toHaveURL(`${ORIGIN}/admin/account/security`);
  await expect(page.getByRole("status")).toHaveText(t.removed);
  await expect(page.getByText(t.passkeysEmpty)).toBeVisible();
});
