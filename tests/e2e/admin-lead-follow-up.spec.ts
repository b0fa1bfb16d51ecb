import { mkdirSync } from "node:fs";
import path from "node:path";
import enLeads from "../../app/admin/leads/texts/en.server";
import frLeads from "../../app/admin/leads/texts/fr.server";
import frSettings from "../../app/admin/site-content/texts/settings.fr.server";
import { registerAdminServer } from "./admin-server";
import { expect, type Page, test, texts, visit } from "./fixtures";

/**
 * A request's follow-up on a site without a mail server (SMTP_HOST unset, as a fresh install
 * runs): the banner says nobody is e-mailed, the visitor's address and number are links, and the
 * request can be marked answered without JavaScript.
 */
const PORT = Number(process.env.LEAD_FOLLOW_UP_E2E_PORT ?? 4663);
const USER = "claire.martin";
const PASSWORD = "Échangeur à plaques 2026";
const SCREENSHOTS = process.env.LEADS_SCREENSHOTS; // a folder, to look at the pages by eye

const { signIn } = registerAdminServer({
  name: "admin-lead-follow-up",
  port: PORT,
  user: USER,
  password: PASSWORD,
  env: { SMTP_HOST: "", CONTACT_RATE_LIMIT: "1000" },
});

async function shoot(page: Page, name: string, regions: string[] = []) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    for (const [n, region] of regions.entries()) {
      await page
        .getByRole("region", { name: region })
        .screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}-${n}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("without a mail server, the back office says so and a request is called, written to and marked answered", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await visit(page, "/contact");
  const form = page.locator("main form[method='post']");
  const t = texts.contact.fr.form;
  await form.getByLabel(t.name).fill("Hélène Vandamme");
  await form.getByLabel(t.company).fill("Laiterie des Fagnes");
  await form.getByLabel(t.email).fill("helene.vandamme@laiterie-fagnes.be");
  await form.getByLabel(t.phone).fill("+32 (0)471 23.45.67");
  await form.getByLabel(t.message).fill("Remplacement de la NEP de l'atelier de conditionnement.");
  await form.locator("button[type='submit']").click();
  await expect(page.getByTestId("contact-success")).toBeVisible();

  await signIn(page);
  // On every page, even far from the requests.
  for (const where of ["/admin", "/admin/articles"]) {
    await page.goto(where);
    const banner = page.getByRole("region", { name: frLeads.watch.label });
    await expect(banner).toContainText(frLeads.watch.offTitle);
    await expect(banner).toContainText(frLeads.watch.off);
  }
  await page.goto("/admin");
  await shoot(page, "banner-off");

  await page.goto("/admin/leads");
  const row = page.locator("tbody tr").first();
  // Not "pending" for ever: the list tells the truth.
  await expect(row).toContainText(frLeads.off.notification);
  await row.getByRole("link", { name: "Hélène Vandamme" }).click();

  const details = page.getByRole("region", { name: frLeads.lead.detailsTitle });
  await expect(
    details.getByRole("link", { name: "helene.vandamme@laiterie-fagnes.be" }),
  ).toHaveAttribute("href", "mailto:helene.vandamme@laiterie-fagnes.be");
  await expect(
    details.getByRole("link", { name: "+32 (0)471 23.45.67", exact: true }),
  ).toHaveAttribute("href", "tel:+32471234567");
  await expect(
    details.getByRole("link", { name: `${frLeads.follow.call} +32 (0)471 23.45.67` }),
  ).toHaveAttribute("href", "tel:+32471234567");
  await expect(page.getByRole("region", { name: frLeads.lead.notificationTitle })).toContainText(
    frLeads.off.intro,
  );
  await shoot(page, "lead-detail", [frLeads.lead.detailsTitle, frLeads.follow.title]);

  await page.getByRole("button", { name: frLeads.follow.markAnswered }).click();
  await expect(page.getByRole("status").filter({ hasText: frLeads.follow.answered })).toBeVisible();
  await expect(page.locator("h1 + span")).toHaveText(frLeads.statuses.answered);
  const answer = page.getByRole("region", { name: frLeads.follow.title });
  await expect(answer).toContainText(frLeads.follow.delay);
  await expect(answer.getByRole("button", { name: frLeads.follow.markAnswered })).toHaveCount(0);
  await expect(page.getByLabel(frLeads.lead.status)).toHaveValue("answered");
  await shoot(page, "lead-answered", [frLeads.follow.title]);

  // The same in English.
  await page.goto(`/en${new URL(page.url()).pathname}`);
  await expect(page.getByRole("region", { name: enLeads.watch.label })).toContainText(
    enLeads.watch.offTitle,
  );
  await expect(page.getByRole("region", { name: enLeads.lead.notificationTitle })).toContainText(
    enLeads.off.notification,
  );
});

test("the privacy policy states the retention period chosen in the settings", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/confidentialite");
  await expect(page.locator("main")).toContainText(
    "conservées pendant 3\u00a0ans à compter de notre dernier échange",
  );

  await signIn(page);
  await page.goto("/admin/settings");
  await shoot(page, "settings", [frSettings.acknowledgement.title, frSettings.leads.title]);
  await page.getByLabel(frSettings.fields["leads.retentionMonths"]).selectOption("18");
  await page.getByRole("button", { name: frSettings.save }).click();
  await expect(page.getByRole("status")).toHaveText(frSettings.saved);

  // The pages are rendered again after a save: polled.
  await expect(async () => {
    await page.goto("/confidentialite");
    await expect(page.locator("main")).toContainText(
      "conservées pendant 18\u00a0mois à compter de notre dernier échange",
      { timeout: 500 },
    );
  }).toPass({ timeout: 10_000 });
  await page.goto("/en/confidentialite");
  await expect(page.locator("main")).toContainText("is kept for 18 months after our last exchange");
});
