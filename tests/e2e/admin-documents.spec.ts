import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { samplePdf } from "../../app/admin/documents/tests/pdf-sample";
import fr from "../../app/admin/documents/texts/fr.server";
import enDocuments from "../../app/platform/i18n/messages/en/documents.server";
import frDocuments from "../../app/platform/i18n/messages/fr/documents.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The marketing assistant puts a datasheet online, then a new version of it. */
const { signIn } = registerSharedAdmin(sharedAccounts.documents);

const dir = mkdtempSync(path.join(tmpdir(), "procelia-documents-e2e-"));
const fileOf = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};

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

/** No framework on a public page: no script but the site's inline one, no router data. */
async function expectStatic(page: Page) {
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((script) => ({ src: script.src, type: script.type })),
  );
  expect(scripts.filter((script) => script.src || script.type === "module")).toEqual([]);
  expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);
}

/** The public pages are rendered again after a change: a few seconds at most. */
async function seesSoon(page: Page, url: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(text), {
      timeout: 15_000,
    })
    .toBe(true);
}

const title = "Fiche technique : skid NEP mobile 2 000 L/h";

test("an empty library says so and points to the contact page", async ({ page }) => {
  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frDocuments.hero.title);
  await expect(page.getByText(frDocuments.empty.text)).toBeVisible();
  await page.getByRole("link", { name: frDocuments.empty.link }).click();
  await expect(page).toHaveURL(/\/contact\?from=\/documents$/);
  await page.goto("/documents");
  await expectStatic(page);
  await checkWidths(page, "documents-empty");
});

test("uploads a datasheet, refuses a picture named .pdf, and offers the file without a form", async ({
  page,
}) => {
  await signIn(page, "/admin/documents");
  await expect(page.getByRole("heading", { level: 1, name: fr.list.title })).toBeVisible();
  await page.getByLabel(fr.form.titleFr).fill(title);
  await page.getByLabel(fr.form.kind).selectOption("datasheet");
  await page.getByLabel("Brasserie", { exact: true }).check();
  // A picture renamed .pdf: refused by its content, with what was typed kept.
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000", "hex");
  await page.getByLabel(fr.form.file).setInputFiles(fileOf("fiche.pdf", png));
  await page.getByRole("button", { name: fr.form.add }).click();
  await expect(page.getByText(fr.refusal.notPdf).first()).toBeVisible();
  await expect(page.getByLabel(fr.form.titleFr)).toHaveValue(title);
  await expect(page.getByLabel("Brasserie", { exact: true })).toBeChecked();
  await checkWidths(page, "admin-documents-refused");

  await page.getByLabel(fr.form.file).setInputFiles(fileOf("skid nep.pdf", samplePdf("v1")));
  await page.getByRole("button", { name: fr.form.add }).click();
  await page.waitForURL(/\/admin\/documents\?done=added/);
  const address = "/documents/fiche-technique-skid-nep-mobile-2-000-l-h.pdf";
  await expect(page.getByRole("status")).toContainText(address);
  await checkWidths(page, "admin-documents");

  // Listed on the documents page and on the brewery page, downloaded at once.
  await seesSoon(page, "/documents", address);
  await page.goto("/documents");
  const link = page.getByRole("link", { name: /Télécharger « Fiche technique/ });
  await expect(link).toHaveAttribute("href", address);
  await expect(
    page.getByRole("heading", { level: 2, name: frDocuments.kinds.datasheet }),
  ).toBeVisible();
  await expectStatic(page);
  await checkWidths(page, "documents");
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect((await served.body()).equals(samplePdf("v1"))).toBe(true);

  await page.goto("/brasserie");
  await expect(
    page.getByRole("heading", { level: 2, name: frDocuments.block.title }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Télécharger « Fiche technique/ })).toHaveAttribute(
    "href",
    address,
  );
  await page.goto("/en/documents");
  await expect(page.getByText(enDocuments.onlyIn.fr)).toBeVisible();
  await checkWidths(page, "documents-en");
});

test("a new version keeps the address, and the downloads are counted", async ({ page }) => {
  await signIn(page, "/admin/documents");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByLabel(fr.detail.versionFile).setInputFiles(fileOf("v2.pdf", samplePdf("v2")));
  await page.getByRole("button", { name: fr.detail.upload }).click();
  await expect(page.getByRole("status")).toHaveText(fr.detail.versionAdded);
  const address = "/documents/fiche-technique-skid-nep-mobile-2-000-l-h.pdf";
  const served = await page.request.get(address);
  expect((await served.body()).equals(samplePdf("v2"))).toBe(true);
  await page.reload();
  // Two downloads: the first test's and this one.
  await expect(page.getByText("2 au total, 2 ces 30 derniers jours")).toBeVisible();
  await expect(page.getByRole("cell", { name: fr.detail.current })).toHaveCount(1);
  await checkWidths(page, "admin-document-detail");
});
