import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import en from "../../app/admin/accounts/texts/password.en.server";
import fr from "../../app/admin/accounts/texts/password.fr.server";
import enUsers from "../../app/admin/accounts/texts/users.en.server";
import enAdmin from "../../app/platform/i18n/messages/en/admin.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerAdminServer } from "./admin-server";
import { startSmtpSink } from "./smtp-sink";

/** Recovery by e-mail and invitations, against a server of their own and a local mail server. */
const PORT = Number(process.env.PASSWORD_E2E_PORT ?? 4695);
const SMTP_PORT = PORT + 2;
const USER = "anne.dupont";
const EMAIL = "anne.dupont@procelia.example";
const PASSWORD = "Skid NEP trois voies 2026";
const SCREENSHOTS = process.env.PASSWORD_SCREENSHOTS; // a folder, to look at the pages by eye

let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let inviteToken = "";

test.beforeAll(async () => {
  smtp = await startSmtpSink(SMTP_PORT);
});

const { origin: ORIGIN } = registerAdminServer(
  {
    name: "admin-password",
    port: PORT,
    user: USER,
    password: PASSWORD,
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(SMTP_PORT),
      SMTP_TLS: "none", // the local sink offers no STARTTLS
      MAIL_TO: "demandes@procelia.example",
    },
    seed(env) {
      const out = execFileSync(
        process.execPath,
        ["--import", "tsx", "tests/e2e/seed-accounts.ts", USER, EMAIL, "claire"],
        { env, encoding: "utf8" },
      );
      inviteToken = (JSON.parse(out) as { invite: string }).invite;
    },
  },
  150_000,
);

// Declared after the server's hooks, so the mail server closes once the server has stopped.
test.afterAll(async () => {
  await smtp?.close();
});

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Asks for a reset link for the owner's account and returns it, from the mail that came. */
async function resetLinkFor(page: Page, typed: string): Promise<string> {
  const before = smtp?.mails.length ?? 0;
  await page.goto("/admin/login");
  await page.getByRole("link", { name: frAdmin.login.forgot }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.forgot.title);
  await page.getByLabel(fr.forgot.identifier).fill(typed);
  await shoot(page, "forgot");
  await page.getByRole("button", { name: fr.forgot.submit }).click();
  await expect(page.getByRole("status")).toHaveText(fr.forgot.sent);
  const mail = await smtp?.waitFor(
    (m) => (smtp?.mails.indexOf(m) ?? -1) >= before && m.text.includes("/admin/reset/"),
  );
  expect(mail?.to).toEqual([EMAIL]);
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/reset\/[\w-]{43}/)?.[0] ?? "";
  expect(new URL(link).origin).toBe(ORIGIN);
  return link;
}

const NEW = "mélangeur inox cuve 42 brasserie";
const NEWER = "échangeur à plaques et vanne papillon";

test("a forgotten password: the e-mailed link, a new password with meter and show button, then sign-in", async ({
  page,
}) => {
  const link = await resetLinkFor(page, EMAIL.toUpperCase());
  const meterModule: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/password-meter-[\w-]+\.js$/.test(request.url())) meterModule.push(request.url());
  });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.reset.title);
  const field = page.getByLabel(fr.reset.password, { exact: true });
  const status = page.locator("#field-password-status");
  const toggle = page.getByRole("button", { name: fr.field.showLabel });
  await expect(toggle).toBeVisible();
  // The dictionaries come with the first focus, not with the page.
  await page.waitForLoadState("networkidle");
  expect(meterModule).toEqual([]);

  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.type("password1234");
  await expect(status).toHaveText(
    `${fill(fr.field.status, { level: fr.field.levels.weak })} ${fr.policy.problems.common} ${fr.policy.suggestions.anotherWord}`,
  );
  expect(meterModule).toHaveLength(1);
  expect(await page.locator("meter").evaluate((meter: HTMLMeterElement) => meter.value)).toBe(1);
  await expect(status).toHaveAttribute("aria-live", "polite");
  await shoot(page, "reset");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The show button, from the keyboard: Space shows, Enter hides again.
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveValue("password1234");
  await page.keyboard.press("Enter");
  await expect(field).toHaveAttribute("type", "password");

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(NEW);
  await expect(status).toHaveText(
    `${fill(fr.field.status, { level: fr.field.levels.veryStrong })} ${fr.field.accepted}`,
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${ORIGIN}/admin/login?passwordReset`);
  await expect(page.getByRole("status")).toHaveText(fr.login.passwordReset);

  await page.getByLabel(frAdmin.login.username).fill(USER);
  await page.getByLabel(frAdmin.login.password).fill(NEW);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  const notice = await smtp?.waitFor((m) => m.text.includes(fr.notices.changes.passwordReset));
  expect(notice?.to).toEqual([EMAIL]);

  // Used once: the same link now explains itself and leads to a new request.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.reset.invalidTitle);
  await shoot(page, "reset-used");
  await page.getByRole("link", { name: fr.reset.next }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/forgot`);
});

test("without JavaScript a reset link still works, and the server explains a weak password", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN });
  const page = await context.newPage();
  const link = await resetLinkFor(page, USER);
  await page.goto(link);
  const field = page.getByLabel(fr.reset.password, { exact: true });
  // The show button needs a script: without one it is not offered.
  await expect(page.getByRole("button", { name: fr.field.showLabel })).toBeHidden();
  await field.fill("aaaaaaaaaaaa");
  await page.getByRole("button", { name: fr.reset.submit }).click();
  await expect(page.locator("#field-password-error")).toHaveText(
    `${fr.policy.problems.weak} ${fr.policy.warnings.simpleRepeat} ${fr.policy.suggestions.anotherWord}`,
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(NEWER);
  await page.getByRole("button", { name: fr.reset.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/login?passwordReset`);
  await context.close();
});

test("an invitation: who one is, one's password, then into the back office in one's language", async ({
  page,
}) => {
  await page.goto(`/en/admin/welcome/${inviteToken}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.welcome.title);
  for (const fact of ["Claire Martin", "claire", enUsers.roles.sales]) {
    await expect(page.getByRole("definition").filter({ hasText: fact }).first()).toBeVisible();
  }
  await expect(page.getByText(enUsers.roleHints.sales)).toBeVisible();
  const field = page.getByLabel(en.welcome.password, { exact: true });
  await field.focus();
  await page.keyboard.type("claire martin cuve");
  await expect(page.locator("#field-password-status")).toContainText(en.policy.problems.personal);
  await shoot(page, "welcome");
  await field.fill(NEW);
  await page.getByRole("button", { name: en.welcome.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAdmin.home.title);

  await page.goto(`/en/admin/welcome/${inviteToken}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.welcome.invalidTitle);
  await shoot(page, "welcome-used");
});
