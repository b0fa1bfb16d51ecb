import { company } from "~/platform/content/company";
import { type Lang, localizePath } from "~/platform/i18n/lang";
import { openingHoursSpecification } from "~/platform/i18n/opening-hours";
import { pageTable } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import { languagesOn, siteSettings } from "~/platform/settings/site-settings.server";
import { pageOgText } from "~/site/seo/og-image-cards.server";
import { ogPagePath } from "../../platform/seo/og-paths";

/** A social preview: absolute URL of a 1200x630 PNG and its text alternative. */
export interface SeoImage {
  url: string;
  alt: string;
}

export interface Seo {
  title: string;
  description: string;
  lang: Lang;
  /** Absolute URL of this page. */
  url: string;
  /** Absolute URL of each language version that exists. */
  alternates: Partial<Record<Lang, string>>;
  type: "website" | "article";
  image: SeoImage;
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
      languagesOn().map((other) => [other, absoluteUrl(localizePath(neutralPath, other))]),
    ),
    type: "website",
    image: pageImage(lang, neutralPath),
    ...extra,
  };
}

/** The preview rendered at build time for a page of the page table (the home page's otherwise). */
function pageImage(lang: Lang, neutralPath: string): SeoImage {
  const id = pageTable.find((page) => page.path === neutralPath)?.id ?? "home";
  return { url: absoluteUrl(ogPagePath(lang, id)), alt: pageOgText(lang, id).alt };
}

/**
 * The company as search engines read it (schema.org LocalBusiness), from the site settings of
 * the moment the page is rendered: phone, e-mail, address, opening hours, VAT number, profiles.
 */
export function organizationJsonLd(lang: Lang): Record<string, unknown> {
  const site = siteSettings();
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl("/")}#organization`,
    name: company.name,
    legalName: site.legal.name,
    url: absoluteUrl(localizePath("/", lang)),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: company.address.countryCode,
    },
    openingHoursSpecification: openingHoursSpecification(site.hours),
    ...(site.legal.vatId ? { vatID: site.legal.vatId } : {}),
    ...(site.social.length > 0 ? { sameAs: site.social.map((link) => link.href) } : {}),
  };
}
