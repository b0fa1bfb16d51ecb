import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import frLeads from "../../app/admin/leads/texts/fr.server";
import enCollections from "../../app/admin/site-content/texts/collections.en.server";
import frPages from "../../app/admin/site-content/texts/pages.fr.server";
import frSettings from "../../app/admin/site-content/texts/settings.fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import frPiping from "../../app/platform/i18n/messages/fr/piping.server";
import { pagePath } from "../../app/platform/navigation/page-table";
import { toolCommand } from "../node-processes";
import { registerAdminServer } from "./admin-server";

/**
 * The back office on a phone and with a keyboard: lists stacked at 375 px, scroll regions
 * reachable, names that contain what buttons show, the focus on what a refused form says; and
 * the preview's banner, collection addresses in one language, the greeting by name.
 */
const PORT = Number(process.env.PHONE_LAYOUT_E2E_PORT ?? 4665);
const USER = "olivier.peeters";
const PASSWORD = "Skid de dosage inox 316L";
const NAMED = {
  user: "sophie.lambert",
  name: "Sophie Lambert",
  password: "Cuve de fermentation 80 hl",
};
const { signIn } = registerAdminServer({
  name: "admin-phone-layout",
  port: PORT,
  user: USER,
  password: PASSWORD,
  seed: (env) => {
    execFileSync(
      "sh",
      [
        "-c",
        `printf '%s\\n' "$PW" | ${toolCommand("users")} add ${NAMED.user} --password-stdin --name "${NAMED.name}"`,
      ],
      { env: { ...env, PW: NAMED.password }, stdio: "pipe" },
    );
  },
});

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** At 375 px: nothing wider than the screen, in the page or inside a list's scroll area. */
async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() =>
    [
      document.documentElement,
      ...[...document.querySelectorAll("#admin-content table")].map((table) => table.parentElement),
    ]
      .filter((element): element is HTMLElement => element !== null)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(overflow).toEqual([]);
}

async function screens(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    if (width === 375) await fitsThePhone(page);
    await page.screenshot({ fullPage: true, path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test("the requests and the activity log fit a phone: the status shows without scrolling", async ({
  page,
}) => {
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Bart Vanderstraeten-Lemaire",
      company: "Brasserie artisanale du Hainaut occidental",
      email: "bart.vanderstraeten-lemaire@brasserie-hainaut.example.be",
      phone: "",
      message: "Demande de prix pour une ligne de soutirage.",
      language: "fr",
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await page.goto("/admin/leads/held");
  await page.getByRole("button", { name: frLeads.intake.held.release }).first().click();
  await page.goto("/admin/leads");
  await screens(page, "leads");
  const status = page.locator("tbody tr").first().getByText(frLeads.statuses.new);
  const box = await status.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);

  await page.goto("/admin/audit");
  await screens(page, "audit");
});

test("the dashboard greets by name; its sign-ins are a region the keyboard reaches", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel(frAdmin.login.username).fill(NAMED.user);
  await page.getByLabel(frAdmin.login.password).fill(NAMED.password);
  await page.getByRole("button", { name: frAdmin.login.submit }).click();
  await expect(page.getByText(`Bonjour ${NAMED.name}.`)).toBeVisible();
  const region = page.getByRole("region", { name: frAdmin.home.recentTable });
  await expect(region).toHaveAttribute("tabindex", "0");
  await screens(page, "dashboard");
});

test("on a phone the sections fold behind one Menu button, named after the open one, used with the keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "/admin/leads");
  const nav = page.getByRole("navigation", { name: frAdmin.shell.navLabel });
  const menu = nav.locator("summary");
  // Beside it, the count of new requests when there are some.
  await expect(menu).toHaveText(new RegExp(`^${frAdmin.shell.menu} · ${frAdmin.shell.leads}`));
  const articles = nav.getByRole("link", { name: frAdmin.shell.articles, exact: true });
  await expect(articles).toBeHidden();
  // The page's own title shows in the first screen, under a header of a few lines.
  const title = await page.locator("#admin-content h1").boundingBox();
  expect(title?.y).toBeLessThan(520);
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(articles).toBeVisible();
  await noAxeViolations(page);
  await articles.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(menu).toHaveText(new RegExp(`^${frAdmin.shell.menu} · ${frAdmin.shell.articles}`));
  // From the tablet's width on, the sections are one list again, no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(articles).toBeVisible();
});

test("after a refused form the focus is on the first field to correct", async ({ page }) => {
  await signIn(page, "/admin/settings");
  const email = page.getByLabel(frSettings.fields.email, { exact: true });
  await email.fill("contact@");
  await page.getByRole("button", { name: frSettings.save }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
});

test("English move buttons' names contain what they show; collection addresses are English", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/collections/temoignages");
  await expect(page).toHaveURL(/\/admin\/collections\/testimonials$/);
  await page.goto("/en/admin/collections/clients");
  const up = page.locator("button[data-button='up']").nth(1);
  const name = await up.getAttribute("aria-label");
  expect(name).toContain(enCollections.moveUp);
  await expect(up).toHaveText(enCollections.moveUp);
});

test("a page's preview says it is not published", async ({ page }) => {
  await signIn(page, `/admin/pages/piping`);
  const section = page.locator("#section-hero");
  if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await section.locator("> summary").click();
  }
  const titleLabel = `${frPages.words.title}, ${frPages.text.inLang.fr}`;
  await section
    .getByRole("textbox", { name: titleLabel, exact: true })
    .fill("Tuyauterie inox posée selon la DESP");
  await page.getByRole("button", { name: frPages.page.save }).first().click();
  await page.goto(`${pagePath("piping")}?preview=pending`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Tuyauterie inox posée selon la DESP",
  );
  await expect(page.getByText(frAdmin.preview.notPublished)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("preview-1280.png") });
  await page.goto(pagePath("piping"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frPiping.hero.title);
  await expect(page.getByText(frAdmin.preview.notPublished)).toHaveCount(0);
});
