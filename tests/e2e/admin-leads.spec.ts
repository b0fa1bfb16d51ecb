import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { SMTPServer } from "smtp-server";
import enLeads from "../../app/admin/leads/texts/en.server";
import frLeads from "../../app/admin/leads/texts/fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerAdminServer } from "./admin-server";
import { company, expect, type Page, test, texts, visit } from "./fixtures";

/** The back office's "Requests" section against its own server and its own mail server. */
const PORT = Number(process.env.LEADS_E2E_PORT ?? 4611);
const SMTP_PORT = PORT + 2;
const USER = "claire.martin";
const PASSWORD = "Échangeur à plaques 2026";
const SCREENSHOTS = process.env.LEADS_SCREENSHOTS; // a folder, to look at the pages by eye

let smtp: SMTPServer | undefined;
/** The mail server refuses until a test lets it accept. */
let accepting = false;
const mails: string[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (accepting) return callback();
      callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        mails.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(SMTP_PORT, "127.0.0.1", resolve));
});

const { origin: ORIGIN, signIn } = registerAdminServer(
  {
    name: "admin-leads",
    port: PORT,
    user: USER,
    password: PASSWORD,
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_TLS: "none", // the local sink offers no STARTTLS
      SMTP_PORT: String(SMTP_PORT),
      MAIL_TO: "demandes@procelia.example",
      // Two quick failures and the outbox gives up: the inbox then shows "failed".
      OUTBOX_MAX_ATTEMPTS: "2",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "400",
      OUTBOX_POLL_MS: "300",
      CONTACT_RATE_LIMIT: "1000",
    },
  },
  150_000,
);

// Declared after the server's hooks, so the mail server closes once the server has stopped.
test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

interface Visitor {
  name: string;
  company: string;
  email: string;
  message: string;
}

/** A request sent the way a visitor sends it: the public contact form. */
async function sendRequest(page: Page, visitor: Visitor) {
  await visit(page, "/contact");
  const form = page.locator("main form[method='post']");
  const t = texts.contact.fr.form;
  await form.getByLabel(t.name).fill(visitor.name);
  await form.getByLabel(t.company).fill(visitor.company);
  await form.getByLabel(t.email).fill(visitor.email);
  await form.getByLabel(t.message).fill(visitor.message);
  await form.locator("button[type='submit']").click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
}

/**
 * Loads the page again until the expectation holds: the outbox works in the background. A GET,
 * not a reload, which would post the last form again.
 */
async function eventually(page: Page, check: () => Promise<void>) {
  const url = page.url();
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 20_000, intervals: [300, 500, 1000] });
}

/** The notification's state on a request's page; not the page's text, where "Envoyée le" is a label. */
function notificationState(page: Page) {
  return page
    .locator("#admin-content dl")
    .filter({ hasText: frLeads.lead.attempts })
    .locator("dd")
    .first();
}

const visitor: Visitor = {
  name: "Hélène Vandamme",
  company: "Laiterie des Fagnes",
  email: "helene.vandamme@laiterie-fagnes.be",
  message:
    "Nous remplaçons la NEP de notre atelier de conditionnement (4 circuits) et cherchons un intégrateur pour l'automatisme et la tuyauterie inox.",
};

