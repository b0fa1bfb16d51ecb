import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { MAX_MARKDOWN_LENGTH } from "../../app/admin/articles/article-limits";
import enArticles from "../../app/admin/articles/texts/en.server";
import frArticles from "../../app/admin/articles/texts/fr.server";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { registerSharedAdmin, sharedAccounts } from "./shared-admin";

/** The back office's articles, on the shared back-office server (tests/e2e/shared-admin.ts). */
const { origin: ORIGIN, signIn } = registerSharedAdmin(sharedAccounts.articles);

type Texts = typeof frArticles;

interface Article {
  title: string;
  slug?: string;
  excerpt: string;
  category: string;
  tags: string;
  markdown: string;
  counterpart?: string;
}

async function fillArticle(page: Page, t: Texts, article: Article) {
  const e = t.editor;
  await page.getByLabel(e.title, { exact: true }).fill(article.title);
  if (article.slug !== undefined) await page.getByLabel(e.slug, { exact: true }).fill(article.slug);
  await page.getByLabel(e.excerpt, { exact: true }).fill(article.excerpt);
  await page.getByLabel(e.category, { exact: true }).fill(article.category);
  await page.getByLabel(e.tags, { exact: true }).fill(article.tags);
  if (article.counterpart) {
    await page
      .getByLabel(e.counterpart, { exact: true })
      .selectOption({ label: article.counterpart });
  }
  await page.getByLabel(e.markdown, { exact: true }).fill(article.markdown);
}

const french: Article = {
  title: "Sécurité machine : ce que change le règlement 2023/1230",
  excerpt:
    "Le règlement (UE) 2023/1230 remplace la directive Machines en janvier 2027 : modifications substantielles, logiciels de sécurité et documentation numérique.",
  category: "Sécurité",
  tags: "Sécurité machine, Marquage CE, Règlement 2023/1230",
  markdown:
    "## Ce qui change\n\nLe règlement s'applique dès le **20 janvier 2027**.\n\n- Modification substantielle\n- Notice numérique",
};
const frenchSlug = "securite-machine-ce-que-change-le-reglement-2023-1230";
const english: Article = {
  title: "Machine safety: what Regulation 2023/1230 changes",
  slug: "machine-safety-regulation-2023-1230",
  excerpt:
    "Regulation (EU) 2023/1230 replaces the Machinery Directive in January 2027: substantial modifications, safety software and digital documentation.",
  category: "Safety",
  tags: "Machine safety, CE marking",
  markdown: "## What changes\n\nThe regulation applies from **20 January 2027**.",
  counterpart: `FR · ${french.title}`,
};

const articleRoutes = [
  "/admin/articles",
  "/admin/articles/new",
  "/admin/articles/1",
  "/admin/articles/1/delete",
];

test("every articles route refuses a visitor without a session", async ({ request }) => {
  for (const neutral of articleRoutes) {
    for (const prefix of ["", "/en"]) {
      const wanted = `${prefix}${neutral}`;
      const page = await request.get(wanted, { maxRedirects: 0 });
      expect(page.status(), wanted).toBe(302);
      expect(page.headers().location).toBe(
        `${prefix}/admin/login?redirectTo=${encodeURIComponent(wanted)}`,
      );
      if (neutral === "/admin/articles") continue; // a list: nothing to post
      const post = await request.post(wanted, {
        form: { intent: "publish", title: "x" },
        headers: { Origin: ORIGIN },
        maxRedirects: 0,
      });
      expect(post.status(), `POST ${wanted}`).toBe(302);
      expect(post.headers().location).toContain("/admin/login?redirectTo=");
    }
  }
  const preview = await request.post("/admin/api/articles/preview", {
    data: { title: "x", markdown: "x" },
    headers: { Origin: ORIGIN },
  });
  expect(preview.status()).toBe(401);
});

