import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import fr from "../../app/admin/careers/texts/fr.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/**
 * The recruitment area as an administrator uses it: a post written in both languages is online
 * at once, an application sent to it from the public page is listed with its file, and its state
 * changes; every screen passes axe and fits a phone.
 */
const { signIn } = registerSharedAdmin(sharedAccounts.recruitment);
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function checkScreen(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const fields: Record<string, string> = {
  "title.fr": "Technicien de maintenance process (H/F/X)",
  "title.en": "Process maintenance technician (M/F/X)",
  "slug.fr": "technicien-maintenance-process",
  "slug.en": "process-maintenance-technician",
  "summary.fr": "Entretenir les lignes que nous avons montées chez nos clients.",
  "summary.en": "Maintain the lines we installed at our clients' sites.",
  "job.fr": "Entretien préventif des skids NEP.\nDépannage des vannes et pompes.",
  "job.en": "Preventive maintenance of CIP skids.\nTroubleshooting valves and pumps.",
  "profile.fr": "Électromécanicien, trois ans d'expérience.",
  "profile.en": "Electromechanic, three years of experience.",
  "offer.fr": "CDI, voiture de service.",
  "offer.en": "Permanent contract, service van.",
  locality: "Mons",
  postalCode: "7000",
};

test("a post written in the back office is online, and its application reaches the recruitment area", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, "/admin/recruitment/posts/new");
  await checkScreen(page);
  for (const [name, value] of Object.entries(fields)) {
    await page.locator(`[name="${name}"]`).fill(value);
  }
  await page.getByRole("button", { name: fr.edit.save }).click();
  await expect(page.getByText(fr.posts.saved)).toBeVisible();
  await expect(page.getByRole("link", { name: fields["title.fr"] })).toBeVisible();
  await checkScreen(page);

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 375, height: 900 });
  await visitor.goto("/en/carrieres/process-maintenance-technician");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(fields["title.en"] ?? "");
  await visitor.getByLabel("Full name").fill("Tom Janssens");
  await visitor.getByLabel("E-mail address").fill("tom.janssens@example.be");
  await visitor
    .getByLabel("A few words about you")
    .fill("Electromechanic, five years on CIP skids.");
  await visitor.getByLabel("CV and certificates").setInputFiles({
    name: "CV Tom Janssens.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
  });
  await visitor.getByRole("checkbox").check();
  // A person takes more than a few seconds to fill the form: the triage counts it.
  await visitor.locator('[name="served"]').evaluate((input: HTMLInputElement) => {
    input.value = String(Date.now() - 60_000);
  });
  await visitor.getByRole("button", { name: "Send my application" }).click();
  await expect(visitor.getByText("Thank you, your application has arrived")).toBeVisible();

  await page.goto("/admin/recruitment");
  await checkScreen(page);
  await page.getByRole("link", { name: "Tom Janssens" }).click();
  await expect(page.getByText(fields["title.en"] ?? "")).toBeVisible();
  await expect(page.getByRole("link", { name: "CV Tom Janssens.pdf" })).toBeVisible();
  await checkScreen(page);
  await page.getByRole("combobox", { name: fr.detail.status }).selectOption("interview");
  await page.getByLabel(fr.detail.note).fill("Entretien mardi 14 h.");
  await page.getByRole("button", { name: fr.detail.save }).click();
  await expect(page.getByText(fr.detail.saved)).toBeVisible();
  await expect(page.getByRole("combobox", { name: fr.detail.status })).toHaveValue("interview");
});
