import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import frAnalytics from "../../app/admin/analytics/texts/fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/**
 * A reader's visits counted without cookie or script, as the team reads them on the Audience
 * screen: the page's views, the outside site that sent the readers, and the CSV file.
 */
const { signIn, origin } = registerSharedAdmin(sharedAccounts.analytics);

const t = frAnalytics;
/** A desktop Chrome, whatever the browser under test says of itself. */
const READER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
/** An outside site only this spec names, so the other specs' visits never change its figure. */
const PARTNER = "www.partenaire-analytics.example";
const PAGE = "/en/automation";

test("the views of a page and the outside site that sent them, on screen and in the CSV", async ({
  page,
  browser,
}) => {
  const reader = await browser.newContext({ userAgent: READER });
  const visits = await reader.newPage();
  for (let i = 0; i < 3; i++) {
    const response = await visits.goto(`${origin}${PAGE}`, { referer: `https://${PARTNER}/liens` });
    expect(response?.status()).toBe(200);
  }
  await reader.close();
  // A crawler's visits from the same site are not counted.
  const crawler = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const crawl = await crawler.newPage();
  await crawl.goto(`${origin}${PAGE}`, { referer: `https://${PARTNER}/` });
  await crawler.close();

  await signIn(page);
  await page.getByRole("navigation").getByRole("link", { name: frAdmin.shell.analytics }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

  // The counts reach the database within the flush interval (5 s): the page is listed in the
  // filter once counted, then chosen there.
  const choice = page.getByLabel(t.filters.page, { exact: true });
  await expect
    .poll(
      async () => {
        await page.reload();
        return choice.locator(`option[value="${PAGE}"]`).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await choice.selectOption(PAGE);
  await page.getByRole("button", { name: t.filters.apply }).click();
  await expect(page).toHaveURL(/path=%2Fen%2Fautomation/);
  await expect(choice).toHaveValue(PAGE);
  const sites = page.getByRole("region", { name: t.sites.title });
  const partnerRow = sites.getByRole("row", { name: new RegExp(PARTNER.replaceAll(".", "\\.")) });
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await partnerRow.count()) > 0
          ? partnerRow.getByRole("cell").last().textContent()
          : "";
      },
      { timeout: 20_000 },
    )
    .toBe("3");
  const pageRow = page.getByRole("row", { name: new RegExp(PAGE) });
  const views = Number(
    ((await pageRow.getByRole("cell").first().textContent()) ?? "").replace(/\D/g, ""),
  );
  expect(views).toBeGreaterThanOrEqual(3);

  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: t.exportSites }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^procelia-audience-sites-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = readFileSync((await download.path()) ?? "", "utf8");
  expect(text.split("\r\n")).toContain(`${PARTNER};3`);
});
