// Relative imports only: react-router.config.ts reads ogImagePaths() to prerender the images.
import { isLang, type Lang, languages } from "../i18n/lang";
import { type PageId, pageTable } from "../navigation/page-table";

/** Open Graph's recommended size: LinkedIn, Teams, WhatsApp and X show 1.91:1 uncropped. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Where the social previews live: /og/<lang>/<page>.png (built) and /og/blog/<slug>.png. */
export const OG_PREFIX = "/og";

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The preview of a page of the page table, rendered at build time. */
export function ogPagePath(lang: Lang, id: PageId): string {
  return `${OG_PREFIX}/${lang}/${kebab(id)}.png`;
}

/**
 * The preview of an article. The version follows updatedAt, so a republished article announces
 * a new URL and social networks fetch the new picture instead of their cached one.
 */
export function ogArticlePath(slug: string, updatedAt: string): string {
  return `${OG_PREFIX}/blog/${encodeURIComponent(slug)}.png?v=${ogVersion(updatedAt)}`;
}

export function ogVersion(updatedAt: string): string {
  return Date.parse(updatedAt).toString(36);
}

/** Every page's preview in every language: the prerender list. */
export function ogImagePaths(): string[] {
  return pageTable.flatMap((page) => languages.map((lang) => ogPagePath(lang, page.id)));
}

export type OgTarget = { kind: "page"; lang: Lang; id: PageId } | { kind: "article"; slug: string };

/** Reads the part of the URL after /og/; undefined for anything that is not a preview. */
export function parseOgPath(rest: string): OgTarget | undefined {
  const match = /^([a-z]+)\/([^/]+)\.png$/.exec(rest);
  if (!match) return undefined;
  const [, folder = "", name = ""] = match;
  if (folder === "blog") {
    const slug = safeDecode(name);
    return slug && /^[\p{L}\p{N}-]{1,200}$/u.test(slug) ? { kind: "article", slug } : undefined;
  }
  if (!isLang(folder)) return undefined;
  const page = pageTable.find((entry) => kebab(entry.id) === name);
  return page ? { kind: "page", lang: folder, id: page.id } : undefined;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
