import AxeBuilder from "@axe-core/playwright";
import type { Browser, WorkerInfo } from "@playwright/test";
import { accessibleExpanded } from "./accessibility-tree";
import { allPages, articlesIn, test as base, expect, type Page, texts, visit } from "./fixtures";

/**
 * One browser context per worker for the page-by-page scans: assets stay cached between pages,
 * which halves the cost of each scan. Scans only read the page, so they do not disturb each other.
 */
const PHONE = { width: 375, height: 800 };

async function scanContext(
  browser: Browser,
  use: (page: Page) => Promise<void>,
  workerInfo: WorkerInfo,
  phone: boolean,
) {
  const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: phone ? PHONE : viewport,
    userAgent,
    deviceScaleFactor,
  });
  await context.addInitScript(() => window.localStorage.setItem("cookies-accepted", "true"));
  const page = await context.newPage();
  await use(page);
  await context.close();
}

const test = base.extend<object, { scanPage: Page; phoneScanPage: Page }>({
  scanPage: [
    ({ browser }, use, workerInfo) => scanContext(browser, use, workerInfo, false),
    { scope: "worker" },
  ],
  phoneScanPage: [
    ({ browser }, use, workerInfo) => scanContext(browser, use, workerInfo, true),
    { scope: "worker" },
  ],
});

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Entrance animations fade content in; contrast is judged on what a visitor reads, once they end. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectNoViolations(page: Page) {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    )
    .join("\n");
  expect(violations, `accessibility violations:\n${report}`).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const { path } of allPages) {
    test(`${path} has no violations at 1280 px`, async ({ scanPage }) => {
      await visit(scanPage, path);
      await expectNoViolations(scanPage);
    });
    test(`${path} has no violations at 375 px`, async ({ phoneScanPage }) => {
      await visit(phoneScanPage, path);
      await expectNoViolations(phoneScanPage);
    });
  }

  for (const article of [articlesIn("fr")[0], articlesIn("en")[0]]) {
    const path = `${article?.language === "en" ? "/en" : ""}/blog/${article?.slug}`;
    test(`the article ${path} has no violations`, async ({ scanPage }) => {
      await visit(scanPage, path);
      await expectNoViolations(scanPage);
    });
  }

  for (const path of ["/does-not-exist", "/en/does-not-exist"]) {
    test(`the 404 page ${path} has no violations`, async ({ scanPage }) => {
      await visit(scanPage, path);
      await expectNoViolations(scanPage);
    });
  }

  for (const group of ["process", "water"] as const) {
    test(`the open ${group} menu of the header has no violations`, async ({ page }) => {
      await visit(page, "/");
      const button = page
        .getByRole("banner")
        .getByRole("button", { name: texts.common.fr.nav[group] });
      await button.click();
      await expect.poll(() => accessibleExpanded(button)).toBe(true);
      await expectNoViolations(page);
    });
  }

  test("the open mobile drawer has no violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, "/");
    await page.getByRole("button", { name: texts.common.fr.nav.openMenu }).click();
    await expect(page.getByRole("dialog", { name: texts.common.fr.nav.menuTitle })).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe("with the cookie banner shown", () => {
    test.use({ acceptCookies: false });
    test("the home page has no violations", async ({ page }) => {
      await visit(page, "/");
      await expect(page.getByRole("dialog", { name: texts.common.fr.cookie.label })).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