test("refuses a cross-site POST, and nothing is saved", async ({ page }) => {
  await signIn(page);
  const request = page.context().request;
  const forged = {
    ...french,
    title: "Article forgé",
    slug: "article-forge",
    language: "fr",
    counterpart: "",
    intent: "publish",
  };
  const preview = await request.post("/admin/api/articles/preview", {
    data: { title: "x", markdown: "x" },
    headers: { Origin: "https://evil.example" },
  });
  expect(preview.status()).toBe(403);
  const hidden = await request.post("/admin/articles/new", {
    form: forged,
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(hidden.status()).toBe(403);
  // A foreign Origin is refused 403 too.
  const foreign = await request.post("/admin/articles/new", {
    form: forged,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  expect((await request.get("/blog/article-forge")).status()).toBe(404);
  await page.goto("/admin/articles");
  await expect(page.getByRole("link", { name: "Article forgé" })).toHaveCount(0);
});

/** What the public site shows for an article, in its list, page, feed and sitemap. */
async function publicState(
  request: APIRequestContext,
  lang: "fr" | "en",
  slug: string,
  title: string,
) {
  const prefix = lang === "en" ? "/en" : "";
  const [list, article, feed, sitemap] = await Promise.all([
    request.get(`${prefix}/blog`),
    request.get(`${prefix}/blog/${slug}`),
    request.get(`${prefix}/blog/feed.xml`),
    request.get("/sitemap.xml"),
  ]);
  return {
    inList: (await list.text()).includes(title),
    page: article.status(),
    inFeed: (await feed.text()).includes(`${prefix}/blog/${slug}<`),
    inSitemap: (await sitemap.text()).includes(`${prefix}/blog/${slug}<`),
  };
}

test("writes, previews and publishes an article in French and its English counterpart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin/articles");
  await page.getByRole("link", { name: frArticles.list.newArticle }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frArticles.editor.newTitle);

  await fillArticle(page, frArticles, french);
  // With JavaScript: the slug comes from the title and the preview follows the typing.
  await expect(page.getByLabel(frArticles.editor.slug, { exact: true })).toHaveValue(frenchSlug);
  const preview = page.locator("#article-preview");
  await expect(preview.getByRole("heading", { level: 2 })).toHaveText("Ce qui change");
  await expect(preview.locator("strong")).toHaveText("20 janvier 2027");
  await page.getByRole("button", { name: frArticles.editor.publish }).click();
  await expect(page.getByRole("status")).toHaveText(frArticles.editor.publishedNow);
  await expect(page.getByText(frArticles.editor.published, { exact: false }).first()).toBeVisible();

  // In English, linked to the French article.
  await page.goto("/en/admin/articles/new");
  await page.getByLabel(enArticles.editor.language, { exact: true }).selectOption("en");
  await fillArticle(page, enArticles, english);
  await page.getByRole("button", { name: enArticles.editor.publish }).click();
  await expect(page.getByRole("status")).toHaveText(enArticles.editor.publishedNow);

  await page.goto("/en/admin/articles");
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(english.title) }) });
  await expect(row.getByRole("link", { name: french.title })).toBeVisible();
  await expect(row.getByRole("cell", { name: enArticles.list.published })).toBeVisible();

  const request = page.context().request;
  expect(await publicState(request, "fr", frenchSlug, "Sécurité machine")).toEqual({
    inList: true,
    page: 200,
    inFeed: true,
    inSitemap: true,
  });
  expect(await publicState(request, "en", english.slug ?? "", "Machine safety")).toEqual({
    inList: true,
    page: 200,
    inFeed: true,
    inSitemap: true,
  });

  // The FR|EN switch goes from one to the other.
  await page.goto(`/blog/${frenchSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.title);
  await page.locator('header a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/en/blog/${english.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  await page.locator('header a[hreflang="fr"]').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/blog/${frenchSlug}`);
  // Nothing of the back office on a public page.
  const html = await (await request.get(`/blog/${frenchSlug}`)).text();
  expect(html).not.toContain("article-preview");
  expect(html).not.toContain("/admin/api");
});

