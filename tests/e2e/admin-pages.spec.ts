import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import frPages from "../../app/admin/site-content/texts/pages.fr.server";
import { fill } from "../../app/platform/i18n/format";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import frCommon from "../../app/platform/i18n/messages/fr/common.server";
import frPiping from "../../app/platform/i18n/messages/fr/piping.server";
import { pagePath } from "../../app/platform/navigation/page-table";
import { registerAdminServer } from "./admin-server";

/** The office manager edits a service page's texts: save, preview, publish, undo. */
const PORT = Number(process.env.PAGES_E2E_PORT ?? 4655);
const { signIn } = registerAdminServer({
  name: "admin-pages",
  port: PORT,
  user: "claire.dubois",
  password: "Textes des pages du site 2026",
});

const t = frPages;
const NEW_TITLE = "Tuyauterie inox et process, posée selon la DESP";
const OLD_TITLE = frPiping.hero.title;
const PIPING = pagePath("piping");
const titleLabel = `${t.words.title}, ${t.text.inLang.fr}`;
const heroTitle = (page: Page) =>
  page.locator("#section-hero").getByRole("textbox", { name: titleLabel, exact: true });

/** Unfolds the top of the page's section (it opens by itself when it holds something to check). */
async function openHero(page: Page) {
  const section = page.locator("#section-hero");
  if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await section.locator("> summary").click();
  }
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** Axe at a phone's and a desktop's width, nothing wider than the screen, and a screenshot. */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ fullPage: true, path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

/** The public page's main title, as a visitor gets it (polled: pages are rendered again). */
async function publicTitle(page: Page, path: string) {
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(path);
  const title = (await visitor.getByRole("heading", { level: 1 }).textContent())?.trim();
  await visitor.close();
  return title;
}

test("edits the piping page's French title, previews it, publishes it, and undoes it from the history", async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: frAdmin.shell.navLabel })
    .getByRole("link", { name: frAdmin.shell.pages })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await checkScreen(page, "pages-list");
  await page
    .getByRole("link", { name: fill(t.list.editOf, { page: frCommon.nav.piping }) })
    .click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: fill(t.page.title, { page: frCommon.nav.piping }),
    }),
  ).toBeVisible();

  // The sections are folded; the top of the page holds the title.
  await openHero(page);
  await expect(heroTitle(page)).toHaveValue(OLD_TITLE);
  await heroTitle(page).fill(NEW_TITLE);
  await page.getByRole("button", { name: t.page.save }).first().click();
  await expect(page.getByRole("status")).toHaveText(fill(t.done.saved, { count: 1 }));
  await expect(heroTitle(page)).toHaveValue(NEW_TITLE);
  await expect(page.locator("#section-hero")).toContainText(t.text.pending);
  await expect(page.locator("#section-hero")).toContainText(t.text.toReview);
  await checkScreen(page, "page-texts-pending");

  // The French preview shows the new title; the public page still shows the old one.
  // The new tab, by its address: leaving the back office's isolated context (COOP), the headless
  // shell opens it as a second page and closes the first, blank one.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page", { predicate: (tab) => tab.url().includes("?preview=") }),
    page.getByRole("link", { name: `${t.page.preview} ${t.page.newTab}` }).click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
  expect(new URL(preview.url()).pathname).toBe(PIPING);
  await preview.close();
  expect(await publicTitle(page, PIPING)).toBe(OLD_TITLE);

  await page.getByRole("button", { name: t.page.publish }).first().click();
  await expect(page.getByRole("status")).toHaveText(fill(t.done.published, { count: 1 }));
  await expect.poll(() => publicTitle(page, PIPING), { timeout: 15_000 }).toBe(NEW_TITLE);

  // The history holds the change; undoing it puts the old title back online.
  const restore = page.getByRole("button", {
    name: fill(t.history.restoreOf, {
      text: `${t.sections.hero} · ${t.words.title}`,
      lang: t.languages.fr,
    }),
  });
  await expect(
    page.getByRole("list", { name: fill(t.history.caption, { count: 1 }) }),
  ).toContainText(`${t.history.original} → ${NEW_TITLE}`);
  await restore.click();
  await expect(page.getByRole("status")).toContainText(
    fill(t.done.restored, { text: `${t.sections.hero} · ${t.words.title} (${t.languages.fr})` }),
  );
  await expect.poll(() => publicTitle(page, PIPING), { timeout: 15_000 }).toBe(OLD_TITLE);

  // The English title waits for its review on the board.
  await page.goto("/admin/pages/review");
  await expect(page.getByRole("heading", { level: 1, name: t.review.title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    `${t.sections.hero} · ${t.words.title} (${t.languages.en})`,
  );
  await checkScreen(page, "pages-review");

  // Every step is in the activity log.
  await page.goto("/admin/audit");
  for (const name of [
    "Textes de page enregistrés (pas encore publiés)",
    "Textes de page publiés",
    "Texte de page rétabli",
  ]) {
    await expect(page.getByRole("cell", { name }).first()).toBeVisible();
  }
});

test("refuses a title that is too long on its field, keeps it typed, and checks the refused page", async ({
  page,
}) => {
  await signIn(page, "/admin/pages/piping");
  await openHero(page);
  await heroTitle(page).fill("x".repeat(120));
  await page.getByRole("button", { name: t.page.save }).first().click();
  await expect(page.getByRole("alert")).toHaveText(t.alerts.invalid);
  const message = fill(t.errors.tooLong, { max: 101 });
  await expect(heroTitle(page)).toHaveValue("x".repeat(120));
  await expect(heroTitle(page)).toHaveAttribute("aria-invalid", "true");
  await expect(heroTitle(page)).toHaveAccessibleDescription(new RegExp(`^${message}`));
  // The summary's link leads to the field.
  await page
    .getByRole("link", { name: `${t.sections.hero} · ${t.words.title} (${t.languages.fr})` })
    .click();
  await expect(page).toHaveURL(/#text-hero-title-fr$/);
  await checkScreen(page, "page-texts-refused");
});
