import {
  articlesIn,
  expect,
  type Lang,
  localize,
  longDate,
  type Page,
  readingMinutes,
  test,
  texts,
  visit,
} from "./fixtures";

function filters(page: Page, lang: Lang) {
  return page.getByRole("form", { name: texts.blog[lang].filters.label });
}

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function newestFirst(lang: Lang) {
  return articlesIn(lang).sort((a, b) => b.date.localeCompare(a.date));
}

for (const lang of ["fr", "en"] as const) {
  const t = texts.blog[lang];
  const blogPath = localize("/blog", lang);

  test.describe(`blog list (${lang})`, () => {
    test("shows its localized title and one filter per category after 'all articles'", async ({
      page,
    }) => {
      await page.goto(blogPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      await expect(page).toHaveTitle(new RegExp(`^${t.meta.title}`));
      const buttons = filters(page, lang).getByRole("button");
      await expect(buttons.first()).toHaveText(
        lang === "fr" ? "Tous les articles" : "All articles",
      );
      await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
      const categories = [...new Set(articlesIn(lang).map((article) => article.category))];
      const shown = (await buttons.allTextContents()).slice(1);
      expect(shown.sort()).toEqual(categories.sort());
    });

    test("cards show category, title, excerpt, three tags at most, date, reading time and a read link", async ({
      page,
    }) => {
      await page.goto(blogPath);
      const expected = newestFirst(lang);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const [index, article] of expected.entries()) {
        const card = cards(page).nth(index);
        await expect(card.locator("p").first()).toHaveText(article.category);
        // Shown with numbers and compounds kept whole (U+00A0, U+2060): "ISA-95", "IEC 62443".
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
        await expect(card.getByText(article.excerpt, { exact: true })).toBeVisible();
        await expect(
          card.getByRole("list", { name: t.card.tags }).getByRole("listitem"),
        ).toHaveText(article.tags.slice(0, 3));
        await expect(card.locator("time")).toHaveText(longDate(article.date, lang));
        await expect(card).toContainText(
          t.card.readingTime.replace("{minutes}", String(readingMinutes(article.excerpt))),
        );
        await expect(
          card.getByRole("link", { name: new RegExp(`^${t.card.read}`) }),
        ).toHaveAttribute("href", localize(`/blog/${article.slug}`, lang));
      }
    });

    test("choosing a category fetches it from the API, shows only its posts and puts it in the URL", async ({
      page,
    }) => {
      await visit(page, blogPath);
      const category = newestFirst(lang)[1]?.category ?? "";
      const expectedTitles = newestFirst(lang)
        .filter((article) => article.category === category)
        .map((article) => article.title);

      const apiCall = page.waitForRequest(
        (request) => new URL(request.url()).pathname === "/api/blog/posts",
      );
      await filters(page, lang).getByRole("button", { name: category }).click();
      const query = new URL((await apiCall).url()).searchParams;
      expect(query.get("language")).toBe(lang);
      expect(query.get("category")).toBe(category);

      await expect(page).toHaveURL((url) => url.searchParams.get("category") === category);
      await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(expectedTitles);
      await expect(filters(page, lang).getByRole("button", { name: category })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await page.reload();
      await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(expectedTitles);
      await expect(filters(page, lang).getByRole("button", { name: category })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });
  });
}

test("browser Back after choosing a category returns to all articles", async ({ page }) => {
  await visit(page, "/blog");
  const category = newestFirst("fr")[0]?.category ?? "";
  await filters(page, "fr").getByRole("button", { name: category }).click();
  await expect(page).toHaveURL(/\?category=/);
  await expect(cards(page)).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/blog" && url.search === "");
  await expect(cards(page)).toHaveCount(5);
  await expect(filters(page, "fr").getByRole("button").first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("six skeleton cards show while the posts are loading", async ({ page }) => {
  await visit(page, "/en/blog");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/blog/posts?*", async (route) => {
    await held;
    await route.continue();
  });
  const category = newestFirst("en")[0]?.category ?? "";
  await filters(page, "en").getByRole("button", { name: category }).click();
  await expect(page.getByTestId("post-skeleton")).toHaveCount(6);
  await expect(page.getByTestId("post-skeleton").first()).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  release();
  await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
});

for (const lang of ["fr", "en"] as const) {
  test(`(${lang}) when the API fails after a filter click, the 'no article found' message shows`, async ({
    page,
  }) => {
    await visit(page, localize("/blog", lang));
    await page.route("**/api/blog/posts?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const category = newestFirst(lang)[2]?.category ?? "";
    await filters(page, lang).getByRole("button", { name: category }).click();
    await expect(
      page.getByText(
        lang === "fr"
          ? "Aucun article trouvé pour cette catégorie."
          : "No articles found for this category.",
      ),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
}
