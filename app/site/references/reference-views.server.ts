import { findMediaByIds } from "~/admin/media/media.server";
import {
  builtinPhoto,
  type Project,
  projectsCollection,
  referenceSlug,
} from "~/admin/site-content/collections/projects.server";
import {
  REFERENCE_SERVICES,
  type ReferenceService,
  serviceLabel,
  splitFact,
} from "~/admin/site-content/collections/reference-details.server";
import { type CollectionItem, visibleItems } from "~/admin/site-content/collections.server";
import type { ImageSource } from "~/platform/content/images";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import { getDb } from "~/platform/database/db.server";
import { inLanguage, type Lang, localizePath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { joinLineBreaks } from "~/platform/i18n/typography";
import { pagePath, referencePath } from "~/platform/navigation/page-table";
import { languagesOn } from "~/platform/settings/site-settings.server";
import { slugify } from "~/platform/text/slug";

/**
 * The reference pages' data (docs/decisions/043): the visible items of the "projects" collection,
 * from memory; a hidden item is a draft and has no public page. The database is read only for the
 * library pictures a page shows.
 */

export interface ReferencePicture {
  source: ImageSource;
  alt: string;
}

export interface ServiceLink {
  id: ReferenceService;
  name: string;
  /** Language-neutral path of the service page. */
  path: string;
}

export interface ReferenceView {
  key: string;
  slug: string;
  /** The page's path in each language (the language switch, hreflang, the sitemap). */
  paths: Record<Lang, string>;
  title: string;
  category: string;
  sectorKey: string;
  location: string;
  year: number;
  description: string;
  challenge: string;
  scope: string[];
  facts: { label: string; value: string }[];
  quote: string;
  quoteRole: string;
  services: ServiceLink[];
  cover: ReferencePicture | null;
  gallery: ReferencePicture[];
}

const published = () => visibleItems(projectsCollection.definition);

/** The path of a reference in each language. */
function pathsOf(data: Project): Record<Lang, string> {
  return Object.fromEntries(
    languagesOn().map((lang) => [
      lang,
      localizePath(referencePath(referenceSlug(data, lang)), lang),
    ]),
  ) as Record<Lang, string>;
}

export const serviceLinks = (ids: readonly ReferenceService[], lang: Lang): ServiceLink[] =>
  REFERENCE_SERVICES.filter((id) => ids.includes(id)).map((id) => ({
    id,
    name: serviceLabel(id, lang),
    path: pagePath(id),
  }));

/** A reference's sector as a query value: the category's words ("agroalimentaire"). */
export const sectorKey = (category: string) => slugify(category);

async function pictures(ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, Awaited<ReturnType<typeof findMediaByIds>>[number]>();
  const found = await findMediaByIds(await getDb(), [...new Set(ids)]);
  return new Map(found.map((picture) => [picture.id, picture]));
}

function view(
  item: CollectionItem<Project>,
  lang: Lang,
  library: Awaited<ReturnType<typeof pictures>>,
): ReferenceView {
  const { data, mediaId, ref } = item;
  const picture = (id: number): ReferencePicture | undefined => {
    const found = library.get(id);
    if (!found) return undefined;
    return {
      source: { kind: "photo", photo: mediaPhotoSource(found) },
      alt: lang === "fr" ? found.altFr : found.altEn,
    };
  };
  const chosen = mediaId === null ? undefined : picture(mediaId);
  const builtin = builtinPhoto(data.builtinPhoto);
  const coverAlt = data.imageAlt?.[lang]?.trim() || chosen?.alt || "";
  const cover = chosen
    ? { ...chosen, alt: coverAlt }
    : builtin
      ? { source: builtin, alt: coverAlt }
      : null;
  return {
    key: ref,
    slug: referenceSlug(data, lang),
    paths: pathsOf(data),
    title: joinLineBreaks(inLanguage(data.title, lang)),
    category: inLanguage(data.category, lang),
    sectorKey: sectorKey(inLanguage(data.category, lang)),
    location: inLanguage(data.location, lang),
    year: data.year,
    description: joinLineBreaks(inLanguage(data.description, lang)),
    challenge: joinLineBreaks(inLanguage(data.challenge, lang)),
    scope: inLanguage(data.scope, lang).map(joinLineBreaks),
    facts: inLanguage(data.facts, lang).flatMap((line) => {
      const fact = splitFact(line);
      return fact ? [{ label: joinLineBreaks(fact.label), value: joinLineBreaks(fact.value) }] : [];
    }),
    quote: joinLineBreaks(inLanguage(data.quote, lang)),
    quoteRole: inLanguage(data.quoteRole, lang),
    services: serviceLinks(data.referenceServices, lang),
    cover,
    // A picture removed from the library since is left out.
    gallery: data.gallery.flatMap((id) => picture(id) ?? []),
  };
}

/** The published reference at a language's slug, with its pictures; none for a draft or a typo. */
export async function findReference(slug: string, lang: Lang): Promise<ReferenceView | undefined> {
  const item = published().find(({ data }) => referenceSlug(data, lang) === slug);
  if (!item) return undefined;
  const ids = [...(item.mediaId === null ? [] : [item.mediaId]), ...item.data.gallery];
  return view(item, lang, await pictures(ids));
}

/**
 * A reference's page from a copy of its data (a draft shown for its client's approval); none when
 * the copy no longer reads as a project.
 */
export async function referenceViewOf(
  copy: unknown,
  mediaId: number | null,
  lang: Lang,
): Promise<ReferenceView | undefined> {
  const parsed = projectsCollection.definition.schema.safeParse(copy);
  if (!parsed.success) return undefined;
  const item: CollectionItem<Project> = {
    ref: "preview",
    position: 0,
    visible: false,
    data: parsed.data,
    mediaId,
    validUntil: null,
    document: null,
  };
  return view(
    item,
    lang,
    await pictures([...(mediaId === null ? [] : [mediaId]), ...parsed.data.gallery]),
  );
}

/** Every published reference's paths in both languages: the sitemap. */
export function referencePaths(): Record<Lang, string>[] {
  return published().map(({ data }) => pathsOf(data));
}

/** A published reference in a service page's list: title, place, year and address. */
export interface ReferenceLink {
  key: string;
  title: string;
  category: string;
  location: string;
  year: number;
  path: string;
}

/** The published references naming a service page, in the list's order. */
export function referencesOfService(id: ReferenceService, lang: Lang): ReferenceLink[] {
  return published()
    .filter(({ data }) => data.referenceServices.includes(id))
    .map(({ ref, data }) => ({
      key: ref,
      title: joinLineBreaks(inLanguage(data.title, lang)),
      category: inLanguage(data.category, lang),
      location: inLanguage(data.location, lang),
      year: data.year,
      path: referencePath(referenceSlug(data, lang)),
    }));
}

export const isReferenceService = (id: string): id is ReferenceService =>
  (REFERENCE_SERVICES as readonly string[]).includes(id);

/** What the projects list's filter offers: the sectors and services the published ones name. */
export function referenceFilterOptions(lang: Lang): {
  sectors: { key: string; name: string }[];
  services: ServiceLink[];
} {
  const sectors = new Map<string, string>();
  const services = new Set<ReferenceService>();
  for (const { data } of published()) {
    sectors.set(sectorKey(inLanguage(data.category, lang)), inLanguage(data.category, lang));
    for (const id of data.referenceServices) services.add(id);
  }
  return {
    sectors: [...sectors].map(([key, name]) => ({ key, name })),
    services: serviceLinks([...services], lang),
  };
}

/** What a service page shows of the references naming it: the list and its heading. */
export function serviceReferences(id: string, lang: Lang) {
  return {
    references: isReferenceService(id) ? referencesOfService(id, lang) : [],
    referenceTexts: {
      ...messages(lang, "reference").serviceSection,
      readMore: messages(lang, "reference").readMore,
    },
  };
}
