import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import frWebhooks from "../../app/admin/webhooks/texts/fr.server";
import { solvedChallengeFrom } from "../integration/contact-proof";
import { registerSharedAdmin, SHARED_ADMIN_ORIGIN, sharedAccounts } from "./shared-admin";

/**
 * An administrator adds a webhook, copies its secret once, sends a test and turns it off; a
 * salesperson sees each address's state on a request and downloads its contact card.
 */
const { signIn } = registerSharedAdmin(sharedAccounts.webhooks);
const t = frWebhooks;
// A public address written as such (no name to resolve): accepted here, unreachable offline.
const ADDRESS = "https://93.184.215.14/hooks/procelia";

test("adds an address, shows its secret once and sends a test", async ({ page }) => {
  await signIn(page, "/admin/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.add.url).fill("https://localhost/hook");
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByText(t.errors.private)).toBeVisible();

  await page.getByLabel(t.add.url).fill(ADDRESS);
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: t.done.added })).toBeVisible();
  const secret = await page.getByLabel(t.secretLabel).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const row = page.getByRole("row").filter({ hasText: ADDRESS });
  await expect(row).toContainText(t.list.on);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Opened again (not reloaded: that would post the form again), the secret is gone.
  await page.goto("/admin/webhooks");
  await expect(page.getByLabel(t.secretLabel)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret.slice(6));

  await row.getByRole("button", { name: t.list.test }).click();
  await expect(page.getByText(t.done.tested)).toBeVisible();
  // No network here: the test's answer is a failure, shown in the list within seconds.
  await expect
    .poll(
      async () => {
        await page.reload();
        return row.textContent();
      },
      { timeout: 20_000 },
    )
    .toContain(t.lead.states.retrying);
});

test("shows the request's webhook state, sends it again, gives its vCard; the address turned off", async ({
  page,
}) => {
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Hélène Van Damme",
      company: "Fromagerie de Maredsous; site 2",
      email: "helene.vandamme@example.be",
      phone: "+32 81 12 34 56",
      message: "Nous cherchons un skid de pasteurisation de 2 m³/h.",
      language: "fr",
      altcha: await solvedChallengeFrom(SHARED_ADMIN_ORIGIN),
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await signIn(page, `/admin/leads/${id}`);
  const block = page.getByRole("region", { name: t.lead.title });
  await expect
    .poll(
      async () => {
        await page.reload();
        return block.getByRole("row").filter({ hasText: ADDRESS }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain(t.lead.states.retrying);
  await block.getByRole("button", { name: t.lead.sendAgain }).first().click();
  await expect(page.getByText(t.lead.resent)).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: t.lead.vcard }).click();
  const card = await (await download).createReadStream();
  let text = "";
  for await (const chunk of card) text += chunk;
  expect(text).toContain("BEGIN:VCARD\r\nVERSION:3.0\r\n");
  expect(text).toContain("ORG:Fromagerie de Maredsous\\; site 2\r\n");

  await page.goto("/admin/webhooks");
  const row = page.getByRole("row").filter({ hasText: ADDRESS });
  await row.getByRole("button", { name: t.list.turnOff }).click();
  await expect(page.getByText(t.done.off)).toBeVisible();
  await expect(row).toContainText(t.list.off);
});
