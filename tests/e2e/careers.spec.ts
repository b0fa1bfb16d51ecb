import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";

/**
 * The careers pages in Chromium: no framework JavaScript, no accessibility violation and no
 * sideways scroll at 375 px and 1280 px, and an application refused for its file comes back at
 * the form with what was typed. The three sample posts are written at the server's first start.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const POST = "/carrieres/ingenieur-automaticien-plc-scada";
const pages = [
  "/carrieres",
  "/en/carrieres",
  POST,
  "/en/carrieres/industrial-piping-site-supervisor",
  "/carrieres/candidature-spontanee",
];

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}

for (const width of [375, 1280]) {
  test(`at ${width} px, the careers pages load no script file, pass axe and fit the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await violations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    expect(scripts).toEqual([]);
  });
}

test("a file that is not PDF or Word is refused at the form, with what was typed kept", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(POST);
  await page.getByLabel("Nom et prénom").fill("Julie Lemaire");
  await page.getByLabel("Adresse e-mail").fill("julie.lemaire@example.be");
  await page.getByLabel("Quelques mots sur vous").fill("Automaticienne, six ans sur S7-1500.");
  await page.getByLabel("CV et certificats").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 a program, whatever its name"),
  });
  await page.getByRole("checkbox").check();
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByRole("button", { name: "Envoyer ma candidature" }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page).toHaveURL(/#postuler$/);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(
    page.getByText("Seuls les fichiers PDF et Word sont acceptés (cv.pdf)."),
  ).toBeVisible();
  await expect(page.getByLabel("Nom et prénom")).toHaveValue("Julie Lemaire");
  await expect(page.getByLabel("Quelques mots sur vous")).toHaveValue(
    "Automaticienne, six ans sur S7-1500.",
  );
  await expect(page.getByRole("checkbox")).toBeChecked();
  expect(await violations(page)).toEqual([]);
});
