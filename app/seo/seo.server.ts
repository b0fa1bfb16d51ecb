import { company } from "~/content/company";
import { type Lang, languages, localizePath } from "~/i18n/lang";
import { env } from "~/services/env.server";

export interface Seo {
  title: string;
  description: string;
  lang: Lang;
  /** Absolute URL of this page. */
  url: string;
  /** Absolute URL of each language version that exists. */
  alternates: Partial<Record<Lang, string>>;
  type: "website" | "article";
  image: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

export function absoluteUrl(path: string): string {
  return `${env().PUBLIC_SITE_URL}${path}`;
}

/** SEO data of a page whose language versions share one neutral path. */
export function pageSeo(
  lang: Lang,
  neutralPath: string,
  texts: { title: string; description: string },
  extra: Partial<Seo> = {},
): Seo {
  return {
    title:
      neutralPath === "/" ? `${company.name} | ${texts.title}` : `${texts.title} | ${company.name}`,
    description: texts.description,
    lang,
    url: absoluteUrl(localizePath(neutralPath, lang)),
    alternates: Object.fromEntries(
      languages.map((other) => [other, absoluteUrl(localizePath(neutralPath, other))]),
    ),
    type: "website",
    image: absoluteUrl("/og-image.png"),
    ...extra,
  };
}
