import {
  expect,
  type Lang,
  type Locator,
  localize,
  type Page,
  paintedColor,
  test,
  texts,
  visit,
} from "./fixtures";

/** The orange of the current entry's bar (app/app.css, --color-accent-600). */
const BAR = "#b85f0a";

function headerNav(page: Page, lang: Lang) {
  return page.getByRole("banner").getByRole("navigation", { name: texts.common[lang].nav.label });
}

/** The underline under a header entry: its line, thickness and colour as painted. */
function underline(entry: Locator) {
  return entry.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      line: style.textDecorationLine,
      thickness: style.textDecorationThickness,
      color: style.textDecorationColor,
    };
  });
}

async function expectBar(page: Page, entry: Locator) {
  const { line, thickness, color } = await underline(entry);
  expect(line).toBe("underline");
  expect(thickness).toBe("3px");
  expect(await paintedColor(page, color)).toEqual(await paintedColor(page, BAR));
}

test.describe("current page in the desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ["fr", "en"] as const) {
    const { nav } = texts.common[lang];

    test(`${lang}: the entry of the page shown is the current page, with an orange bar`, async ({
      page,
    }) => {
      await visit(page, localize("/safety", lang));
      const links = headerNav(page, lang).getByRole("link");
      const current = headerNav(page, lang).getByRole("link", { name: nav.safety, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(headerNav(page, lang).locator("[aria-current]")).toHaveCount(1);
      await expectBar(page, current);
      // Another entry has neither the mark nor the bar.
      const other = links.filter({ hasText: nav.automation });
      await expect(other).not.toHaveAttribute("aria-current");
      expect((await underline(other)).line).toBe("none");
    });

    test(`${lang}: a page of a group marks its link and the group's button`, async ({ page }) => {
      await visit(page, localize("/process-pharma", lang));
      const process = headerNav(page, lang).getByRole("button", { name: nav.process });
      const water = headerNav(page, lang).getByRole("button", { name: nav.water });
      await expectBar(page, process);
      expect((await underline(water)).line).toBe("none");
      await process.click();
      const panel = page.locator(`#${await process.getAttribute("aria-controls")}`);
      await expect(panel.getByRole("link", { name: nav.pharma })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(panel.locator("[aria-current]")).toHaveCount(1);
      await expect(headerNav(page, lang).locator("a[aria-current]")).toHaveCount(1);
    });

    test(`${lang}: the home page and the blog mark no entry`, async ({ page }) => {
      const marked = headerNav(page, lang).locator("[aria-current], [data-current]");
      await visit(page, localize("/", lang));
      await expect(marked).toHaveCount(0);
      await visit(page, localize("/blog", lang));
      await expect(marked).toHaveCount(0);
    });
  }
});

test.describe("current page in the mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const cases = [
    { lang: "fr", path: "/realisations-clients", entry: "projects" },
    { lang: "en", path: "/water-waste", entry: "waterWaste" },
  ] as const;
  for (const { lang, path, entry } of cases) {
    test(`${lang}: ${path} is the current page in the open drawer, with an orange bar`, async ({
      page,
    }) => {
      const { nav } = texts.common[lang];
      await visit(page, localize(path, lang));
      await page.getByRole("button", { name: nav.openMenu }).click();
      const drawer = page.getByRole("dialog", { name: nav.menuTitle });
      const current = drawer.getByRole("link", { name: nav[entry], exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(drawer.locator("[aria-current]")).toHaveCount(1);
      const style = await current.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { weight: computed.fontWeight, shadow: computed.boxShadow };
      });
      // Bold, and a bar on its left side (an inset shadow 3 px wide), not colour alone.
      expect(style.weight).toBe("600");
      const bar = style.shadow.match(/(rgba?\([^)]*\)) 3px 0px 0px 0px inset$/);
      expect(bar, style.shadow).not.toBeNull();
      expect(await paintedColor(page, bar?.[1] ?? "")).toEqual(await paintedColor(page, BAR));
      const other = drawer.getByRole("link", { name: nav.automation, exact: true });
      await expect(other).not.toHaveAttribute("aria-current");
      expect(await other.evaluate((element) => getComputedStyle(element).boxShadow)).toBe("none");
    });
  }
});