test("previews and keeps everything typed without JavaScript, with errors per field", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.goto("/admin/articles/new");
  const e = frArticles.editor;
  await page.getByLabel(e.title, { exact: true }).fill("Dosage NEP : soude et acide");
  await page
    .getByLabel(e.markdown, { exact: true })
    .fill("## Concentrations\n\nSoude à **1,5 %**.");
  await page.getByRole("button", { name: e.preview }).click();
  await expect(page.locator("#article-preview h2")).toHaveText("Concentrations");
  await expect(page.getByLabel(e.title, { exact: true })).toHaveValue(
    "Dosage NEP : soude et acide",
  );
  await expect(page.getByLabel(e.slug, { exact: true })).toHaveValue("dosage-nep-soude-et-acide");

  // A refused publication (a draft needs only its title): each error on its field, nothing lost.
  await page.getByLabel(e.slug, { exact: true }).fill("Dosage NEP");
  await page.getByRole("button", { name: e.publish, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(e.invalid);
  await expect(page.getByLabel(e.slug, { exact: true })).toHaveAccessibleDescription(
    `${e.slugHint} ${e.errors.invalidSlug}`,
  );
  await expect(page.getByLabel(e.excerpt, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(e.category, { exact: true })).toHaveAccessibleDescription(
    `${e.categoryHint} ${e.errors.required}`,
  );
  await expect(page.getByLabel(e.markdown, { exact: true })).toHaveValue(
    "## Concentrations\n\nSoude à **1,5 %**.",
  );
  // Saved as a draft once fixed: on no public page.
  await page.getByLabel(e.slug, { exact: true }).fill("dosage-nep");
  await page
    .getByLabel(e.excerpt, { exact: true })
    .fill("Concentrations et températures usuelles.");
  await page.getByLabel(e.category, { exact: true }).fill("Agroalimentaire");
  await page.getByRole("button", { name: e.saveDraft }).click();
  await expect(page.getByRole("status")).toHaveText(e.created);
  expect(await publicState(page.context().request, "fr", "dosage-nep", "Dosage NEP")).toEqual({
    inList: false,
    page: 404,
    inFeed: false,
    inSitemap: false,
  });
  await context.close();
});

test("unpublishes an article: gone from the list, its page, the feed and the sitemap", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/en/admin/articles");
  await page.getByRole("rowheader").getByRole("link", { name: english.title }).click();
  await page.getByRole("button", { name: enArticles.editor.unpublish }).click();
  await expect(page.getByRole("status")).toHaveText(enArticles.editor.unpublishedNow);
  const request = page.context().request;
  expect(await publicState(request, "en", english.slug ?? "", "Machine safety")).toEqual({
    inList: false,
    page: 404,
    inFeed: false,
    inSitemap: false,
  });
  // The French article's switch now leads to the English blog list.
  await page.goto(`/blog/${frenchSlug}`);
  await expect(page.locator('header a[hreflang="en"]').first()).toHaveAttribute("href", "/en/blog");
});

test("refuses the second of two saves made from the same version", async ({ browser }) => {
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/articles");
    await page.getByRole("rowheader").getByRole("link", { name: french.title }).click();
    return { context, page };
  };
  const anne = await open();
  const marc = await open();
  const e = frArticles.editor;
  await anne.page
    .getByLabel(e.excerpt, { exact: true })
    .fill("Version d'Anne, relue par le service sécurité.");
  await anne.page.getByRole("button", { name: e.save, exact: true }).click();
  await expect(anne.page.getByRole("status")).toHaveText(e.saved);

  await marc.page.getByLabel(e.excerpt, { exact: true }).fill("Version de Marc.");
  await marc.page.getByRole("button", { name: e.save, exact: true }).click();
  await expect(marc.page.getByRole("alert")).toContainText(e.conflict);
  await expect(marc.page.getByLabel(e.excerpt, { exact: true })).toHaveValue("Version de Marc.");
  // Saving again from the same page is still refused: the version did not move forward.
  await marc.page.getByRole("button", { name: e.save, exact: true }).click();
  await expect(marc.page.getByRole("alert")).toContainText(e.conflict);

  const html = await (await marc.page.request.get(`/blog/${frenchSlug}`)).text();
  expect(html).toContain("Version d&#x27;Anne");
  expect(html).not.toContain("Version de Marc");
  await anne.context.close();
  await marc.context.close();
});

