import {
  type Article,
  articlesIn,
  attributeOf,
  company,
  counterpart,
  decodeEntities,
  expect,
  localize,
  longDate,
  readingMinutes,
  SITE_URL,
  test,
  texts,
  visibleToasts,
  visit,
} from "./fixtures";

/** The piping guide: dated 2024-02-14 in both languages, four tags. */
const samples = (["fr", "en"] as const).map((lang) => {
  const article = articlesIn(lang).find(
    (candidate) => candidate.translationKey === "industrial-piping-guide",
  );
  if (!article) throw new Error(`no piping guide in ${lang}`);
  return article;
});

function pathOf(article: Article) {
  return localize(`/blog/${article.slug}`, article.language);
}

for (const article of samples) {
  const lang = article.language;
  const t = texts.blog[lang];
  const path = pathOf(article);

  test.describe(`blog article ${path}`, () => {
    test("shows back link, category, title, excerpt, date, reading time, body, tags and contact box", async ({
      page,
      request,
    }) => {
      const api = await request.get(`/api/blog/posts/${article.slug}?language=${lang}`);
      expect(api.status()).toBe(200);
      const { content } = (await api.json()) as { content: string };

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");

      await expect(main.getByRole("link", { name: t.article.back }).first()).toHaveAttribute(
        "href",
        localize("/blog", lang),
      );
      await expect(main.getByText(article.category, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(main.getByText(article.excerpt, { exact: true })).toBeVisible();
      await expect(main.locator("time")).toHaveText(
        lang === "fr" ? "14 février 2024" : "February 14, 2024",
      );
      expect(longDate(article.date, lang)).toBe(
        lang === "fr" ? "14 février 2024" : "February 14, 2024",
      );
      const minutes = readingMinutes(content);
      expect(minutes).toBeGreaterThan(1);
      await expect(main).toContainText(t.card.readingTime.replace("{minutes}", String(minutes)));
      await expect(main.getByRole("button", { name: t.article.share })).toBeVisible();

      const firstSection = article.body.match(/^## (.+)$/m)?.[1] ?? "";
      await expect(main.getByRole("heading", { level: 2, name: firstSection })).toBeVisible();
      expect(await main.locator("h2").count()).toBeGreaterThan(3);

      for (const tag of article.tags) {
        await expect(main.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
      }
      await expect(
        main.getByRole("link", { name: t.article.contactButton, exact: true }).last(),
      ).toHaveAttribute(
        "href",
        `${localize("/contact", lang)}?from=${localize(`/blog/${article.slug}`, lang)}`,
      );
    });

    test("the raw HTML carries the post's title, description, Open Graph tags and JSON-LD", async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const meta = (attribute: string, value: string) =>
        decodeEntities(
          html.match(new RegExp(`<meta ${attribute}="${value}" content="([^"]*)"`))?.[1] ?? "",
        );

      expect(html).toContain(`<title>${article.title} | ${company.name}</title>`);
      expect(meta("name", "description")).toBe(article.excerpt);
      expect(meta("property", "og:title")).toBe(`${article.title} | ${company.name}`);
      expect(meta("property", "og:description")).toBe(article.excerpt);
      expect(meta("property", "og:type")).toBe("article");
      expect(meta("property", "og:url")).toBe(SITE_URL + path);
      expect(attributeOf(html, "link", { rel: "canonical" }, "href")).toBe(SITE_URL + path);
      const other = counterpart(article);
      expect(
        attributeOf(html, "link", { rel: "alternate", hreflang: other.language }, "href"),
      ).toBe(SITE_URL + pathOf(other));

      const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
      expect(jsonLd, "JSON-LD script").not.toBeNull();
      const data = JSON.parse(jsonLd?.[1] ?? "{}") as Record<string, unknown>;
      expect(data["@type"]).toBe("BlogPosting");
      expect(data.headline).toBe(article.title);
    });
  });
}

/**
 * What a reader sees is what the API and the feed give: a client comparing titles, or a reader
 * copying one, must not meet invisible characters (the automation article names ISA-95 and
 * IEC 62443, and "mid-sized" in English).
 */
for (const lang of ["fr", "en"] as const) {
  test(`every ${lang} article shows on its card and its page the API's title and excerpt`, async ({
    page,
    request,
  }) => {
    const api = (await (await request.get(`/api/blog/posts?language=${lang}`)).json()) as Array<{
      slug: string;
      title: string;
      excerpt: string;
    }>;
    expect(api.length).toBe(articlesIn(lang).length);
    await page.goto(localize("/blog", lang));
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(api.length);
    for (const [index, post] of api.entries()) {
      expect(await cards.nth(index).getByRole("heading").textContent()).toBe(post.title);
      await expect(cards.nth(index).getByText(post.excerpt, { exact: true })).toBeVisible();
    }
    for (const post of api) {
      await page.goto(localize(`/blog/${post.slug}`, lang));
      const main = page.getByRole("main");
      expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe(post.title);
      await expect(main.getByText(post.excerpt, { exact: true })).toBeVisible();
      expect(`${post.title}${post.excerpt}`).not.toContain("\u2060");
    }
  });
}

test.describe("share button without a share sheet", () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a browser API on purpose
      delete (Navigator.prototype as any).share;
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  });

  for (const article of samples) {
    test(`(${article.language}) copies the article URL and says so in a toast`, async ({
      page,
    }) => {
      await visit(page, pathOf(article));
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      const t = texts.blog[article.language].article;
      await page.getByRole("main").getByRole("button", { name: t.share }).click();
      await expect(visibleToasts(page)).toContainText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  }
});

for (const lang of ["fr", "en"] as const) {
  const path = localize("/blog/this-article-does-not-exist", lang);
  test(`${path} answers 404 with the article-not-found message and a way back`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      lang === "fr" ? "Article non trouvé" : "Article Not Found",
    );
    await expect(main).toContainText(
      lang === "fr"
        ? "Cet article n'existe pas ou a été supprimé."
        : "This article doesn't exist or has been removed.",
    );
    const back = main.getByRole("link", { name: texts.blog[lang].article.back });
    await expect(back).toHaveAttribute("href", localize("/blog", lang));
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === localize("/blog", lang));
  });
}
