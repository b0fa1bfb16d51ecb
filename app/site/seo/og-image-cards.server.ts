import { LRUCache } from "lru-cache";
import { company } from "~/platform/content/company";
import type { Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { type PageId, pageById } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import type { BlogPost } from "~/site/blog/blog.server";
import { type OgCard, renderOgImage } from "../../platform/seo/og-image.server";

export interface OgImageText {
  title: string;
  section: string;
  /** og:image:alt: what the picture shows, for screen readers in the apps that share it. */
  alt: string;
}

/** A page's section on its preview: its header group, else its footer group, else its own name. */
function pageSection(lang: Lang, id: PageId): string {
  const { nav, footer } = messages(lang, "common");
  const page = pageById(id);
  if (page.nav === "process" || page.nav === "water") return nav[page.nav];
  if (page.footer === "services") return footer.servicesTitle;
  if (page.footer === "legal") return footer.legalTitle;
  return nav[id];
}

const altText = (section: string, title: string) => `${company.name} · ${section} · ${title}`;

export function pageOgText(lang: Lang, id: PageId): OgImageText {
  const title = messages(lang, id).meta.title;
  const section = pageSection(lang, id);
  return { title, section, alt: altText(section, title) };
}

export function articleOgText(post: Pick<BlogPost, "title" | "category">): OgImageText {
  return { title: post.title, section: post.category, alt: altText(post.category, post.title) };
}

function card({ title, section }: OgImageText): OgCard {
  return { title, section, brand: company.name, site: new URL(env().PUBLIC_SITE_URL).host };
}

// About 60-80 KB a picture: 200 of them stay under 16 MB. A key holds the version (updatedAt),
// so a republished article renders anew and its old picture ages out.
const rendered = new LRUCache<string, Promise<Buffer>>({ max: 200 });

/** The PNG of a preview, rendered once per key; a failed render is not kept. */
export function cachedOgImage(key: string, text: OgImageText): Promise<Buffer> {
  let png = rendered.get(key);
  if (!png) {
    png = renderOgImage(card(text));
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
  }
  return png;
}
