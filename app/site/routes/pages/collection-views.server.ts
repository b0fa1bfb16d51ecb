import { findMediaByIds, type MediaInfo } from "~/admin/media/media.server";
import { builtinLogo, clientsCollection } from "~/admin/site-content/collections/clients.server";
import {
  type HomePhotoSlot,
  homePhotosCollection,
} from "~/admin/site-content/collections/home-photos.server";
import {
  builtinPhoto,
  projectsCollection,
  referenceSlug,
} from "~/admin/site-content/collections/projects.server";
import {
  type ServicePhotoSlot,
  servicePhotosCollection,
} from "~/admin/site-content/collections/service-photos.server";
import {
  type CollectionDefinition,
  type CollectionItem,
  visibleItems,
} from "~/admin/site-content/collections.server";
import type { ClientLogo } from "~/platform/content/clients";
import type { ImageSource } from "~/platform/content/images";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import { getDb } from "~/platform/database/db.server";
import { inLanguage, type Lang } from "~/platform/i18n/lang";
import { joinLineBreaks } from "~/platform/i18n/typography";
import { referencePath } from "~/platform/navigation/page-table";
import { slugify } from "~/platform/text/slug";
import type { ChosenPicture } from "~/platform/ui/picture";

/**
 * What the public pages show of the back office's collections (docs/decisions/026): the visible
 * items, in order, from memory; the database is read only for the library pictures they show,
 * so a site nobody edited renders (and builds) without it.
 */

async function libraryPictures(
  items: readonly CollectionItem<Record<string, unknown>>[],
): Promise<Map<number, MediaInfo>> {
  const ids = [...new Set(items.flatMap((item) => (item.mediaId === null ? [] : [item.mediaId])))];
  if (ids.length === 0) return new Map();
  const pictures = await findMediaByIds(await getDb(), ids);
  return new Map(pictures.map((picture) => [picture.id, picture]));
}

const altOf = (picture: MediaInfo, lang: Lang) => (lang === "fr" ? picture.altFr : picture.altEn);

export interface ProjectView {
  key: string;
  /** Its reference page's language-neutral path. */
  path: string;
  /** What the list's filter compares: the category's words, the services' page ids. */
  sectorKey: string;
  serviceIds: string[];
  title: string;
  category: string;
  location: string;
  year: number;
  description: string;
  services: string[];
  imageAlt: string;
  image: ImageSource | null;
}

/** The projects of the "Projects" page, each with its own picture: the library's, else its built-in photo. */
export async function projectViews(lang: Lang): Promise<ProjectView[]> {
  const items = visibleItems(projectsCollection.definition);
  const pictures = await libraryPictures(items);
  return items.map(({ ref, data, mediaId }) => {
    const picture = mediaId === null ? undefined : pictures.get(mediaId);
    const image: ImageSource | undefined = picture
      ? { kind: "photo", photo: mediaPhotoSource(picture) }
      : builtinPhoto(data.builtinPhoto);
    const alt = inLanguage(data.imageAlt, lang).trim() || (picture ? altOf(picture, lang) : "");
    return {
      key: ref,
      path: referencePath(referenceSlug(data, lang)),
      sectorKey: slugify(inLanguage(data.category, lang)),
      serviceIds: [...data.referenceServices],
      title: joinLineBreaks(inLanguage(data.title, lang)),
      category: inLanguage(data.category, lang),
      location: inLanguage(data.location, lang),
      year: data.year,
      description: joinLineBreaks(inLanguage(data.description, lang)),
      services: inLanguage(data.services, lang),
      imageAlt: alt,
      image: image ?? null,
    };
  });
}

/** The home page's logo strip: a library logo, else the built-in file of the name, else its tile. */
export async function clientLogoViews(): Promise<ClientLogo[]> {
  const items = visibleItems(clientsCollection.definition);
  const pictures = await libraryPictures(items);
  return items.map(({ data, mediaId }) => {
    const picture = mediaId === null ? undefined : pictures.get(mediaId);
    const src = picture ? mediaPhotoSource(picture).variants.webp[0]?.url : builtinLogo(data.name);
    return src ? { name: data.name, src } : { name: data.name };
  });
}

/** A photo chosen in the library: its source and alt text in the page's language. */
export type ChosenPhoto = ChosenPicture;

/** The pictures chosen in the library for named places; a place without one keeps its built-in. */
async function chosenPhotos<T extends Record<string, unknown> & { slot: string }>(
  definition: CollectionDefinition<T>,
  lang: Lang,
): Promise<Partial<Record<T["slot"], ChosenPhoto>>> {
  const items = visibleItems(definition);
  const pictures = await libraryPictures(items);
  const chosen: Partial<Record<T["slot"], ChosenPhoto>> = {};
  for (const { data, mediaId } of items) {
    const picture = mediaId === null ? undefined : pictures.get(mediaId);
    if (!picture) continue;
    chosen[data.slot as T["slot"]] = {
      source: { kind: "photo", photo: mediaPhotoSource(picture) },
      alt: altOf(picture, lang),
    };
  }
  return chosen;
}

/** The home page's photos chosen in the library; a place without one keeps its built-in photo. */
export function homePhotoViews(lang: Lang): Promise<Partial<Record<HomePhotoSlot, ChosenPhoto>>> {
  return chosenPhotos(homePhotosCollection.definition, lang);
}

/** The pictures chosen in the library for the service pages' places (docs/decisions/026). */
export function servicePhotoViews(
  lang: Lang,
): Promise<Partial<Record<ServicePhotoSlot, ChosenPhoto>>> {
  return chosenPhotos(servicePhotosCollection.definition, lang);
}
