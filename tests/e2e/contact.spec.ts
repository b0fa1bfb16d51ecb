import { expectGreenPanel } from "./contact-panel";
import {
  expect,
  type Lang,
  localize,
  type Page,
  paintedColor,
  test,
  texts,
  visibleToasts,
  visit,
  visitor,
} from "./fixtures";

type Values = typeof visitor;

async function openForm(page: Page, lang: Lang) {
  await visit(page, localize("/contact", lang));
  const form = page.locator("main form[method='post']");
  // Once hydrated, the page validates and posts the form itself.
  await expect(form).toHaveAttribute("novalidate", "");
  const t = texts.contact[lang].form;
  const fields = {
    name: form.getByLabel(t.name),
    company: form.getByLabel(t.company),
    email: form.getByLabel(t.email),
    phone: form.getByLabel(t.phone),
    message: form.getByLabel(t.message),
  };
  const submit = form.locator("button[type='submit']");
  const fill = async (values: Values) => {
    for (const key of Object.keys(fields) as (keyof Values)[]) {
      await fields[key].fill(values[key]);
    }
  };
  return { form, fields, submit, fill };
}

/** Every request the page makes to POST /api/contact. */
function recordContactPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") {
      posts.push(request.postData() ?? "");
    }
  });
  return posts;
}

/** Voice control and test tools find a field by the words people say and type: "e-mail". */
test("the e-mail field's name is the plain words, in both languages", async ({ page }) => {
  for (const [lang, label] of [
    ["fr", "E-mail professionnel"],
    ["en", "Work email"],
  ] as const) {
    const { fields } = await openForm(page, lang);
    // The name may go on with the field's "required" mark; it starts with the words as spoken.
    await expect(fields.email).toHaveAccessibleName(new RegExp(`^${label}`));
  }
});

for (const lang of ["fr", "en"] as const) {
  const t = texts.contact[lang];

  test.describe(`contact form with JavaScript (${lang})`, () => {
    test("sends the values as JSON, shows the pending state, then the confirmation and a toast", async ({
      page,
    }) => {
      const { fields, submit, fill } = await openForm(page, lang);
      await fill(visitor);

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });

      const sent = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/api/contact"),
      );
      await submit.click();
      const request = await sent;
      expect(request.headers()["content-type"]).toContain("application/json");
      // The spec's fields, and the proof of work solved while the visitor typed (decision 028).
      const { altcha, ...sentFields } = request.postDataJSON() as Record<string, string>;
      expect(sentFields).toEqual({ ...visitor, language: lang });
      expect(JSON.parse(altcha ?? "{}")).toMatchObject({
        solution: { counter: expect.any(Number) },
      });

      await expect(submit).toBeDisabled();
      await expect(submit).toHaveText(t.form.submitting);

      const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
      release();
      expect((await answered).status()).toBe(201);

      const confirmation = page.getByTestId("contact-success");
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(t.success.title);
      await expect(fields.name).toHaveCount(0);
      await expectGreenPanel(page, confirmation);

      await expect(visibleToasts(page)).toHaveCount(1);
      await expect(visibleToasts(page)).toContainText(t.toast.success);

      await confirmation
        .getByRole("button", {
          name: lang === "fr" ? "Envoyer un autre message" : "Send another message",
        })
        .click();
      await expect(confirmation).toBeHidden();
      for (const field of Object.values(fields)) await expect(field).toHaveValue("");
      await expect(fields.name, "the new message starts at the first field").toBeFocused();
      await expect(submit).toBeEnabled();
      await expect(submit).toHaveText(t.form.submit);
    });

    test("a server error shows a destructive toast and keeps the typed values", async ({
      page,
    }) => {
      const { fields, submit, fill } = await openForm(page, lang);
      await fill(visitor);
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: "internal_error" }),
        }),
      );
      await submit.click();

      const toast = visibleToasts(page);
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveAttribute("data-variant", "destructive");
      // A short title, then the localized error text as the description.
      await expect(toast.getByText(t.toast.errorTitle, { exact: true })).toHaveCount(1);
      await expect(toast.getByText(t.toast.error, { exact: true })).toHaveCount(1);
      const background = await toast.evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      );
      const [red, green, blue] = await paintedColor(page, background);
      expect(red, `toast background ${background} is red`).toBeGreaterThan(green + 50);
      expect(red).toBeGreaterThan(blue + 50);

      await expect(page.getByTestId("contact-success")).toHaveCount(0);
      for (const key of Object.keys(fields) as (keyof Values)[]) {
        await expect(fields[key]).toHaveValue(visitor[key]);
      }
      await expect(submit).toBeEnabled();
    });

    test("submitting the empty form shows the field errors and sends nothing", async ({ page }) => {
      const posts = recordContactPosts(page);
      const { form, fields, submit } = await openForm(page, lang);
      await submit.click();

      for (const key of ["name", "company", "email", "message"] as const) {
        await expect(fields[key]).toHaveAttribute("aria-invalid", "true");
        await expect(fields[key]).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(t.errors.required)),
        );
      }
      await expect(fields.phone).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(t.errors.required, { exact: true })).toHaveCount(4);
      await expect(fields.name).toBeFocused();
      expect(posts).toEqual([]);
    });

    test("an invalid e-mail address shows the e-mail error and sends nothing", async ({ page }) => {
      const posts = recordContactPosts(page);
      const { fields, submit, fill } = await openForm(page, lang);
      await fill({ ...visitor, email: "claire.dubois-at-example" });
      await submit.click();
      await expect(fields.email).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(t.errors.email)),
      );
      await expect(fields.email).toBeFocused();
      await expect(fields.name).not.toHaveAttribute("aria-invalid", "true");
      expect(posts).toEqual([]);
    });
  });
}

