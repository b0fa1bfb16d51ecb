import {
  articlesIn,
  counterpart,
  expect,
  htmlLang,
  type Lang,
  type Page,
  test,
  texts,
  visit,
} from "./fixtures";

const names: Record<Lang, string> = { fr: "Français", en: "English" };

function switchLink(page: Page, from: Lang, to: Lang) {
  return page
    .getByRole("navigation", { name: texts.common[from].header.languageLabel })
    .getByRole("link", { name: names[to] });
}

async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  const { nav } = texts.common[lang];
  await expect(
    page.getByRole("banner").getByRole("navigation", { name: nav.label }).getByRole("link", {
      name: nav.projects,
      exact: true,
    }),
  ).toBeVisible();
}

const pairs: [string, string][] = [
  ["/", "/en"],
  ["/automation", "/en/automation"],
  ["/blog", "/en/blog"],
];

test.describe("language switch", () => {
  for (const [fr, en] of pairs) {
    test(`FR|EN switches ${fr} to ${en} and back`, async ({ page }) => {
      await visit(page, fr);
      await expect(switchLink(page, "fr", "en")).toHaveAttribute("href", en);
      await switchLink(page, "fr", "en").click();
      await expect(page).toHaveURL((url) => url.pathname === en);
      await expectLanguage(page, "en");

      await expect(switchLink(page, "en", "fr")).toHaveAttribute("href", fr);
      await switchLink(page, "en", "fr").click();
      await expect(page).toHaveURL((url) => url.pathname === fr);
      await expectLanguage(page, "fr");
    });
  }

  for (const article of articlesIn("fr").slice(0, 2)) {
    const english = counterpart(article);
    test(`FR|EN on /blog/${article.slug} leads to its English counterpart and back`, async ({
      page,
    }) => {
      await visit(page, `/blog/${article.slug}`);
      await switchLink(page, "fr", "en").click();
      await expect(page).toHaveURL((url) => url.pathname === `/en/blog/${english.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
      await expectLanguage(page, "en");

      await switchLink(page, "en", "fr").click();
      await expect(page).toHaveURL((url) => url.pathname === `/blog/${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expectLanguage(page, "fr");
    });
  }
});
