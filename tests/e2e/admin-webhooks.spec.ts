import { createServer, type Server } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import frWebhooks from "../../app/admin/webhooks/texts/fr.server";
import { solvedChallengeFrom } from "../integration/contact-proof";
import { registerSharedAdmin, SHARED_ADMIN_ORIGIN, sharedAccounts } from "./shared-admin";

/**
 * An administrator adds a webhook, copies its secret once, sends a test and turns it off; a
 * salesperson sees each address's state on a request, sends it again and downloads its contact
 * card. The receiver is a real server on this machine that verifies each signature as a CRM's
 * library does (the shared server allows private networks for it).
 */
const { signIn } = registerSharedAdmin(sharedAccounts.webhooks);
const t = frWebhooks;
const PORT = Number(process.env.WEBHOOKS_RECEIVER_E2E_PORT ?? 4681);
const ADDRESS = `http://127.0.0.1:${PORT}/hooks/procelia`;

let secret = "";
let refuse = false;
const received: { id: string; type: string; data: { id?: number } }[] = [];
let receiver: Server | undefined;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      if (refuse) return void res.writeHead(503).end("CRM en maintenance");
      try {
        const message = new Webhook(secret).verify(body, req.headers as Record<string, string>) as {
          type: string;
          data: { id?: number };
        };
        received.push({ id: String(req.headers["webhook-id"]), ...message });
        res.writeHead(204).end();
      } catch {
        res.writeHead(401).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

test("adds an address, shows its secret once and sends a test", async ({ page }) => {
  await signIn(page, "/admin/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.add.url).fill("ftp://127.0.0.1/hook");
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByText(t.errors.scheme)).toBeVisible();

  await page.getByLabel(t.add.url).fill(ADDRESS);
  await page.getByRole("button", { name: t.add.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: t.done.added })).toBeVisible();
  secret = await page.getByLabel(t.secretLabel).inputValue();
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
  await expect.poll(() => received.map((message) => message.type)).toEqual(["webhook.test"]);
  await page.reload();
  await expect(row).toContainText(`${t.lead.states.sent} (HTTP 204)`);
});

test("shows the request's webhook state, sends it again, gives its vCard; the address turned off", async ({
  page,
}) => {
  refuse = true;
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
  const block = page.locator("#lead-webhooks").locator("..");
  const line = block.getByRole("row").filter({ hasText: ADDRESS });
  await expect
    .poll(
      async () => {
        await page.reload();
        return line.textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("HTTP 503: CRM en maintenance");
  await expect(line).toContainText(t.lead.states.retrying);

  refuse = false;
  await line.getByRole("button", { name: t.lead.sendAgain }).click();
  await expect(page.getByText(t.lead.resent)).toBeVisible();
  await expect.poll(() => received.filter((message) => message.data.id === id)).toHaveLength(1);
  await page.reload();
  await expect(line).toContainText(t.lead.states.sent);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: t.lead.vcard }).click();
  let card = "";
  for await (const chunk of await (await download).createReadStream()) card += chunk;
  expect(card).toContain("BEGIN:VCARD\r\nVERSION:3.0\r\n");
  expect(card).toContain("ORG:Fromagerie de Maredsous\\; site 2\r\n");

  await page.goto("/admin/webhooks");
  const row = page.getByRole("row").filter({ hasText: ADDRESS });
  await row.getByRole("button", { name: t.list.turnOff }).click();
  await expect(page.getByText(t.done.off)).toBeVisible();
  await expect(row).toContainText(t.list.off);
});
