import pg from "pg";
import { type RunningServer, startServer, tempDataDir } from "../system/server";
import { expect, type Lang, type Page, test, texts, visibleToasts, visit } from "./fixtures";

/**
 * The contact form's error branches with JavaScript on, each against a real server in the state
 * that causes it: fields the server refuses (400), the rate limit reached (429), the database
 * gone (503). The values typed are kept in every case.
 */

const visitor = {
  name: "Thomas Lefebvre",
  company: "Laiterie des Flandres",
  email: "thomas.lefebvre@example.fr",
  phone: "+33 3 20 00 00 00",
  message: "Nous envisageons un skid NEP pour deux tanks de 10 000 litres.",
};

async function fillAndSend(page: Page, url: string, lang: Lang) {
  await visit(page, url);
  const form = page.locator("main form[method='post']");
  await expect(form).toHaveAttribute("novalidate", "");
  const t = texts.contact[lang].form;
  await form.getByLabel(t.name).fill(visitor.name);
  await form.getByLabel(t.company).fill(visitor.company);
  await form.getByLabel(t.email).fill(visitor.email);
  await form.getByLabel(t.phone).fill(visitor.phone);
  await form.getByLabel(t.message).fill(visitor.message);
  await form.locator("button[type='submit']").click();
  return form;
}

async function expectValuesKept(page: Page, lang: Lang) {
  const form = page.locator("main form[method='post']");
  const t = texts.contact[lang].form;
  await expect(form.getByLabel(t.name)).toHaveValue(visitor.name);
  await expect(form.getByLabel(t.message)).toHaveValue(visitor.message);
}

test.describe("contact form errors with JavaScript", () => {
  test.describe.configure({ mode: "serial" });

  test("a field the server refuses shows its error next to the field (400)", async ({ page }) => {
    // A stale page or an extension can send what the browser's check let through: the company
    // is dropped from the JSON on its way, and the real server answers 400 with the field.
    await page.route("**/api/contact", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      delete body.company;
      await route.continue({ postData: JSON.stringify(body) });
    });
    const form = await fillAndSend(page, "/en/contact", "en");
    const t = texts.contact.en;
    const company = form.getByLabel(t.form.company);
    await expect(company).toHaveAttribute("aria-invalid", "true");
    await expect(company).toBeFocused();
    await expect(visibleToasts(page)).toContainText(t.toast.error);
    await expectValuesKept(page, "en");
  });

  test.describe("rate limit reached (429)", () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer({
        DATA_DIR: tempDataDir(),
        DATABASE_URL: undefined,
        CONTACT_RATE_LIMIT: "1",
      });
    });
    test.afterAll(() => server?.stop());

    test("says to try again later and keeps the values", async ({ page }) => {
      await fillAndSend(page, `${server.url}/contact`, "fr");
      await expect(page.getByTestId("contact-success")).toBeVisible();
      await fillAndSend(page, `${server.url}/contact`, "fr");
      await expect(visibleToasts(page)).toContainText(texts.contact.fr.toast.rateLimited);
      await expectValuesKept(page, "fr");
    });
  });

  test.describe("database unavailable (503)", () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL the test may make unavailable)");
    const database = "procelia_e2e_outage";
    let admin: pg.Client;
    let server: RunningServer;

    test.beforeAll(async () => {
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${database}`;
      server = await startServer({ DATABASE_URL: url.toString() });
    });
    test.afterAll(async () => {
      await server?.stop();
      await admin.query(`alter database ${database} with allow_connections true`);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    test("says the service is unavailable and keeps the values", async ({ page }) => {
      await visit(page, `${server.url}/en/contact`);
      await admin.query(`alter database ${database} with allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
      );
      await fillAndSend(page, `${server.url}/en/contact`, "en");
      await expect(visibleToasts(page)).toContainText(texts.contact.en.toast.unavailable);
      await expectValuesKept(page, "en");
    });
  });
});
