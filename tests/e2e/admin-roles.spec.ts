import { execFileSync } from "node:child_process";
import frUsers from "../../app/admin/accounts/texts/users.fr.server";
import enAdmin from "../../app/platform/i18n/messages/en/admin.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { toolCommand } from "../node-processes";
import { registerAdminServer } from "./admin-server";
import { expect, type Page, test } from "./fixtures";

/**
 * Roles as a colleague meets them: an administrator invites an editor and a salesperson in the
 * back office (no SMTP: the link is shown once), each signs in and sees, and may open, only
 * their part of the back office.
 */
const PORT = Number(process.env.ROLES_E2E_PORT ?? 4699);
const ADMIN = "claire.martin";
const PASSWORD = "Échangeur à plaques 2026";
const SCREENSHOTS = process.env.ROLES_SCREENSHOTS; // a folder, to look at the pages by eye

const { origin, signIn, whileStopped } = registerAdminServer(
  { name: "admin-roles", port: PORT, user: ADMIN, password: PASSWORD },
  150_000,
);

const people = {
  editor: {
    name: "Eric Janssens",
    email: "Eric.Janssens@procelia.example",
    username: "eric.janssens",
    role: frUsers.roles.editor,
    language: "fr",
    password: "Pompe doseuse inox 316L",
  },
  sales: {
    name: "Sophie Lambert",
    email: "sophie.lambert@procelia.example",
    username: "sophie.lambert",
    role: frUsers.roles.sales,
    language: "en",
    password: "Soupape de sûreté DN25",
  },
};

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel(frAdmin.login.username).fill(username);
  await page.getByLabel(frAdmin.login.password).fill(password);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/admin/login"));
}

/** The back office's navigation entries, in order, without the count of new requests. */
async function navigation(page: Page, shell = frAdmin.shell): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: shell.navLabel });
  const texts = await nav.getByRole("link").allTextContents();
  return texts.map((text) => text.replace(/\d+ (nouvelle\(s\)|new)$/, "").trim());
}

test("an administrator invites an editor and a salesperson; the one-time link is shown", async ({
  page,
}) => {
  await signIn(page, "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: frUsers.title })).toBeVisible();
  await shoot(page, "users-list");
  for (const [key, person] of Object.entries(people)) {
    await page.getByRole("link", { name: frUsers.inviteAction }).click();
    await page.getByLabel(frUsers.form.displayName).fill(person.name);
    await page.getByLabel(frUsers.form.email).fill(person.email);
    // The username follows the address while it has not been typed in.
    await expect(page.getByLabel(frUsers.form.username)).toHaveValue(person.username);
    // The accessible name is the role and its hint: another role's hint may name this one.
    await page.getByRole("radio", { name: new RegExp(`^${person.role}\\b`) }).check();
    await page.getByLabel(frUsers.form.language).selectOption(person.language);
    if (key === "editor") await shoot(page, "users-invite");
    await page.getByRole("button", { name: frUsers.invite.submit }).click();
    await expect(page.getByRole("heading", { name: frUsers.link.title })).toBeVisible();
    await expect(page.getByText(frUsers.link.invite.replace("{name}", person.name))).toBeVisible();
    const field = page.getByLabel(frUsers.link.inviteLabel.replace("{name}", person.name));
    const link = await field.inputValue();
    const prefix = person.language === "en" ? "/en/admin" : "/admin";
    expect(new URL(link).pathname).toMatch(new RegExp(`^${prefix}/welcome/[\\w-]{43}$`));
    if (key === "sales") await shoot(page, "users-link");
    await page.goto("/admin/users");
  }
  // Both wait for their first sign-in, their link's expiry shown.
  const list = page.getByRole("list").filter({ hasText: people.editor.name });
  await expect(list.getByText(/^Invité, lien valable jusqu'au/)).toHaveCount(2);
  await shoot(page, "users-list-invited");
  // A new link for one of them, from their account page; the page shows it once again.
  await page.getByRole("link", { name: people.editor.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    frUsers.edit.title.replace("{name}", people.editor.name),
  );
  await shoot(page, "user-edit");
  await page.getByRole("button", { name: frUsers.edit.resend }).click();
  const again = page.getByLabel(frUsers.link.inviteLabel.replace("{name}", people.editor.name));
  expect(new URL(await again.inputValue()).pathname).toMatch(/^\/admin\/welcome\/[\w-]{43}$/);
});

test("the editor and the salesperson see and open only their part of the back office", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // welcome page: see admin-password spec. Here the invited accounts get their password from the
  // command line, the site stopped (the embedded database allows one process at a time).
  await whileStopped((env) => {
    for (const person of Object.values(people)) {
      execFileSync(
        "sh",
        [
          "-c",
          `printf '%s\\n' "$PW" | ${toolCommand("users")} passwd ${person.username} --password-stdin`,
        ],
        { env: { ...env, PW: person.password }, stdio: "pipe" },
      );
    }
  });
  // Each lands in the language of their account (the salesperson's is English).
  const navOf = (shell: typeof frAdmin.shell) => ({
    editor: [
      shell.home,
      shell.articles,
      shell.media,
      shell.documents,
      shell.pages,
      shell.collections,
      shell.translations,
      shell.approval,
      shell.analytics,
      shell.redirects,
    ],
    sales: [shell.home, shell.leads, shell.analytics],
  });
  const refused = {
    editor: [
      "/admin/leads",
      "/admin/leads/erase",
      "/admin/users",
      "/admin/settings",
      "/admin/audit",
      "/admin/recruitment",
      "/admin/webhooks",
    ],
    sales: [
      "/admin/leads/erase",
      "/admin/articles",
      "/admin/media",
      "/admin/users",
      "/admin/settings",
      "/admin/recruitment",
      "/admin/documents",
      "/admin/redirects",
    ],
  };
  for (const key of ["editor", "sales"] as const) {
    const person = people[key];
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await signInAs(page, person.username, person.password);
    const shell = (person.language === "en" ? enAdmin : frAdmin).shell;
    expect(await navigation(page, shell)).toEqual(navOf(shell)[key]);
    // Their account and the public site, beside their name.
    const top = page.locator("header");
    await expect(top.getByRole("link", { name: shell.account, exact: true })).toBeVisible();
    await expect(top.getByRole("link", { name: shell.backToSite, exact: true })).toBeVisible();
    for (const path of refused[key]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(frAdmin.forbidden.title);
      // Inside the back office's frame: its title, header and the role's own navigation.
      await expect(page).toHaveTitle(`${frAdmin.forbidden.title} · ${frAdmin.shell.area}`);
      expect(await navigation(page)).toEqual(navOf(frAdmin.shell)[key]);
      await expect(page.getByRole("button", { name: frAdmin.shell.signOut })).toBeVisible();
    }
    // In the page's language, html included.
    const english = await page.goto("/en/admin/leads/erase");
    expect(english?.status()).toBe(403);
    await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAdmin.forbidden.title);
    expect(await navigation(page, enAdmin.shell)).toEqual(navOf(enAdmin.shell)[key]);
    if (key === "sales") {
      // No way to an erasure shown where it would be refused.
      await page.goto("/admin/leads");
      await expect(page.locator('a[href$="/leads/erase"]')).toHaveCount(0);
    }
    const export_ = await page.request.get("/admin/leads/export");
    expect(export_.status()).toBe(key === "sales" ? 200 : 403);
    const own = await page.goto(key === "sales" ? "/admin/leads" : "/admin/articles");
    expect(own?.status()).toBe(200);
    await context.close();
  }
});