test("every leads page and file sends a visitor without a session to the sign-in page", async ({
  request,
}) => {
  for (const prefix of ["", "/en"]) {
    for (const neutral of [
      "/admin/leads",
      "/admin/leads?status=new",
      "/admin/leads/1",
      "/admin/leads/erase",
      "/admin/leads/export",
    ]) {
      const wanted = `${prefix}${neutral}`;
      const response = await request.get(wanted, { maxRedirects: 0 });
      expect(response.status(), wanted).toBe(302);
      expect(response.headers().location, wanted).toBe(
        `${prefix}/admin/login?redirectTo=${encodeURIComponent(wanted)}`,
      );
      expect(response.headers()["cache-control"], wanted).toBe("no-store");
    }
  }
  for (const [path, form] of [
    ["/admin/leads/1", { intent: "save", status: "spam", note: "" }],
    ["/admin/leads/1", { intent: "resend" }],
    ["/en/admin/leads/erase", { intent: "erase", email: visitor.email }],
  ] as const) {
    const response = await request.post(path, {
      form,
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toContain("/admin/login?redirectTo=");
  }
});

test("a request sent from the site is found, followed up, notified again and exported", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await sendRequest(page, visitor);
  await signIn(page);

  const nav = page.getByRole("navigation", { name: frAdmin.shell.navLabel });
  await expect(nav.getByRole("link", { name: /Demandes/ })).toHaveAccessibleName(
    `${frAdmin.shell.leads} (1 nouvelle(s))`,
  );
  await nav.getByRole("link", { name: /Demandes/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frLeads.inbox.title);

  await page.getByLabel(frLeads.inbox.search).fill("VANDAMME");
  await page.getByRole("button", { name: frLeads.inbox.apply }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?q=VANDAMME/);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(visitor.company);
  await expect(rows.first()).toContainText(visitor.email);
  await expect(rows.first()).toContainText(frLeads.statuses.new);

  // The mail server refused twice: the row says so, with the server's answer.
  await eventually(page, async () => {
    await expect(rows.first()).toContainText(frLeads.notification.failed, { timeout: 500 });
  });
  await expect(rows.first()).toContainText("Mailbox temporarily unavailable");

  await rows.first().getByRole("link", { name: visitor.name }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
  const main = page.locator("#admin-content");
  await expect(main).toContainText(visitor.message);
  const reply = page.getByRole("link", { name: frLeads.lead.reply });
  const href = (await reply.getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:helene\.vandamme@laiterie-fagnes\.be\?subject=/);
  expect(decodeURIComponent(href.split("subject=")[1] ?? "")).toMatch(
    new RegExp(`^Votre demande à ${company.name} du \\d{1,2} \\S+ 20\\d\\d$`),
  );

  await page.getByLabel(frLeads.lead.status).selectOption(frLeads.statuses.in_progress);
  await page.getByLabel(frLeads.lead.note).fill("Rappeler mardi : visite du site à planifier.");
  await page.getByRole("button", { name: frLeads.lead.save }).click();
  await expect(page.getByRole("status").filter({ hasText: frLeads.lead.saved })).toBeVisible();
  await expect(page.getByLabel(frLeads.lead.status)).toHaveValue("in_progress");
  await expect(page.getByLabel(frLeads.lead.note)).toHaveValue(
    "Rappeler mardi : visite du site à planifier.",
  );
  // No longer new: the figure in the navigation is gone.
  await expect(nav.getByRole("link", { name: /Demandes/ })).toHaveAccessibleName(
    frAdmin.shell.leads,
  );

  accepting = true;
  await page.getByRole("button", { name: frLeads.lead.resend }).click();
  await expect(page.getByRole("status").filter({ hasText: frLeads.lead.resent })).toBeVisible();
  await eventually(page, async () => {
    await expect(notificationState(page)).toHaveText(frLeads.notification.sent, { timeout: 500 });
  });
  // The team's e-mail (the visitor's acknowledgement, given up meanwhile or not, goes elsewhere).
  const team = mails.filter((mail) => /^To: demandes@procelia\.example$/m.test(mail));
  expect(team).toHaveLength(1);
  expect(team[0]).toContain("Laiterie des Fagnes");

  await page.goto("/admin/leads?q=vandamme&status=in_progress");
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: frLeads.inbox.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^procelia-demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toMatch(/^N°;Reçue le \(heure de Bruxelles\);Reçue le en UTC \(ISO 8601\);Nom;/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^\d+;\d\d\/\d\d\/20\d\d \d\d:\d\d;20\d\d-\d\d-\d\dT[\d:.]+Z;/);
  expect(lines[1]).toContain(
    `;${visitor.name};${visitor.company};${visitor.email};;Français;${visitor.message};En cours;Rappeler mardi : visite du site à planifier.;Envoyée;`,
  );
});

test("a stored-XSS probe in every field is shown as text and runs nothing", async ({ page }) => {
  const probe = "<img src=x onerror=alert(1)>";
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await sendRequest(page, {
    name: probe,
    company: probe,
    email: "sonde.xss@example.be",
    message: `${probe}\n<script>alert(2)</script>`,
  });
  await signIn(page);
  // Markup typed within seconds scores as spam: the request waits under "to check", as text.
  await page.goto("/admin/leads/held");
  const held = page.locator("li[data-held]").filter({ hasText: probe });
  await expect(held.getByRole("link", { name: probe })).toBeVisible();
  await expect(page.locator('img[src="x"], #admin-content script')).toHaveCount(0);
  // The start of the message, as text, beside "release" and "mark as spam".
  await expect(held.locator("blockquote")).toContainText("<script>alert(2)</script>");
  await expect(
    held.getByRole("button", { name: `Marquer la demande de ${probe} comme indésirable` }),
  ).toBeVisible();
  await held.getByRole("button", { name: frLeads.intake.held.release }).click();
  await expect(page.getByRole("status").filter({ hasText: "n°" })).toBeVisible();
  await page.goto(`/admin/leads?q=${encodeURIComponent(probe)}`);
  await expect(page.getByLabel(frLeads.inbox.search)).toHaveValue(probe);
  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: probe })).toBeVisible();
  await row.getByRole("link", { name: probe }).click();
  await page.getByLabel(frLeads.lead.note).fill(probe);
  await page.getByRole("button", { name: frLeads.lead.save }).click();
  await expect(page.getByRole("status").filter({ hasText: frLeads.lead.saved })).toBeVisible();
  const main = page.locator("#admin-content");
  const details = main.locator("dd");
  await expect(details.nth(1)).toHaveText(probe); // name
  await expect(details.nth(2)).toHaveText(probe); // company
  await expect(main).toContainText("<script>alert(2)</script>");
  await expect(page.getByLabel(frLeads.lead.note)).toHaveValue(probe);
  const injected = 'img[src="x"], #admin-content img, #admin-content script';
  await expect(page.locator(injected)).toHaveCount(0);
  await page.goto("/admin/leads");
  await expect(page.locator(injected)).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("a cross-site form post changes nothing and is refused", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/leads?q=vandamme");
  await page.locator("tbody tr").first().getByRole("link").click();
  const path = new URL(page.url()).pathname;
  for (const [target, form] of [
    [path, { intent: "save", status: "spam", note: "forgé" }],
    [path, { intent: "resend" }],
    ["/admin/leads/erase", { intent: "erase", email: visitor.email }],
  ] as const) {
    // A foreign Origin is refused 403...
    const foreign = await page.request.post(target, {
      form,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status(), target).toBe(403);
    // ...and without Origin, the browser's Sec-Fetch-Site: cross-site is refused by ours.
    const hidden = await page.request.post(target, {
      form,
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(hidden.status(), target).toBe(403);
  }
  await page.reload();
  await expect(page.getByLabel(frLeads.lead.status)).toHaveValue("in_progress");
  await expect(page.locator("#admin-content")).toContainText(visitor.message);
  await expect(notificationState(page)).toHaveText(frLeads.notification.sent);
});

test("every request of one address is erased after a confirmation, logged without it", async ({
  page,
}) => {
  await sendRequest(page, {
    ...visitor,
    email: "Helene.Vandamme@Laiterie-Fagnes.be",
    message: "Suite à notre échange : le plan de la salle de conditionnement est en annexe.",
  });
  await signIn(page);
  await page.goto("/admin/leads?q=laiterie-fagnes");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await page.locator("tbody tr").first().getByRole("link").click();
  await page.getByRole("button", { name: frLeads.lead.eraseSubmit }).click();

  await expect(page.getByRole("heading", { name: frLeads.erase.confirmTitle })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "2 demandes envoyées avec l'adresse Helene.Vandamme@Laiterie-Fagnes.be seront effacées définitivement.",
  );
  // Nothing is gone before the confirmation.
  expect((await page.request.get("/admin/leads/export?q=laiterie-fagnes")).ok()).toBe(true);
  const before = await (await page.request.get("/admin/leads/export?q=laiterie-fagnes")).text();
  expect(before.split("\r\n")).toHaveLength(4);

  await page.getByRole("button", { name: frLeads.erase.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(
    "2 demandes ont été effacées. L'effacement est inscrit au journal d'activité.",
  );
  await page.goto("/admin/leads?q=laiterie-fagnes");
  await expect(page.getByText(frLeads.inbox.empty)).toBeVisible();

  await page.goto("/admin/audit");
  const entry = page.locator("tbody tr").filter({ hasText: frAdmin.audit.actions.lead_erased });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(USER);
  // In the reader's words: how many, and the address's fingerprint, never the address.
  await expect(entry).toContainText(
    /2 demande\(s\) effacée\(s\) \(empreinte de l'adresse\s:\s?sha256:[0-9a-f]{8}\)/,
  );
  await expect(entry).toContainText("127.0.0.1");
  await expect(page.locator("main")).not.toContainText(/vandamme/i);
});

test("the inbox and a request's page have no accessibility violations at 375 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(120_000); // eight full axe scans on a shared 2-core machine
  await sendRequest(page, {
    name: "Pieter Claes",
    company: "Brouwerij Claes",
    email: "pieter@brouwerij-claes.be",
    message: "Offre pour une ligne de filtration de bière, 60 hl/h.",
  });
  await signIn(page);
  await page.goto("/en/admin/leads?q=claes");
  await page.getByRole("link", { name: "Pieter Claes" }).click();
  const leadPath = new URL(page.url()).pathname.replace(/^\/en/, "");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ["/admin/leads", leadPath, "/en/admin/leads", `/en${leadPath}`]) {
      await page.goto(url);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        violations.map(
          (v) => `${url} @${width}: ${v.id} ${v.nodes.map((n) => n.target).join(",")}`,
        ),
      ).toEqual([]);
      // Nothing wider than the screen but the table, which scrolls inside its frame.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${url} @${width}`).toBeLessThanOrEqual(0);
      if (SCREENSHOTS) {
        const name = `${url.replace(/\W+/g, "-")}-${width}.png`;
        await page.screenshot({ path: `${SCREENSHOTS}/${name}`, fullPage: true });
      }
    }
  }
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    enLeads.lead.title.replace(" {id}", ""),
  );
});
