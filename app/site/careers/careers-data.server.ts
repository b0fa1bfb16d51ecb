import { type JobPostView, jobPostView } from "~/admin/careers/job-posts.server";
import { company } from "~/platform/content/company";
import type { JobPost } from "~/platform/database/schema";
import { type Lang, localizePath } from "~/platform/i18n/lang";
import { jobPostPath } from "~/platform/navigation/page-table";
import { languagesOn } from "~/platform/settings/site-settings.server";
import { absoluteUrl } from "~/site/seo/seo.server";

/** schema.org's employmentType for each contract (Google's values). */
const employmentTypes = {
  permanent: ["FULL_TIME"],
  fixedTerm: ["FULL_TIME", "TEMPORARY"],
  temporary: ["TEMPORARY"],
  internship: ["INTERN"],
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The JobPosting Google for Jobs reads: every required property (title, description, datePosted,
 * validThrough, hiringOrganization, jobLocation) and the recommended ones we know. The
 * description is HTML, as Google asks: the three sections with their lists.
 */
export function jobPostingJsonLd(
  view: JobPostView,
  lang: Lang,
  headings: { job: string; profile: string; offer: string },
): Record<string, unknown> {
  const section = (title: string, items: string[]) =>
    `<h2>${escapeHtml(title)}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: view.title,
    description: [
      `<p>${escapeHtml(view.summary)}</p>`,
      section(headings.job, view.job),
      section(headings.profile, view.profile),
      section(headings.offer, view.offer),
    ].join(""),
    datePosted: view.datePosted.toISOString().slice(0, 10),
    validThrough: view.validThrough.toISOString(),
    employmentType: employmentTypes[view.contract],
    inLanguage: lang,
    url: absoluteUrl(localizePath(jobPostPath(view.slug), lang)),
    identifier: { "@type": "PropertyValue", name: company.name, value: String(view.id) },
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${absoluteUrl("/")}#organization`,
      name: company.name,
      legalName: company.legalName,
      sameAs: absoluteUrl("/"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: view.locality,
        postalCode: view.postalCode,
        addressRegion: view.region,
        addressCountry: company.address.countryCode,
      },
    },
  };
}

/** The list's cards: what each open post shows in this language. */
export function listViews(posts: JobPost[], lang: Lang): JobPostView[] {
  return posts.map((post) => jobPostView(post, lang));
}

/** The sitemap's entries of the open posts: each language's page with both as alternates. */
export function jobPostSitemapEntries(posts: JobPost[]) {
  return posts.flatMap((post) => {
    const alternates = Object.fromEntries(
      languagesOn().map((lang) => [
        lang,
        absoluteUrl(localizePath(jobPostPath(jobPostView(post, lang).slug), lang)),
      ]),
    );
    return languagesOn().map((lang) => ({
      loc: alternates[lang] ?? "",
      alternates: { ...alternates, "x-default": alternates.fr ?? "" },
      lastmod: post.updatedAt.toISOString().slice(0, 10),
      priority: 0.6,
    }));
  });
}
