import { SMTPServer } from "smtp-server";
import frLeads from "../../app/admin/leads/texts/fr.server";
import frAutomation from "../../app/platform/i18n/messages/fr/automation.server";
import { drawingPdf, program } from "../integration/contact-files";
import { registerAdminServer } from "./admin-server";
import { expect, type Page, test, texts, visit } from "./fixtures";

/**
 * A request with a drawing, with and without JavaScript, its bad inputs, the held
 * queue and its release, against a server and a mail server of its own.
 */
const PORT = Number(process.env.INTAKE_E2E_PORT ?? 4671);
const SMTP_PORT = PORT + 2;
const SCREENSHOTS = process.env.INTAKE_SCREENSHOTS; // a folder, to look at the pages by eye
const mails: string[] = [];
let smtp: SMTPServer | undefined;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
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

const { signIn } = registerAdminServer(
  {
    name: "contact-attachments",
    port: PORT,
    user: "julie.sales",
    password: "Clapet anti-retour DN50",
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_TLS: "none",
      SMTP_PORT: String(SMTP_PORT),
      MAIL_TO: "demandes@procelia.example",
      OUTBOX_POLL_MS: "300",
      CONTACT_RATE_LIMIT: "1000",
    },
  },
  150_000,
);

test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const t = texts.contact.fr;
const visitor = {
  name: "Hélène Vandamme",
  company: "Laiterie des Fagnes",
  email: "helene.vandamme@laiterie-fagnes.be",
  message: "Remplacement de la NEP de l'atelier de conditionnement : plan de l'atelier joint.",
};

const drawing = { name: "Plan atelier NEP.pdf", mimeType: "application/pdf", buffer: drawingPdf };

async function fillForm(page: Page, who = visitor) {
  const form = page.locator("main form[method='post']");
  await form.getByLabel(t.form.name).fill(who.name);
  await form.getByLabel(t.form.company).fill(who.company);
  await form.getByLabel(t.form.email).fill(who.email);
  await form.getByLabel(t.form.message).fill(who.message);
  return form;
}

async function expectValuesKept(page: Page, who = visitor) {
  const form = page.locator("main form[method='post']");
  await expect(form.getByLabel(t.form.name)).toHaveValue(who.name);
  await expect(form.getByLabel(t.form.company)).toHaveValue(who.company);
  await expect(form.getByLabel(t.form.email)).toHaveValue(who.email);
  await expect(form.getByLabel(t.form.message)).toHaveValue(who.message);
}

/**
 * The company's e-mail about the request sent from this address (ASCII, so found as is), not
 * the acknowledgement the visitor gets, which a busy machine may send first.
 */
async function mailFor(email: string) {
  const find = () =>
    mails.find((mail) => mail.includes(email) && /^To:.*demandes@procelia\.example/im.test(mail));
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find() ?? "";
}

