import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import frMedia from "../../app/admin/media/texts/fr.server";
import en from "../../app/admin/site-content/texts/collections.en.server";
import frCollections from "../../app/admin/site-content/texts/collections.fr.server";
import { fill } from "../../app/platform/i18n/format";
import { localize, pageTable } from "./fixtures";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The office manager edits the site's collections: a new project, the client logos' order. */
const { signIn } = registerSharedAdmin(sharedAccounts.collections);

const t = frCollections;
const projectsPath = pageTable.find((entry) => entry.id === "projects")?.path ?? "";

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

/** Both widths: no axe violation, nothing wider than the screen, a screenshot to look at. */
async function checkWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ fullPage: true, path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

/** The public pages are rendered again after a change: a few seconds at most. */
async function seesSoon(page: Page, url: string, check: (html: string) => boolean) {
  await expect
    .poll(async () => check(await (await page.request.get(url)).text()), { timeout: 15_000 })
    .toBe(true);
}

test("adds a project with a photo from the library and sees it on the projects page in both languages", async ({
  page,
}) => {
  await signIn(page, "/admin/media");
  const dir = mkdtempSync(path.join(tmpdir(), "procelia-collections-e2e-"));
  const file = path.join(dir, "station-nep.jpg");
  writeFileSync(
    file,
    await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#2a6f97" },
    })
      .jpeg()
      .toBuffer(),
  );
  await page.getByLabel(frMedia.list.file, { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: frMedia.list.upload }).click();
  await page.waitForURL(/\/admin\/media\/\d+\?done=uploaded$/);
  await page.getByLabel(frMedia.detail.altFr).fill("Station NEP mobile sur sa remorque");
  await page.getByLabel(frMedia.detail.altEn).fill("Mobile CIP station on its trailer");
  await page.getByRole("button", { name: frMedia.detail.save }).click();

  await page.getByRole("navigation").getByRole("link", { name: "Contenus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByRole("link", { name: "Réalisations clients" }).click();
  await page.getByRole("link", { name: t.add }).click();

  // A first try with the English title missing: refused, everything typed kept.
  await page.getByRole("textbox", { name: "Français" }).first().fill("Station NEP mobile");
  await page.getByRole("button", { name: t.form.add }).click();
  await expect(page.getByRole("alert")).toHaveText(t.form.invalid);
  await expect(page.getByRole("textbox", { name: "Français" }).first()).toHaveValue(
    "Station NEP mobile",
  );
  await checkWidths(page, "project-form-refused");

  const pair = async (group: string, fr: string, en: string) => {
    const fieldset = page.getByRole("group", { name: group });
    await fieldset.getByLabel("Français").fill(fr);
    await fieldset.getByLabel("Anglais").fill(en);
  };
  await pair("Titre *", "Station NEP mobile", "Mobile CIP station");
  await pair("Secteur *", "Agroalimentaire", "Food industry");
  await pair("Lieu *", "Tournai, Belgique", "Tournai, Belgium");
  await page.getByLabel("Année *").fill("2026");
  await pair("Description *", "Une station NEP sur roues.", "A CIP station on wheels.");
  await pair("Prestations réalisées", "NEP\nAutomatisation", "CIP\nAutomation");
  await page.getByLabel("Photo").selectOption({ label: "station-nep.jpg" });
  await page.getByRole("button", { name: t.form.add }).click();
  await expect(page.getByRole("status")).toContainText("Station NEP mobile");
  await expect(page.getByTestId("collection-item").last()).toContainText("Station NEP mobile");
  await checkWidths(page, "projects-list");

  await seesSoon(
    page,
    projectsPath,
    (html) =>
      html.includes("Station NEP mobile") &&
      html.includes('alt="Station NEP mobile sur sa remorque"'),
  );
  await seesSoon(
    page,
    localize(projectsPath, "en"),
    (html) =>
      html.includes("Mobile CIP station") &&
      html.includes('alt="Mobile CIP station on its trailer"'),
  );
});

test("reorders the client logos with the keyboard and sees the new order on the home page", async ({
  page,
}) => {
  await signIn(page, "/admin/collections/clients");
  const rows = page.getByTestId("collection-item");
  await expect(rows.nth(2)).toContainText("Client 3");
  const up = page.getByRole("button", { name: fill(t.moveUpOf, { item: "Client 3" }) });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(1)).toContainText("Client 3");
  // The same button keeps the focus: Enter again moves it to the top.
  await expect(
    page.getByRole("button", { name: fill(t.moveUpOf, { item: "Client 3" }) }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(rows.first()).toContainText("Client 3");
  await expect(page.getByTestId("collection-history")).toContainText(t.history.kinds.moved);
  await checkWidths(page, "clients-list");

  await seesSoon(page, "/", (html) => {
    const strip = html.slice(html.indexOf('data-testid="client-logo"'));
    return strip.indexOf("Client 3") < strip.indexOf("Laiterie du Val d");
  });
});

test("on a phone in English, a wrong project keeps what was typed, and leaving it half-way asks first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "/en/admin/collections/projects/new");
  await page
    .getByRole("textbox", { name: en.form.languages.fr, exact: true })
    .first()
    .fill("Station NEP centralisée");
  await page.getByRole("button", { name: en.form.add }).click();
  // Refused: the English title is missing; the French one is still there, nothing was added.
  await expect(page.getByText(en.form.summary)).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: en.form.languages.fr, exact: true }).first(),
  ).toHaveValue("Station NEP centralisée");

  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.accept();
    });
  });
  await page.getByRole("link", { name: en.form.cancel }).click();
  expect(await asked).toBe("beforeunload");
  await page.waitForURL(/\/en\/admin\/collections\/projects$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
