import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import enArticles from "../../app/admin/articles/texts/en.server";
import frArticles from "../../app/admin/articles/texts/fr.server";
// The languages on as shipped: Dutch is off until the company switches it on.
import { requiredLanguages as languages, localizePath } from "../../app/platform/i18n/lang";
import { pageTable } from "../../app/platform/navigation/page-table";
import { registerAdminServer } from "./admin-server";

/**
 * The English version started from the French article, and articles with a long code line, a
 * wide table and a long address on a 320 px phone, against a server of their own.
 */
const PORT = Number(process.env.PUBLISHING_E2E_PORT ?? 4631);
const { signIn } = registerAdminServer({
  name: "article-publishing",
  port: PORT,
  user: "nadia.peeters",
  password: "Pompe centrifuge multicellulaire",
});

const e = frArticles.editor;

async function writeFrench(page: Page, fields: { title: string; slug: string; markdown: string }) {
  await page.goto("/admin/articles/new");
  await page.getByLabel(e.title, { exact: true }).fill(fields.title);
  await page.getByLabel(e.slug, { exact: true }).fill(fields.slug);
  await page
    .getByLabel(e.excerpt, { exact: true })
    .fill("Dimensionnement, réglages et mise en service sur une ligne existante.");
  await page.getByLabel(e.category, { exact: true }).fill("Automatisation");
  await page.getByLabel(e.markdown, { exact: true }).fill(fields.markdown);
  await page.getByRole("button", { name: e.publish, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(e.publishedNow);
}

test("creates the English version of a French article, prefilled and linked to it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const french = {
    title: "Réception d'une pompe doseuse",
    slug: "reception-pompe-doseuse",
    markdown: "## Les essais\n\nDébit relevé à **trois** réglages de course.",
  };
  await writeFrench(page, french);
  const editor = page.url();

  // A new article offers as its other version the unpaired articles of the other language, and
  // follows the language chosen: no English article is unpaired, this French one is.
  await page.goto("/admin/articles/new");
  const choices = page.getByLabel(e.counterpart, { exact: true }).locator("option");
  await expect(choices).toHaveText([e.counterpartNone]);
  await page.getByLabel(e.language, { exact: true }).selectOption("en");
  await expect(choices).toHaveText([e.counterpartNone, `FR · ${french.title}`]);

  await page.goto(editor);
  await page.getByRole("link", { name: e.translate.en }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.newTitle);
  await expect(page.getByText(french.title, { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel(e.language, { exact: true })).toHaveValue("en");
  await expect(page.getByLabel(e.counterpart, { exact: true })).toHaveValue(/^\d+$/);
  await expect(
    page.getByLabel(e.counterpart, { exact: true }).locator("option:checked"),
  ).toHaveText(`FR · ${french.title}`);
  await expect(page.getByLabel(e.title, { exact: true })).toHaveValue(french.title);
  await expect(page.getByLabel(e.markdown, { exact: true })).toHaveValue(french.markdown);
  // Only French articles without an English version are offered: the seeded ones all have one.
  const offered = await page
    .getByLabel(e.counterpart, { exact: true })
    .locator("option")
    .allTextContents();
  expect(offered).toEqual([e.counterpartNone, `FR · ${french.title}`]);

  await page.getByLabel(e.title, { exact: true }).fill("Acceptance testing a dosing pump");
  await page.getByLabel(e.slug, { exact: true }).fill("acceptance-testing-dosing-pump");
  await page
    .getByLabel(e.excerpt, { exact: true })
    .fill("Flow measured at three stroke settings before handover.");
  await page.getByLabel(e.category, { exact: true }).fill("Automation");
  await page
    .getByLabel(e.markdown, { exact: true })
    .fill("## The tests\n\nFlow measured at **three** stroke settings.");
  await page.getByRole("button", { name: e.publish, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(e.publishedNow);
  await expect(page.getByRole("link", { name: e.viewTranslation.fr })).toBeVisible();

  // Paired: the list links them, and a new French article is not offered this one.
  await page.goto("/en/admin/articles");
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /Acceptance testing/ }) });
  await expect(row.getByRole("link", { name: french.title })).toBeVisible();
  await page.goto("/admin/articles/new");
  await page.getByLabel(e.language, { exact: true }).selectOption("en");
  await expect(choices).toHaveText([e.counterpartNone]);

  // The FR|EN switch of the public article leads to its English version.
  await page.goto(`/blog/${french.slug}`);
  await page.locator('header a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(/\/en\/blog\/acceptance-testing-dosing-pump$/);
  expect(enArticles.editor.translate.fr).toBe("Create the French version");
});

const longLine = `const recette = { cuve: "T101", consigneTemperature: 85, dureeMaintien: 15, debitMinimal: 12.5, concentrationSoude: 1.5, rincageFinal: true, alarmes: ["TSH-101", "FSL-102", "CSH-103"] };`;
const wideTable = [
  "| Étape | Température | Durée | Concentration | Débit | Conductivité | Vanne | Pompe | Remarque |",
  "|---|---|---|---|---|---|---|---|---|",
  "| Prérinçage | 45 °C | 5 min | — | 12 m³/h | < 0,5 mS/cm | XV-101 ouverte | P-101 | eau récupérée du rinçage final |",
  "| Soude | 80 °C | 20 min | 1,5 % | 15 m³/h | 60 mS/cm | XV-102 ouverte | P-101 | retour en cuve de soude |",
].join("\n");
const longUrl =
  "https://www.exemple-de-fournisseur-de-vannes-industrielles.be/documentation/technique/vannes-papillon/dn150/fiche-produit-complete-avec-courbes-de-debit.pdf";

test("keeps a page with a long code line, a wide table and a long address within 320 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const slug = "cycle-nep-reglages";
  await writeFrench(page, {
    title: "Cycle NEP : les réglages d'une cuve",
    slug,
    markdown: `## La recette\n\n\`\`\`js\n${longLine}\n\`\`\`\n\n## Les étapes\n\n${wideTable}\n\nFiche du fabricant : ${longUrl}\n`,
  });
  await page.context().clearCookies();

  for (const url of [`/blog/${slug}`, "/blog"]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(url);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(320);
  }

  await page.goto(`/blog/${slug}`);
  const scrolls = (selector: string) =>
    page.locator(selector).evaluate((box) => {
      const before = box.getBoundingClientRect().width;
      box.scrollLeft = 120;
      return {
        overflow: getComputedStyle(box).overflowX,
        wider: box.scrollWidth > box.clientWidth,
        scrolled: box.scrollLeft > 0,
        insideArticle: before <= document.documentElement.clientWidth,
      };
    });
  const moving = { overflow: "auto", wider: true, scrolled: true, insideArticle: true };
  expect(await scrolls(".article-body pre")).toEqual(moving);
  expect(await scrolls(".article-body .table-scroll")).toEqual(moving);
  // A keyboard user reaches each box to scroll it; a screen reader hears the table's name.
  await expect(page.getByRole("region", { name: "Tableau 1" })).toHaveAttribute("tabindex", "0");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(",")}`)).toEqual([]);

  // As a visitor and the team see them, on a phone and a desktop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: test.info().outputPath(`article-${width}.png`), fullPage: true });
  }
  await signIn(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/articles");
    await page
      .getByRole("rowheader")
      .getByRole("link", { name: /Cycle NEP/ })
      .click();
    await expect(page.locator("#article-preview .table-scroll")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: test.info().outputPath(`editor-${width}.png`), fullPage: true });
  }
});

test("keeps every public page within a 320 px screen, header included", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const wider: string[] = [];
  for (const lang of languages) {
    for (const path of [...pageTable.map((entry) => entry.path), "/page-absente"]) {
      const url = localizePath(path, lang);
      await page.goto(url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wider.push(`${url}: ${width} px`);
    }
  }
  expect(wider).toEqual([]);
});
