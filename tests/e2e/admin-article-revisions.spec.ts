import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import frArticles from "../../app/admin/articles/texts/fr.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** An article's saved versions: compared with the article now, and one restored. */
const { origin: ORIGIN, signIn } = registerSharedAdmin(sharedAccounts.articleRevisions);

const e = frArticles.editor;
const r = e.revisions;
const slug = "dosage-chlore-reseau";
const article = {
  title: "Dosage du chlore sur un réseau d'eau",
  excerpt: "Mesure en ligne, pompe doseuse et consigne asservie au débit.",
  category: "Traitement de l'eau",
  tags: "Chlore, Dosage",
  markdown:
    "## La mesure\n\nUne sonde ampérométrique en ligne.\n\n## Le dosage\n\nUne pompe doseuse à membrane.",
};

async function fillText(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** Changes the body's one sentence about the pump and saves; the editor says it is saved. */
async function saveWith(page: Page, pump: string) {
  await fillText(page, e.markdown, article.markdown.replace("pompe doseuse à membrane", pump));
  await page.getByRole("button", { name: e.save, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: e.saved })).toBeVisible();
}

test("refuses a visitor without a session and a cross-site restore", async ({ page, request }) => {
  for (const path of ["/admin/articles/1/revisions/1", "/en/admin/articles/1/revisions/1"]) {
    const get = await request.get(path, { maxRedirects: 0 });
    expect(get.status(), path).toBe(302);
    const post = await request.post(path, {
      form: { version: "1" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(post.status(), path).toBe(302);
    expect(post.headers().location).toContain("/admin/login?redirectTo=");
  }
  await signIn(page);
  const forged = await page.context().request.post("/admin/articles/1/revisions/1", {
    form: { version: "1" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});

test("compares a version with the article, restores it, and the public page shows it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin/articles/new");
  await fillText(page, e.title, article.title);
  await fillText(page, e.slug, slug);
  await fillText(page, e.excerpt, article.excerpt);
  await fillText(page, e.category, article.category);
  await fillText(page, e.tags, article.tags);
  await fillText(page, e.markdown, article.markdown);
  await page.getByRole("button", { name: e.publish }).click();
  await expect(page.getByRole("status")).toHaveText(e.publishedNow);

  await saveWith(page, "pompe doseuse péristaltique");
  await saveWith(page, "pompe doseuse électromagnétique");
  await expect(page.getByRole("status").filter({ hasText: e.saved })).toBeVisible();

  // The oldest save: the article as first published.
  const history = page.getByRole("region", { name: r.title });
  await history
    .getByRole("link", { name: new RegExp(`^${r.compare}`) })
    .last()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.compareTitle);
  const body = page.getByRole("region", { name: e.markdown });
  await expect(body.locator("del", { hasText: "membrane" })).toBeVisible();
  await expect(body.locator("ins", { hasText: "électromagnétique" })).toBeVisible();
  // Not only colour: a screen reader hears which words went and which came.
  await expect(body.locator("del .sr-only").first()).toHaveText(`(${r.removed} `);
  await expect(page.getByText(`${e.title} · ${r.unchanged}`)).toBeVisible();
  await expect(page.getByText(r.restore.published)).toBeVisible();

  await page.getByRole("button", { name: r.restore.button }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\?done=restored&revision=\d+$/);
  await expect(page.getByRole("status")).toHaveText(/^Version du .+ restaurée\.$/);
  await expect(page.getByLabel(e.markdown, { exact: true })).toHaveValue(article.markdown);
  await expect(
    page.getByRole("region", { name: r.title }).getByRole("listitem").first(),
  ).toContainText(r.changes.restored);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByText("Une pompe doseuse à membrane.")).toBeVisible();
  await expect(page.getByText("électromagnétique")).toHaveCount(0);
});

test("the comparison has no accessibility violations at 375 and 1280 px", async ({ browser }) => {
  test.setTimeout(90_000);
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/articles");
    await page.getByRole("link", { name: article.title }).click();
    await page
      .getByRole("region", { name: r.title })
      .getByRole("link", { name: new RegExp(`^${r.compare}`) })
      .nth(1)
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.compareTitle);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(violations.map((v) => `${width}: ${v.id} ${v.nodes.map((n) => n.target)}`)).toEqual([]);
    // Nothing wider than the screen on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`revision-compare-${width}.png`),
      fullPage: true,
    });
    await context.close();
  }
});
