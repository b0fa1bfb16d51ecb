import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import frArticles from "../../app/admin/articles/texts/fr.server";
import { formatDateTime } from "../../app/admin/shell/admin-page.server";
import { fill, formatLongDate } from "../../app/platform/i18n/format";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { FEED_PATH } from "../../app/platform/navigation/page-table";
import {
  brusselsDateTimeValue,
  parseBrusselsDateTime,
} from "../../app/platform/text/brussels-time";
import { registerAdminServer } from "./admin-server";

/**
 * A publication planned in the editor, against a server of its own: listed as scheduled with its
 * Brussels time, absent from the public site until then, then on the blog, its page, the feed
 * and the sitemap by itself; and a schedule cancelled from the editor. The server's clock is
 * moved to the planned time rather than waited for (TEST_CLOCK_FILE).
 */
const PORT = Number(process.env.SCHEDULING_E2E_PORT ?? 4635);
const { signIn, moveClock } = registerAdminServer({
  name: "admin-scheduling",
  port: PORT,
  user: "sophie.dumont",
  password: "Echangeur tubulaire 316L",
  movableClock: true,
});

const e = frArticles.editor;
const list = frArticles.list;

async function writeDraft(page: Page, title: string, slug: string) {
  await page.goto("/admin/articles/new");
  await page.getByLabel(e.title, { exact: true }).fill(title);
  await page.getByLabel(e.slug, { exact: true }).fill(slug);
  await page
    .getByLabel(e.excerpt, { exact: true })
    .fill("Passivation, essais hydrauliques et dossier de fin de chantier.");
  await page.getByLabel(e.category, { exact: true }).fill("Tuyauterie");
  await page
    .getByLabel(e.markdown, { exact: true })
    .fill("## Les essais\n\nÉpreuve hydraulique à **1,5 fois** la pression de service.");
}

/** The article's row in the back office's list. */
function row(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
}

/** What the public site shows of a slug: the blog list, its page, the feed and the sitemap. */
async function publicView(request: APIRequestContext, slug: string) {
  const text = async (path: string) => (await request.get(path)).text();
  return {
    blog: (await text("/blog")).includes(`/blog/${slug}"`),
    article: (await request.get(`/blog/${slug}`)).status(),
    feed: (await text(FEED_PATH)).includes(`/blog/${slug}`),
    sitemap: (await text("/sitemap.xml")).includes(`/blog/${slug}`),
  };
}

/** The activity log's entries of articles published by the timer (the page publishes nothing). */
async function publishedOnSchedule(page: Page) {
  await page.goto("/admin/audit");
  const name = frAdmin.audit.actions.article_published_on_schedule;
  return page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name }) })
    .allInnerTexts();
}

test("an article scheduled an hour ahead is listed with its time, then appears by itself", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const title = "Réception d'une ligne de NEP en inox";
  const slug = "reception-ligne-nep-inox";
  await writeDraft(page, title, slug);
  // A whole minute (the field takes minutes) an hour away: the click lands well before it.
  const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  await page.getByLabel(e.publishAt, { exact: true }).fill(brusselsDateTimeValue(at));
  await page.getByRole("button", { name: e.schedule, exact: true }).click();
  const when = formatDateTime(at, "fr");
  await expect(page.getByText(fill(e.scheduledNow, { date: when }))).toBeVisible();

  await page.getByRole("link", { name: e.backToList }).click();
  await expect(row(page, title)).toContainText(list.scheduled);
  await expect(row(page, title)).toContainText(fill(list.scheduledFor, { date: when }));
  expect(Date.now()).toBeLessThan(at.getTime());
  expect(await publicView(request, slug)).toEqual({
    blog: false,
    article: 404,
    feed: false,
    sitemap: false,
  });

  expect(await publishedOnSchedule(page)).toEqual([]);

  // The server's clock moved past that time, with no one reading the site: the timer armed for
  // it wakes and publishes it (its longest wait between looks is 30 s; the log shows it sooner).
  moveClock(at.getTime() - Date.now() + 1_000);
  await expect
    .poll(() => publishedOnSchedule(page), { timeout: 15_000 })
    .toEqual([expect.stringContaining(slug)]);
  expect(await publicView(request, slug)).toEqual({
    blog: true,
    article: 200,
    feed: true,
    sitemap: true,
  });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // Planned without a date of its own, it carries the time it was planned for.
  await expect(page.locator("article time").first()).toHaveText(formatLongDate(at, "fr"));
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  await page.goto("/admin/articles");
  await expect(row(page, title)).toContainText(list.published);
  await expect(row(page, title)).toContainText(when);
  await expect(row(page, title)).not.toContainText(list.scheduled);

  // The publication date stays editable once published, and the public page shows the new one.
  await row(page, title).getByRole("link", { name: title }).click();
  const date = page.getByLabel(e.publishedAt, { exact: true });
  await expect(date).toHaveValue(brusselsDateTimeValue(at));
  await date.fill("2025-10-14T09:30");
  await page.getByRole("button", { name: e.save, exact: true }).click();
  await expect(page.getByText(e.saved, { exact: true })).toBeVisible();
  await expect(date).toHaveValue("2025-10-14T09:30");
  await page.goto(`/blog/${slug}`);
  const shown = parseBrusselsDateTime("2025-10-14T09:30");
  if (!shown) throw new Error("unreadable date");
  await expect(page.locator("article time").first()).toHaveText(formatLongDate(shown, "fr"));
  await expect(page.locator("article time").first()).toHaveText("14 octobre 2025");
});

test("a schedule cancelled from the editor leaves a draft, and the list says so", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const title = "Mise en service d'un skid de dosage";
  const slug = "mise-en-service-skid-dosage";
  await writeDraft(page, title, slug);
  // A day ahead: still ahead of the clock the test before moved an hour on.
  const at = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
  await page.getByLabel(e.publishAt, { exact: true }).fill(brusselsDateTimeValue(at));
  await page.getByRole("button", { name: e.schedule, exact: true }).click();
  const when = formatDateTime(at, "fr");
  await expect(page.getByText(fill(e.scheduledNow, { date: when }))).toBeVisible();
  const editor = page.url();

  await page.goto("/admin/articles");
  await expect(row(page, title)).toContainText(fill(list.scheduledFor, { date: when }));

  await page.goto(editor);
  await expect(page.getByLabel(e.publishAt, { exact: true })).toHaveValue(
    brusselsDateTimeValue(at),
  );
  await page.getByRole("button", { name: e.unschedule, exact: true }).click();
  await expect(page.getByText(e.unscheduledNow, { exact: true })).toBeVisible();
  await expect(page.getByLabel(e.publishAt, { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: e.schedule, exact: true })).toBeVisible();

  await page.goto("/admin/articles");
  await expect(row(page, title)).toContainText(list.draft);
  await expect(row(page, title)).not.toContainText(list.scheduled);
  await expect(row(page, title)).not.toContainText(when);
  expect(await publicView(request, slug)).toEqual({
    blog: false,
    article: 404,
    feed: false,
    sitemap: false,
  });
});
