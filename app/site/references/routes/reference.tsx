import { data } from "react-router";
import { company } from "~/platform/content/company";
import { type Lang, langFromPath, localizePath } from "~/platform/i18n/lang";
import { LocalizedLink } from "~/platform/i18n/localized-link";
import { messages } from "~/platform/i18n/messages.server";
import { pagePath } from "~/platform/navigation/page-table";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { languagesOn } from "~/platform/settings/site-settings.server";
import { buttonClass } from "~/platform/ui/button";
import { ArrowLeft } from "~/platform/ui/icons";
import { referenceOgPath } from "~/site/references/reference-og.server";
import { findReference, type ReferenceView } from "~/site/references/reference-views.server";
import { ReferenceBody } from "~/site/references/ui/reference-body";
import { seoTags } from "~/site/seo/meta";
import { absoluteUrl, type Seo } from "~/site/seo/seo.server";
import type { Route } from "./+types/reference";

/**
 * A project reference's page (docs/decisions/043): no island, so no framework JavaScript; the
 * same for everyone, kept once rendered until the site's content changes.
 */
export const handle: RouteHandle = { cachedUntilBlogChange: true };

/** A description for search engines: the card's text, cut at a word near 160 characters. */
function shortDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}

function seoOf(reference: ReferenceView, lang: Lang): Seo {
  const url = absoluteUrl(reference.paths[lang]);
  const og = referenceOgPath(reference.slug);
  const list = absoluteUrl(localizePath(pagePath("projects"), lang));
  const images = [reference.cover, ...reference.gallery].flatMap((picture) =>
    picture?.source.kind === "photo"
      ? [absoluteUrl(picture.source.photo.variants.jpg.at(-1)?.url ?? "")]
      : [],
  );
  const t = messages(lang, "reference");
  return {
    title: `${reference.title} | ${company.name}`,
    description: shortDescription(reference.description),
    lang,
    url,
    alternates: Object.fromEntries(
      languagesOn().map((other) => [other, absoluteUrl(reference.paths[other])]),
    ),
    type: "article",
    image: {
      url: absoluteUrl(og ?? ""),
      alt: `${company.name} · ${reference.category} · ${reference.title}`,
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "CreativeWork",
          "@id": `${url}#reference`,
          name: reference.title,
          headline: reference.title,
          abstract: reference.description,
          genre: reference.category,
          dateCreated: String(reference.year),
          inLanguage: lang,
          url,
          mainEntityOfPage: url,
          locationCreated: { "@type": "Place", name: reference.location },
          creator: { "@type": "Organization", name: company.name },
          about: reference.services.map((service) => ({
            "@type": "Service",
            name: service.name,
            url: absoluteUrl(localizePath(service.path, lang)),
          })),
          ...(images.length > 0 ? { image: images } : {}),
        },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: t.back, item: list },
            { "@type": "ListItem", position: 2, name: reference.title, item: url },
          ],
        },
      ],
    },
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, "reference");
  const reference = await findReference(params.slug, lang);
  // Without a reference, the language switch leads to the other language's list.
  const listPaths = Object.fromEntries(
    languagesOn().map((other) => [other, localizePath(pagePath("projects"), other)]),
  );
  if (!reference) {
    return data({ t, reference: null, seo: null, languagePaths: listPaths }, { status: 404 });
  }
  return { t, reference, seo: seoOf(reference, lang), languagePaths: reference.paths };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.seo
    ? seoTags(loaderData.seo)
    : [
        { title: `${loaderData?.t.meta.notFoundTitle ?? ""} | ${company.name}` },
        { name: "robots", content: "noindex" },
      ];

export default function ReferencePage({ loaderData: { t, reference } }: Route.ComponentProps) {
  if (!reference) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t.meta.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-ink-700">{t.meta.notFoundText}</p>
        <LocalizedLink to={pagePath("projects")} className={buttonClass("secondary", "lg", "mt-8")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </LocalizedLink>
      </section>
    );
  }
  return <ReferenceBody t={t} reference={reference} />;
}