test("answers the old address of a renamed published article with a 301", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/articles");
  await page.getByRole("rowheader").getByRole("link", { name: french.title }).click();
  await page
    .getByLabel(frArticles.editor.slug, { exact: true })
    .fill("reglement-machines-2023-1230");
  await page.getByRole("button", { name: frArticles.editor.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(frArticles.editor.saved);
  const old = await page.request.get(`/blog/${frenchSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/blog/reglement-machines-2023-1230");
});

test("keeps a stored-XSS probe in every article field inert, in the back office and on the site", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const fired: string[] = [];
  page.on("dialog", async (dialog) => {
    fired.push(dialog.message());
    await dialog.dismiss();
  });
  await signIn(page);
  await page.goto("/admin/articles/new");
  const probe: Article = {
    title: `Sonde <img src=x onerror=alert("title")>`,
    slug: "sonde-xss",
    excerpt: `Résumé <script>alert("excerpt")</script>`,
    category: `<svg onload=alert("category")>`,
    tags: `<img src=x onerror=alert("tag")>, "><b>gras</b>`,
    markdown: `<img src=x onerror=alert("md")>\n\n<script>alert("md2")</script>\n\n[lien](javascript:alert("md3"))\n\n<iframe src="https://evil.example"></iframe>`,
  };
  await fillArticle(page, frArticles, probe);
  await page.waitForTimeout(700); // the live preview has rendered the probe
  await page.getByRole("button", { name: frArticles.editor.publish }).click();
  await expect(page.getByRole("status")).toHaveText(frArticles.editor.publishedNow);
  await expect(page.getByLabel(frArticles.editor.title, { exact: true })).toHaveValue(probe.title);

  for (const url of ["/admin/articles", "/blog", "/blog/sonde-xss"]) {
    await page.goto(url);
    await page.waitForLoadState("load");
    // Pages rendered once carry their scripts' hashes instead of nonces: look for the probe itself.
    expect(await page.locator("img[src='x'], iframe, svg[onload]").count(), url).toBe(0);
    expect(
      await page.evaluate(
        () =>
          [...document.scripts].filter(
            (script) => ["", "module"].includes(script.type) && script.text.includes("alert("),
          ).length,
      ),
      url,
    ).toBe(0);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(probe.title);
  const feed = await (await page.request.get("/blog/feed.xml")).text();
  expect(feed).not.toContain("<img src=x");
  await page.goto("/admin/articles");
  await page.getByRole("rowheader").getByRole("link", { name: probe.title }).click();
  expect(
    await page
      .locator(
        "#article-preview img, #article-preview script, #article-preview a[href^='javascript']",
      )
      .count(),
  ).toBe(0);
  expect(fired).toEqual([]);
});

test("deletes an article only after a confirmation page", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/articles");
  await page
    .getByRole("rowheader")
    .getByRole("link", { name: /^Sonde/ })
    .click();
  await page.getByRole("link", { name: frArticles.editor.delete }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frArticles.remove.title);
  await page.getByRole("link", { name: frArticles.remove.cancel }).click();
  await expect(page.getByLabel(frArticles.editor.slug, { exact: true })).toHaveValue("sonde-xss");
  await page.getByRole("link", { name: frArticles.editor.delete }).click();
  await page.getByRole("button", { name: frArticles.remove.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(frArticles.list.deleted);
  await expect(page.getByRole("link", { name: /^Sonde/ })).toHaveCount(0);
  expect((await page.request.get("/blog/sonde-xss")).status()).toBe(404);
  await page.goto("/admin/audit");
  for (const action of ["article_published", "article_unpublished", "article_deleted"] as const) {
    await expect(
      page.getByRole("cell", { name: frAdmin.audit.actions[action] }).first(),
    ).toBeVisible();
  }
});

test("list and editor have no accessibility violations at 375 and 1280 px", async ({ browser }) => {
  test.setTimeout(120_000);
  let context: BrowserContext | undefined;
  for (const width of [375, 1280]) {
    context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    for (const url of ["/admin/articles", "/admin/articles/new", "/en/admin/articles"]) {
      await page.goto(url);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        violations.map((v) => `${width} ${url}: ${v.id} ${v.nodes.map((n) => n.target).join(",")}`),
      ).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`${url.replaceAll("/", "_")}-${width}.png`),
        fullPage: true,
      });
    }
    // Any article's editor: the spec's other tests may not have run before this one.
    await page.getByRole("rowheader").getByRole("link").first().click();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(violations.map((v) => `${width} editor: ${v.id}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`editor-${width}.png`), fullPage: true });
    await context.close();
  }
});

test("counts the text against its maximum and saves an article of exactly that many characters", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const e = frArticles.editor;
  const max = MAX_MARKDOWN_LENGTH;
  const count = (n: number, lang: "fr" | "en" = "fr") =>
    new Intl.NumberFormat(lang === "fr" ? "fr-BE" : "en-GB").format(n);
  await signIn(page);
  await page.goto("/en/admin/articles/new");
  await expect(page.locator("#field-markdown-count")).toHaveText(
    `0 / ${count(max, "en")} characters`,
  );
  await page.goto("/admin/articles/new");
  const markdown = page.getByLabel(e.markdown, { exact: true });
  await expect(markdown).toHaveAttribute("maxlength", String(max));
  await expect(page.locator("#field-markdown-count")).toHaveText(`0 / ${count(max)} caractères`);
  await markdown.fill("## Débit\n\nVapeur à 3 bar.");
  await expect(page.locator("#field-markdown-count")).toHaveText(`25 / ${count(max)} caractères`);

  // "€" is the heaviest character there is per character counted: 9 bytes once form-encoded.
  await fillArticle(page, frArticles, {
    title: "Limite de longueur du texte",
    slug: "limite-de-longueur",
    excerpt: "Un article aussi long que l'éditeur le permet.",
    category: "Essais",
    tags: "",
    markdown: `## Limite\n\n${"€".repeat(max - 11)}`,
  });
  await expect(page.locator("#field-markdown-count")).toHaveText(
    `${count(max)} / ${count(max)} caractères`,
  );
  await markdown.press("End");
  await markdown.press("x");
  await expect(page.locator("#field-markdown-count")).toHaveText(
    `${count(max)} / ${count(max)} caractères`,
  );
  // The live preview takes the whole article too.
  await expect(page.locator("#article-preview h2")).toHaveText("Limite");
  await page.getByRole("button", { name: e.saveDraft }).click();
  await expect(page.getByRole("status")).toHaveText(e.created);
  await expect(markdown).toHaveValue(`## Limite\n\n${"€".repeat(max - 11)}`);

  // A client without the textarea's limit gets the field's message, not a 413.
  const over = await page.request.post("/admin/articles/new", {
    form: {
      title: "Un caractère de trop",
      slug: "un-caractere-de-trop",
      excerpt: "Refusé.",
      category: "Essais",
      tags: "",
      language: "fr",
      counterpart: "",
      markdown: "€".repeat(max + 1),
      intent: "save",
    },
    headers: { Origin: ORIGIN },
  });
  expect(over.status()).toBe(400);
  expect(await over.text()).toContain(
    `Le texte compte ${count(max + 1)} caractères\u00a0: ${count(max)} au plus.`,
  );
});