test("the fields suit their content: e-mail keyboard, phone keyboard, a roomy message box", async ({
  page,
}) => {
  const { fields } = await openForm(page, "fr");
  await expect(fields.email).toHaveAttribute("type", "email");
  await expect(fields.phone).toHaveAttribute("type", "tel");
  const box = await fields.message.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(120);
  await fields.message.evaluate((element) => {
    (element as HTMLTextAreaElement).rows = 1;
  });
  const shrunk = await fields.message.boundingBox();
  expect(shrunk?.height, "minimum height of the message box").toBeGreaterThanOrEqual(120);
});

test("only one toast is visible at a time", async ({ page }) => {
  const { submit, fill } = await openForm(page, "fr");
  await fill(visitor);
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
  await submit.click();
  await expect(visibleToasts(page)).toContainText(texts.contact.fr.toast.error);

  await page.unroute("**/api/contact");
  await submit.click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText(texts.contact.fr.toast.success);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("what a visitor types before the form's script has arrived is kept and sent", async ({
  page,
}) => {
  // The islands start once the page has loaded and painted: hold their entry a while longer.
  await page.route("**/assets/islands-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const posts = recordContactPosts(page);
  await page.goto("/en/contact", { waitUntil: "domcontentloaded" });
  const form = page.locator("main form[method='post']");
  const t = texts.contact.en.form;
  await form.getByLabel(t.name).fill(visitor.name);
  await form.getByLabel(t.message).fill(visitor.message);
  await expect(form).toHaveAttribute("novalidate", ""); // hydrated
  await expect(form.getByLabel(t.name)).toHaveValue(visitor.name);
  await form.getByLabel(t.company).fill(visitor.company);
  await form.getByLabel(t.email).fill(visitor.email);
  await form.getByLabel(t.phone).fill(visitor.phone);
  await form.locator("button[type='submit']").click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  expect(JSON.parse(posts[0] ?? "{}")).toMatchObject({
    name: visitor.name,
    message: visitor.message,
  });
});

test("a visitor who only reads loads no JavaScript; the first touch of the form starts it", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact", { waitUntil: "load" });
  // Past the page's load and first paint, when the islands of other pages start.
  await page.waitForTimeout(1_500);
  expect(scripts).toEqual([]);
  const form = page.locator("main form[method='post']");
  await expect(form).not.toHaveAttribute("novalidate", "");
  await form.getByLabel(texts.contact.fr.form.name).focus();
  await expect(form).toHaveAttribute("novalidate", ""); // hydrated
  expect(scripts.some((path) => /\/assets\/islands-/.test(path))).toBe(true);
  // The focus that started it also fetched the checks and the proof of work's challenge.
  await expect.poll(() => scripts.some((path) => /\/assets\/proof-of-work-/.test(path))).toBe(true);
});

test("the first press of F8 moves the focus to the notification region", async ({ page }) => {
  await openForm(page, "fr");
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: /^Notifications/ });
  await expect
    .poll(() => region.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
});

test("the send button has the site's primary (orange) look, like the header's call to action", async ({
  page,
}) => {
  const { submit } = await openForm(page, "fr");
  const primary = page
    .getByRole("banner")
    .getByRole("link", { name: texts.common.fr.header.contactButton });
  const look = (button: typeof submit) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
  const sendLook = await look(submit);
  expect(sendLook).toEqual(await look(primary));
  const [red, green, blue] = await paintedColor(page, sendLook.background);
  expect(red, `send button ${sendLook.background} is orange`).toBeGreaterThan(green + 50);
  expect(green).toBeGreaterThan(blue + 50);
});
