import { createHash } from "node:crypto";
import {
  projectsCollection,
  referenceSlug,
} from "~/admin/site-content/collections/projects.server";
import { visibleItems } from "~/admin/site-content/collections.server";
import { company } from "~/platform/content/company";
import { inLanguage, languages } from "~/platform/i18n/lang";
import { ogReferencePath } from "~/platform/seo/og-paths";
import type { OgImageText } from "~/site/seo/og-image-cards.server";

/** The social preview's card of a published reference, by a slug of either language. */
export function referenceOgCard(slug: string): { text: OgImageText; version: string } | undefined {
  for (const { data } of visibleItems(projectsCollection.definition)) {
    const lang = languages.find((each) => referenceSlug(data, each) === slug);
    if (!lang) continue;
    const title = inLanguage(data.title, lang);
    const section = inLanguage(data.category, lang);
    const version = createHash("sha256")
      .update(`${title}\n${section}`)
      .digest("base64url")
      .slice(0, 8);
    return { text: { title, section, alt: `${company.name} · ${section} · ${title}` }, version };
  }
  return undefined;
}

/** The preview's address of a reference in one language. */
export function referenceOgPath(slug: string): string | undefined {
  const card = referenceOgCard(slug);
  return card ? ogReferencePath(slug, card.version) : undefined;
}
