import { expect, type Lang, languages, localize, type Page, test } from "./fixtures";

/**
 * The safety page's five compliance services: in each row of cards, the "Objectif" boxes start
 * at the same height and are as tall, however long each description and objective is.
 */

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function serviceCards(page: Page, lang: Lang) {
  await page.goto(localize("/safety", lang));
  const cards = page.locator("#services li");
  await expect(cards).toHaveCount(5);
  return cards.evaluateAll((items) =>
    items.map((item) => {
      const box = (element: Element | null): Box => {
        const rect = (element ?? item).getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
      };
      return {
        card: box(item),
        description: box(item.querySelector("p")),
        objective: box(item.querySelector("dl")),
      };
    }),
  );
}

for (const lang of languages) {
  for (const width of [1280, 768]) {
    test(`${lang} at ${width} px: the objective boxes of a row share their top and their height`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const cards = await serviceCards(page, lang);
      const rows = new Map<number, Box[]>();
      for (const { card, objective } of cards) {
        const top = Math.round(card.top);
        rows.set(top, [...(rows.get(top) ?? []), objective]);
      }
      expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      for (const [top, row] of rows) {
        expect(spread(row.map((box) => box.top)), `objective tops, row at ${top}`).toBeLessThan(1);
        expect(
          spread(row.map((box) => box.bottom)),
          `objective bottoms, row at ${top}`,
        ).toBeLessThan(1);
      }
    });
  }

  test(`${lang} at 375 px: one card a row, the objective below the description, inside its card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const cards = await serviceCards(page, lang);
    let previousBottom = 0;
    for (const { card, description, objective } of cards) {
      expect(card.top).toBeGreaterThan(previousBottom);
      previousBottom = card.bottom;
      expect(objective.top).toBeGreaterThan(description.bottom);
      expect(objective.bottom).toBeLessThan(card.bottom);
      expect(objective.left).toBeGreaterThan(card.left);
      expect(objective.right).toBeLessThan(card.right);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
}

for (const lang of languages) {
  for (const width of [1024, 1280, 768, 375]) {
    test(`${lang} at ${width} px: each standard's name (DESP (PED)) sits on one line inside its card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localize("/safety", lang));
      const titles = await page.locator("#standards li").evaluateAll((items) =>
        items.map((item) => {
          const title = item.querySelector("h3") as HTMLElement;
          const card = item.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(title);
          const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
          const box = text.getBoundingClientRect();
          const padding = Number.parseFloat(getComputedStyle(item).paddingRight);
          return {
            name: title.textContent,
            lines: lines.size,
            inside: box.left >= card.left + padding - 1 && box.right <= card.right - padding + 1,
          };
        }),
      );
      expect(titles).toHaveLength(4);
      for (const title of titles)
        expect(title, title.name ?? "").toMatchObject({ lines: 1, inside: true });
    });
  }
}
