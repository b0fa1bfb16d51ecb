import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { company } from "../../app/platform/content/company";
import enBlog from "../../app/platform/i18n/messages/en/blog.server";
import enCommon from "../../app/platform/i18n/messages/en/common.server";
import enHome from "../../app/platform/i18n/messages/en/home.server";
import frBlog from "../../app/platform/i18n/messages/fr/blog.server";
import frCommon from "../../app/platform/i18n/messages/fr/common.server";
import frHome from "../../app/platform/i18n/messages/fr/home.server";
import { pageTable } from "../../app/platform/navigation/page-table";
import enContact from "../../app/site/contact/texts/en.server";
import frContact from "../../app/site/contact/texts/fr.server";

export type { APIResponse, Locator, Page } from "@playwright/test";
export { company, expect, pageTable };

export type Lang = "fr" | "en";
export const languages: readonly Lang[] = ["fr", "en"];

/** Public origin used in canonical links, hreflang alternates, the sitemap and feeds. */
export const SITE_URL = (process.env.PUBLIC_SITE_URL ?? `https://www.${company.domain}`).replace(
  /\/$/,
  "",
);

export const htmlLang: Record<Lang, string> = { fr: "fr-BE", en: "en-GB" };

/** A buyer filling in the contact form, as the contact specs type it. */
export const visitor = {
  name: "Claire Dubois",
  company: "Brasserie du Hainaut",
  email: "claire.dubois@example.be",
  phone: "+32 69 12 34 56",
  message: "Nous étudions une nouvelle ligne de soutirage et aimerions un premier avis.",
};

export const texts = {
  common: { fr: frCommon, en: enCommon },
  contact: { fr: frContact, en: enContact },
  blog: { fr: frBlog, en: enBlog },
  home: { fr: frHome, en: enHome },
} as const;

/** The localisation rule of the site: English paths get the /en prefix, "/" becomes "/en". */
export function localize(neutralPath: string, lang: Lang): string {
  if (lang === "fr") return neutralPath;
  return neutralPath === "/" ? "/en" : `/en${neutralPath}`;
}

/** Every page of the page table in both languages. */
export const allPages = pageTable.flatMap((page) =>
  languages.map((lang) => ({
    id: page.id,
    neutral: page.path,
    lang,
    path: localize(page.path, lang),
  })),
);

/**
 * The cookie notice is accepted before each page loads (so it covers nothing), unless a test
 * says `test.use({ acceptCookies: false })`.
 */
export const test = base.extend<{ acceptCookies: boolean }>({
  acceptCookies: [true, { option: true }],
  page: async ({ page, acceptCookies }, use) => {
    if (acceptCookies) {
      await page.addInitScript(() => window.localStorage.setItem("cookies-accepted", "true"));
    }
    await use(page);
  },
});

/**
 * Resolves once every island of the page has committed its hydration (app/platform/islands/client.tsx
 * marks each), then lets the effects of that commit run (form enhancements...). An island that
 * waits for the visitor (the contact form, `data-hydrate="interaction"`) is started as a pointer
 * passing over it would, without moving the page or its focus.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-hydrate=interaction]")) {
      island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
      (island) => island.dataset.hydrated === "true",
    ),
  );
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** Whether the page has islands to hydrate (contact, the blog list and articles do). */
export function hasIslands(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector("[data-island]") !== null);
}

/**
 * Navigates and waits until the page is interactive: at once for a static page (its one inline
 * script runs while the HTML is parsed), after the islands' hydration for the pages that have some.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  if (await hasIslands(page)) await waitForHydration(page);
  return response;
}

/** The notification region (Radix toast viewport) and its visible toasts. */
export function visibleToasts(page: Page): Locator {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .locator("li")
    .filter({ visible: true });
}

/** A CSS colour (rgb, oklch...) as the sRGB bytes the browser paints. */
export async function paintedColor(
  page: Page,
  cssColor: string,
): Promise<[number, number, number]> {
  return page.evaluate((color) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, cssColor);
}

/** Blog articles as authored: front matter of content/blog/{fr,en}/*.md plus the Markdown body. */
export interface Article {
  slug: string;
  translationKey: string;
  language: Lang;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  date: string;
  body: string;
}

function frontMatterValue(block: string, key: string): string {
  const match = block.match(new RegExp(`^${key}:\\s*(.*)$`, "m"));
  if (!match?.[1]) throw new Error(`front matter without ${key}`);
  const raw = match[1].trim();
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

function readArticles(): Article[] {
  const root = path.resolve(import.meta.dirname, "../../content/blog");
  return languages.flatMap((language) =>
    readdirSync(path.join(root, language))
      .filter((file) => file.endsWith(".md"))
      .map((file) => {
        const source = readFileSync(path.join(root, language, file), "utf8");
        const match = source.match(/^---\s*\n([\s\S]*?)\n---\s*\n([\s\S]*)$/);
        if (!match?.[1] || match[2] === undefined) throw new Error(`no front matter in ${file}`);
        const block = match[1];
        return {
          slug: frontMatterValue(block, "slug"),
          translationKey: frontMatterValue(block, "translationKey"),
          language,
          title: frontMatterValue(block, "title"),
          excerpt: frontMatterValue(block, "excerpt"),
          category: frontMatterValue(block, "category"),
          tags: JSON.parse(frontMatterValue(block, "tags")) as string[],
          date: frontMatterValue(block, "date"),
          body: match[2],
        };
      }),
  );
}

export const articles: readonly Article[] = readArticles();

export function articlesIn(lang: Lang): Article[] {
  return articles.filter((article) => article.language === lang);
}

export function counterpart(article: Article): Article {
  const other = articles.find(
    (candidate) =>
      candidate.translationKey === article.translationKey &&
      candidate.language !== article.language,
  );
  if (!other) throw new Error(`no counterpart for ${article.slug}`);
  return other;
}

/** Long date of the spec: French locale in French, US locale in English. */
export function longDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-FR" : "en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(date));
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
};

export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g,
    (entity) => entities[entity] ?? entity,
  );
}

/** Reading time of the spec: words / 200, rounded up (at least one minute), tags removed. */
export function readingMinutes(textOrHtml: string): number {
  const words = decodeEntities(textOrHtml.replace(/<[^>]*>/g, " "))
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** The markup of the last element directly inside <main> of a server-rendered page. */
export function lastBlockOfMain(html: string): string {
  const open = html.match(/<main\b[^>]*>/);
  if (!open || open.index === undefined) return "";
  const inner = html.slice(open.index + open[0].length, html.lastIndexOf("</main>"));
  let depth = 0;
  let lastStart = 0;
  for (const match of inner.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, tag = "", selfClosing] = match;
    if (closing) {
      depth--;
      continue;
    }
    if (depth === 0) lastStart = match.index;
    if (!selfClosing && !VOID_ELEMENTS.has(tag.toLowerCase())) depth++;
  }
  return inner.slice(lastStart);
}

/** The value of an attribute of the first tag matching `selector` (a tag name plus fixed attributes). */
export function attributeOf(
  html: string,
  tag: string,
  fixed: Record<string, string>,
  wanted: string,
): string | undefined {
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attributes = Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map((pair) => [
        (pair[1] ?? "").toLowerCase(),
        decodeEntities(pair[2] ?? ""),
      ]),
    );
    if (Object.entries(fixed).every(([key, value]) => attributes[key.toLowerCase()] === value)) {
      return attributes[wanted.toLowerCase()];
    }
  }
  return undefined;
}
