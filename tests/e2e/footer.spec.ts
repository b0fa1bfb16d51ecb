import { company, expect, languages, localize, pageTable, test, texts } from "./fixtures";

const serviceIds = [
  "automation",
  "piping",
  "foodBeverage",
  "pharma",
  "brewery",
  "meura",
  "safety",
  "waterClean",
  "waterWaste",
] as const;

for (const lang of languages) {
  test.describe(`footer (${lang})`, () => {
    const { nav, footer } = texts.common[lang];

    test("lists the services, the technical blog and the legal pages", async ({ page }) => {
      await page.goto(localize("/", lang));
      const contentinfo = page.getByRole("contentinfo");

      const services = contentinfo.getByRole("navigation", { name: footer.servicesTitle });
      await expect(services.getByRole("link")).toHaveText(serviceIds.map((id) => nav[id]));
      for (const id of serviceIds) {
        const path = pageTable.find((entry) => entry.id === id)?.path ?? "";
        await expect(services.getByRole("link", { name: nav[id], exact: true })).toHaveAttribute(
          "href",
          localize(path, lang),
        );
      }

      const blog = contentinfo.getByRole("link", {
        name: lang === "fr" ? "Blog Technique" : "Technical Blog",
        exact: true,
      });
      await expect(blog).toHaveAttribute("href", localize("/blog", lang));

      await expect(contentinfo.getByRole("link", { name: nav.legal })).toHaveAttribute(
        "href",
        localize("/mentions-legales", lang),
      );
      await expect(contentinfo.getByRole("link", { name: nav.privacy })).toHaveAttribute(
        "href",
        localize("/confidentialite", lang),
      );
      await expect(contentinfo.getByText("© 2025")).toBeVisible();
    });

    test("shows the contact block: Belgium, phone and e-mail", async ({ page }) => {
      await page.goto(localize("/", lang));
      const address = page.getByRole("contentinfo").locator("address");
      await expect(address).toContainText(lang === "fr" ? "Belgique" : "Belgium");
      await expect(address.getByRole("link", { name: company.phone })).toHaveAttribute(
        "href",
        company.phoneHref,
      );
      await expect(address.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    });

    test("opens the social networks in a new tab", async ({ page }) => {
      await page.goto(localize("/", lang));
      const social = page
        .getByRole("contentinfo")
        .getByRole("link")
        .and(page.locator('a[href^="https://"]'));
      await expect(social).toHaveCount(company.social.length);
      for (const { network, href } of company.social) {
        const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(network) });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    });
  });
}
