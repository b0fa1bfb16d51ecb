import type { MetaDescriptor } from "react-router";
import { company } from "~/platform/content/company";
import { hreflangOf, ogLocale } from "~/platform/i18n/lang";
import { OG_HEIGHT, OG_WIDTH, ogImageType } from "../../platform/seo/og-paths";
import type { Seo } from "./seo.server";

/**
 * A page's `meta` when its loader returns `seo` (see pageLoader):
 * `export { pageMeta as meta } from "~/site/seo/meta";`
 */
export const pageMeta = ({ loaderData }: { loaderData?: { seo?: Seo } }) =>
  seoTags(loaderData?.seo);

/** Turns a page's SEO data into title, description, canonical, hreflang and Open Graph tags. */
export function seoTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.url },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: ogLocale(seo.lang) },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:type", content: ogImageType(seo.image.url) },
    { property: "og:image:width", content: String(OG_WIDTH) },
    { property: "og:image:height", content: String(OG_HEIGHT) },
    { property: "og:image:alt", content: seo.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: seo.image.alt },
  ];
  for (const [lang, href] of Object.entries(seo.alternates)) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflangOf(lang), href });
  }
  if (seo.alternates.fr) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: seo.alternates.fr,
    });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}
