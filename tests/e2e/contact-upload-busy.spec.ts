import { type ClientRequest, request } from "node:http";
import { drawingPdf } from "../integration/contact-files";
import { registerAdminServer } from "./admin-server";
import { expect, type Page, test, texts, visibleToasts } from "./fixtures";

/**
 * A server reading as many uploads as it takes at once (one here) answers the next visitor who
 * sends files "come back in a moment", in their language, the form keeping what they typed:
 * with JavaScript (a toast) and without (the page again).
 */
const PORT = Number(process.env.UPLOADS_BUSY_E2E_PORT ?? 4691);

const { origin } = registerAdminServer(
  {
    name: "contact-upload-busy",
    port: PORT,
    user: "julie.sales",
    password: "Clapet anti-retour DN50",
    env: { CONTACT_UPLOADS_IN_FLIGHT: "1", CONTACT_RATE_LIMIT: "1000" },
  },
  150_000,
);

const t = texts.contact.en;
const visitor = {
  name: "Helen Vandamme",
  company: "Fagnes Dairy",
  email: "helen.vandamme@fagnes-dairy.example",
  message: "Replacing the CIP station of the packing room: drawing attached.",
};

/** An upload that has started and does not go on: it holds the server's only upload slot. */
function holdTheSlot(): ClientRequest {
  const boundary = "----procelia-slow-visitor";
  const fields = Object.entries({ ...visitor, language: "en" })
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const req = request(`${origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  req.on("error", () => {});
  req.write(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  req.write(Buffer.concat([drawingPdf, Buffer.alloc(256 * 1024, 0x20)]));
  return req;
}

async function fillAndSend(page: Page) {
  const form = page.locator("main form[method='post']");
  await form.getByLabel(t.form.name).fill(visitor.name);
  await form.getByLabel(t.form.company).fill(visitor.company);
  await form.getByLabel(t.form.email).fill(visitor.email);
  await form.getByLabel(t.form.message).fill(visitor.message);
  await form
    .getByLabel(t.form.attachments)
    .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: drawingPdf });
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: t.form.submit }).click();
  return answer;
}

async function expectValuesKept(page: Page) {
  const form = page.locator("main form[method='post']");
  await expect(form.getByLabel(t.form.name)).toHaveValue(visitor.name);
  await expect(form.getByLabel(t.form.company)).toHaveValue(visitor.company);
  await expect(form.getByLabel(t.form.email)).toHaveValue(visitor.email);
  await expect(form.getByLabel(t.form.message)).toHaveValue(visitor.message);
}

let slow: ClientRequest | undefined;
test.afterAll(() => {
  slow?.destroy();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a busy server answers 503 with Retry-After and the form again, with what was typed", async ({
    page,
  }) => {
    slow = holdTheSlot();
    // The slot is taken once the slow upload's first file bytes are read.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await page.goto("/en/contact");
    const answer = await fillAndSend(page);
    expect(answer.status()).toBe(503);
    expect(await answer.headerValue("retry-after")).toBe("30");
    await expect(page.locator("main form[method='post'] [role='alert']")).toHaveText(t.toast.busy);
    await expectValuesKept(page);
  });
});

test("with JavaScript: the same, told in a toast; once the slot is free, the request goes through", async ({
  page,
}) => {
  await page.goto("/en/contact");
  const answer = await fillAndSend(page);
  expect(answer.status()).toBe(503);
  // The toast, not Radix's screen-reader copy of it.
  await expect(visibleToasts(page)).toContainText(t.toast.busy);
  await expectValuesKept(page);

  slow?.destroy();
  slow = undefined;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const again = page.waitForResponse((response) => response.request().method() === "POST");
  await page
    .locator("main form[method='post']")
    .getByRole("button", { name: t.form.submit })
    .click();
  expect((await again).status()).toBe(201);
  await expect(page.getByTestId("contact-success")).toBeVisible();
});
