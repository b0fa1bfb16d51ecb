import { expect, htmlLang, languages, localize, test, texts } from "./fixtures";

for (const lang of languages) {
  const path = localize("/does-not-exist", lang);
  test(`${path} answers 404 with "404 Page Not Found" inside the ${lang} header and footer`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);

    const { nav, footer } = texts.common[lang];
    const header = page.getByRole("banner");
    const mainNav = header.getByRole("navigation", { name: nav.label });
    await expect(mainNav.getByRole("link", { name: nav.automation, exact: true })).toHaveAttribute(
      "href",
      localize("/automation", lang),
    );
    await expect(mainNav.getByRole("link", { name: nav.projects, exact: true })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: footer.blog }),
    ).toHaveAttribute("href", localize("/blog", lang));
  });
}