test("with JavaScript: a request with a drawing, from a page's call to action, reaches the team", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await visit(page, "/automation");
  await page.locator("main").getByRole("link", { name: frAutomation.hero.cta }).first().click();
  await expect(page).toHaveURL(/\/contact\?from=\/automation$/);
  // Typing starts the form's script (it hydrates on the first interaction).
  const form = await fillForm(page);
  await expect(page.locator("[data-island='contact-form']")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await form.getByLabel(t.form.attachments).setInputFiles(drawing);
  await expect(form).toContainText("Plan atelier NEP.pdf");
  if (SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: `${SCREENSHOTS}/contact-files-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: t.form.submit }).click();
  expect((await sent).headers()["content-type"]).toContain("multipart/form-data");
  await expect(page.getByTestId("contact-success")).toBeVisible();

  // The company's e-mail links to the file in the back office; the file is not attached.
  const mail = await mailFor(visitor.email);
  // Quoted-printable: soft line breaks out, the no-break space as its bytes.
  const link =
    /Plan atelier NEP\.pdf \(1=C2=A0Ko\)=C2=A0: (http:\/\/\S+\/admin\/leads\/\d+\/files\/\d+)/.exec(
      mail.replace(/=\r?\n/g, ""),
    );
  expect(link?.[1]).toBeTruthy();
  expect(mail).not.toMatch(/Content-Disposition: attachment/i);

  await signIn(page);
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: visitor.name }).click();
  await expect(page.locator("#admin-content")).toContainText("Plan atelier NEP.pdf");
  await expect(page.locator("#admin-content")).toContainText("/automation");
  const download = await page.request.get(link?.[1] ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename=/);
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await download.body()).equals(drawingPdf)).toBe(true);
});

test("with JavaScript: a program named .pdf and a sixth file are refused, everything typed kept", async ({
  page,
}) => {
  await visit(page, "/contact");
  const form = await fillForm(page);
  const files = form.getByLabel(t.form.attachments);
  await files.setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: program });
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form.getByRole("button", { name: t.form.submit }).click();
  expect((await answer).status()).toBe(400);
  await expect(form).toContainText("« plan.pdf » n'a pas été accepté");
  await expectValuesKept(page);

  await files.setInputFiles(
    Array.from({ length: 6 }, (_, n) => ({ ...drawing, name: `plan-${n}.pdf` })),
  );
  await expect(form).toContainText(t.errors.filesTooMany);
  await form.getByRole("button", { name: t.form.submit }).click();
  await expect(files).toBeFocused();
  await expectValuesKept(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("30 MB and six files are refused by the server, the form coming back with what was typed", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/contact");
    let form = await fillForm(page);
    await form.getByLabel(t.form.attachments).setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([drawingPdf, Buffer.alloc(30 * 1024 * 1024, 0x20)]),
    });
    const tooLarge = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: t.form.submit }).click();
    expect((await tooLarge).status()).toBe(413);
    form = page.locator("main form[method='post']");
    await expect(form).toContainText(t.errors.filesTooLarge);
    await expect(form).toContainText(t.errors.filesAgain);
    await expectValuesKept(page);

    await form
      .getByLabel(t.form.attachments)
      .setInputFiles(Array.from({ length: 6 }, (_, n) => ({ ...drawing, name: `plan-${n}.pdf` })));
    const tooMany = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: t.form.submit }).click();
    expect((await tooMany).status()).toBe(400);
    await expect(page.locator("main form[method='post']")).toContainText(t.errors.filesTooMany);
    await expectValuesKept(page);
  });

  test("a request with a drawing is held, never refused; released in one click, it reaches the team", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const who = { ...visitor, name: "Pieter Claes", email: "p.claes@brouwerij.example" };
    await page.goto("/contact?from=/brasserie");
    const form = await fillForm(page, who);
    await form.getByLabel(t.form.attachments).setInputFiles(drawing);
    await form.getByRole("button", { name: t.form.submit }).click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    // Held: the team is not e-mailed.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mails.some((mail) => mail.includes(who.email))).toBe(false);

    // The back office, with JavaScript as its users have it.
    const context = await browser.newContext({ javaScriptEnabled: true });
    const admin = await context.newPage();
    await signIn(admin);
    await admin.goto("/admin/leads");
    await expect(admin.locator("tbody")).not.toContainText(who.name);
    await admin.getByRole("link", { name: /À vérifier/ }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(frLeads.intake.held.title);
    const row = admin.locator("li[data-held]").filter({ hasText: who.name });
    await expect(row).toContainText(frLeads.intake.reasons.challenge_missing);
    if (SCREENSHOTS) {
      for (const width of [375, 1280]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.screenshot({ path: `${SCREENSHOTS}/held-${width}.png`, fullPage: true });
      }
    }
    await row
      .getByRole("button", { name: `${frLeads.intake.held.release} la demande de ${who.name}` })
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "est libérée" })).toBeVisible();
    await expect(admin.locator("main")).not.toContainText(who.email);
    const mail = await mailFor(who.email);
    expect(mail).toContain("Pi=C3=A8ces jointes (1)");
    await context.close();
  });
});
