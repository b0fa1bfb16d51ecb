// Relative imports only: react-router.config.ts reads ogImagePaths() to prerender the images.
import { isLang, type Lang, languages } from "../i18n/lang";
import { type PageId, pageTable } from "../navigation/page-table";

/** Open Graph's recommended size: LinkedIn, Teams, WhatsApp and X show 1.91:1 uncropped. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Where the social previews live: /og/<lang>/<page>.png (built), /og/blog/<slug>.png (the
 * article's card) and /og/blog/<slug>.jpg (its cover, cropped).
 */
export const OG_PREFIX = "/og";

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The preview of a page of the page table, rendered at build time. */
export function ogPagePath(lang: Lang, id: PageId): string {
  return `${OG_PREFIX}/${lang}/${kebab(id)}.png`;
}

/**
 * The preview of an article: its cover cropped when it has one, else a card with its title. The
 * version follows updatedAt and the cover's file, so a republished article or a replaced picture
 * announces a new URL and social networks fetch the new picture instead of their cached one.
 */
export function ogArticlePath(post: {
  slug: string;
  updatedAt: string;
  cover: { hash: string } | null;
}): string {
  const extension = post.cover ? "jpg" : "png";
  return `${OG_PREFIX}/blog/${encodeURIComponent(post.slug)}.${extension}?v=${ogVersion(post)}`;
}

export function ogVersion(post: {
  updatedAt: string;
  cover: { hash: string; source?: { focus?: { x: number; y: number } } } | null;
}): string {
  const version = Date.parse(post.updatedAt).toString(36);
  if (!post.cover) return version;
  // The cover's focal point crops the preview: a new point is a new address for the networks.
  const focus = post.cover.source?.focus;
  const point = focus ? `-${focus.x}.${focus.y}` : "";
  return `${version}-${post.cover.hash.slice(0, 8)}${point}`;
}

/**
 * The preview of a project reference: a card with its title, rendered on its first request.
 * `version` follows what the card shows, so an edit announces a new address.
 */
export function ogReferencePath(slug: string, version: string): string {
  return `${OG_PREFIX}/reference/${encodeURIComponent(slug)}.png?v=${version}`;
}

/** What og:image:type says of a preview's address. */
export const ogImageType = (url: string) =>
  new URL(url, "http://x").pathname.endsWith(".jpg") ? "image/jpeg" : "image/png";

/** Every page's preview in every language: the prerender list. */
export function ogImagePaths(): string[] {
  return pageTable.flatMap((page) => languages.map((lang) => ogPagePath(lang, page.id)));
}

export type OgTarget =
  | { kind: "page"; lang: Lang; id: PageId }
  | { kind: "article"; slug: string; cover: boolean }
  | { kind: "reference"; slug: string };

/** Reads the part of the URL after /og/; undefined for anything that is not a preview. */
export function parseOgPath(rest: string): OgTarget | undefined {
  const match = /^([a-z]+)\/([^/]+)\.(png|jpg)$/.exec(rest);
  if (!match) return undefined;
  const [, folder = "", name = "", extension] = match;
  if (folder === "blog") {
    const slug = safeDecode(name);
    return slug && /^[\p{L}\p{N}-]{1,200}$/u.test(slug)
      ? { kind: "article", slug, cover: extension === "jpg" }
      : undefined;
  }
  if (extension !== "png") return undefined;
  if (folder === "reference") {
    const slug = safeDecode(name);
    return slug && /^[a-z0-9-]{1,80}$/.test(slug) ? { kind: "reference", slug } : undefined;
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
