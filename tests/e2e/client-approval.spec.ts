import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import fr from "../../app/admin/approval/texts/fr.server";
import frPreview from "../../app/platform/i18n/messages/fr/approval-preview.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/**
 * A client approves a draft article through a private link: staff make the link, the client opens
 * it without an account (no-store, noindex), approves with their name, staff see the approval;
 * a revoked link shows nothing.
 */
const { origin: ORIGIN, signIn } = registerSharedAdmin(sharedAccounts.approval);

const TITLE = "Boucle d'eau purifiée : dix points à valider avant la qualification";

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

test("a client approves a draft article through its private link, and staff see who and when", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const saved = await page.context().request.post("/admin/articles/new", {
    form: {
      title: TITLE,
      slug: "boucle-eau-purifiee-dix-points-validation",
      excerpt: "Conductivité, COT, vitesse de circulation : ce que l'auditeur vérifie en premier.",
      category: "Pharma",
      tags: "Eau purifiée",
      markdown: "## Conductivité\n\nMoins de 1,3 µS/cm à 25 °C, mesurée en continu.",
      language: "fr",
      counterpart: "",
      intent: "save",
    },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);

  await page.goto("/admin/approval");
  await page.getByRole("link", { name: TITLE }).click();
  await page.getByLabel(fr.item.days).selectOption("3");
  await page.getByRole("button", { name: fr.item.createButton }).click();
  await expect(page.getByText(fr.item.created)).toBeVisible();
  const link = await page.getByRole("textbox", { name: fr.item.create }).inputValue();
  expect(link).toMatch(/\/apercu\/[\w-]{20,}$/);
  const staffPage = page.url();

  // The client, without any session.
  const client = await (await browser.newContext()).newPage();
  const response = await client.goto(link);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex, nofollow",
  );
  for (const width of [1280, 375]) {
    await client.setViewportSize({ width, height: 900 });
    await noAxeViolations(client);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await client.screenshot({
      fullPage: true,
      path: test.info().outputPath(`preview-${width}.png`),
    });
  }
  const approveForm = client.locator("form", {
    has: client.getByRole("button", { name: frPreview.approve }),
  });
  await approveForm.getByLabel(frPreview.name).fill("Jean Dupont");
  await approveForm.getByRole("button", { name: frPreview.approve }).click();
  await expect(client.getByRole("status")).toHaveText(frPreview.thanksApproved);

  // Staff see who approved, and when; revoked, the link shows nothing.
  await page.goto(staffPage);
  await expect(page.getByText(/^Article · Validé par Jean Dupont le /)).toBeVisible();
  await expect(page.getByText(/Ouvert [1-9]\d* fois/)).toBeVisible();
  await page.getByRole("button", { name: fr.item.link.revoke }).click();
  await expect(page.getByRole("status")).toHaveText(fr.done.revoked);
  const gone = await client.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(client.getByText(frPreview.gone)).toBeVisible();
});
