import { expect, type Locator, type Page } from "./fixtures";

type Rgb = [number, number, number];

/** A CSS colour as painted over white (so a translucent colour counts as the tint it shows). */
function paintedOnWhite(page: Page, cssColor: string): Promise<Rgb> {
  return page.evaluate((color) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as Rgb;
  }, cssColor);
}

/** WCAG 2 contrast ratio of two opaque sRGB colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((byte) => {
      const c = byte / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The confirmation panel reads as green at a glance (spec: "a green confirmation panel"): a
 * visible green tint, a solid green border, a check icon, and text that keeps 4.5:1 on the tint.
 */
export async function expectGreenPanel(page: Page, panel: Locator) {
  const style = await panel.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      border: computed.borderTopColor,
      borderWidth: Number.parseFloat(computed.borderTopWidth),
    };
  });
  const [red, green, blue] = await paintedOnWhite(page, style.background);
  expect(
    green - red,
    `background ${style.background}: a green tint, not near-white`,
  ).toBeGreaterThan(25);
  expect(green - blue, `background ${style.background}: a green tint`).toBeGreaterThan(15);

  const border = await paintedOnWhite(page, style.border);
  expect(style.borderWidth).toBeGreaterThanOrEqual(1);
  expect(border[1] - border[0], `border ${style.border} is a solid green`).toBeGreaterThan(80);
  expect(border[1] - border[2], `border ${style.border} is a solid green`).toBeGreaterThan(50);

  const icon = panel.locator("svg").first();
  await expect(icon).toBeVisible();
  const iconColor = await paintedOnWhite(
    page,
    await icon.evaluate((element) => getComputedStyle(element).color),
  );
  expect(iconColor[1] - iconColor[0], "the check icon is green").toBeGreaterThan(80);

  for (const text of [panel.getByRole("heading"), panel.locator("p")]) {
    const color = await text.first().evaluate((element) => getComputedStyle(element).color);
    const ratio = contrast(await paintedOnWhite(page, color), [red, green, blue]);
    expect(ratio, `text ${color} on ${style.background}`).toBeGreaterThanOrEqual(4.5);
  }
}

/**
 * Whether `locator` lies wholly in the viewport, below the bottom of the sticky header (waits
 * for a smooth scroll to end).
 */
export async function expectInViewBelowHeader(page: Page, locator: Locator) {
  await expect(async () => {
    const header = await page.getByRole("banner").boundingBox();
    const box = await locator.boundingBox();
    const viewport = page.viewportSize();
    expect(header && box && viewport).toBeTruthy();
    if (!header || !box || !viewport) return;
    expect(box.y, "top below the sticky header").toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, "bottom inside the viewport").toBeLessThanOrEqual(viewport.height);
  }).toPass({ timeout: 5_000 });
}
