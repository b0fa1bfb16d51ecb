import { z } from "zod";
import { referencePublishRefusal } from "~/admin/approval/approval.server";
import { type ImageSource, imageSource } from "~/platform/content/images";
import { inLanguage, type Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { slugify } from "~/platform/text/slug";
import type { CollectionField, CollectionScreen } from "../collection-fields";
import type { CollectionDefinition } from "../collections.server";
import {
  type Localized,
  libraryPicture,
  localizedText,
  localizedWords,
  wholeNumber,
} from "./item-schema";
import {
  REFERENCE_SERVICES,
  referenceFields,
  referenceSchema,
  sampleDetails,
} from "./reference-details.server";

/**
 * The client projects of the "Projects" page (docs/decisions/026), each with its own reference
 * page (docs/decisions/043). The first items are the dictionary's, each keeping the built-in photo
 * it has today (`project-3`), so moving one keeps its photo; a library picture chosen in the back
 * office replaces it. A hidden item is a draft: neither its card nor its page is public.
 */

const projectSchema = z.object({
  ...referenceSchema,
  title: localizedText({ max: 120 }),
  category: localizedText({ max: 60 }),
  location: localizedText({ max: 80 }),
  year: wholeNumber(1950, 2100),
  description: localizedText({ max: 1000, multiline: true }),
  services: localizedWords({ max: 60, most: 12 }),
  imageAlt: localizedText({ max: 250, required: false }),
  mediaId: libraryPicture,
  /** The photo of app/platform/content/images the item came with; not edited in the form. */
  builtinPhoto: z.string().max(60).optional(),
});

export type Project = z.infer<typeof projectSchema>;

type DictionaryProject = ReturnType<typeof defaultMessages<"projects">>["list"]["items"][number];

function defaultProjects(): Project[] {
  const fr = defaultMessages("fr", "projects").list.items;
  const en = defaultMessages("en", "projects").list.items;
  const nl = defaultMessages("nl", "projects").list.items;
  const both = <K extends keyof DictionaryProject>(index: number, key: K) => ({
    fr: fr[index]?.[key] as DictionaryProject[K],
    en: (en[index] ?? fr[index])?.[key] as DictionaryProject[K],
    nl: nl[index]?.[key] as DictionaryProject[K] | undefined,
  });
  return fr.map((project, index) => ({
    title: both(index, "title"),
    category: both(index, "category"),
    location: both(index, "location"),
    year: project.year,
    description: both(index, "description"),
    services: both(index, "services"),
    imageAlt: both(index, "imageAlt"),
    mediaId: null,
    builtinPhoto: `project-${index + 1}`,
    ...sampleDetails(index),
  }));
}

/** A built-in photo by its name; none when a release removed it. */
export function builtinPhoto(name: string | undefined): ImageSource | undefined {
  if (!name) return undefined;
  try {
    return imageSource(name);
  } catch {
    return undefined;
  }
}

/** The smallest file of a built-in photo, for the back office's list. */
function builtinPhotoUrl(name: string | undefined): string | undefined {
  const source = builtinPhoto(name);
  return source?.kind === "svg" ? source.url : source?.photo.variants.jpg[0]?.url;
}

const label = (fr: string, en: string) => ({ fr, en });

/** Two references of one language at one address: the second could never be reached. */
function duplicateSlug(visible: readonly Project[]): string | undefined {
  for (const lang of ["fr", "en"] as const) {
    const slugs = visible.map((project) => referenceSlug(project, lang));
    if (new Set(slugs).size !== slugs.length) return "duplicateSlug";
  }
  return undefined;
}

/** A reference's address in a language: its slug, else one made from its title. */
export function referenceSlug(
  project: { slug?: Partial<Localized>; title: Localized },
  lang: Lang,
): string {
  return project.slug?.[lang] || slugify(inLanguage(project.title, lang));
}

export type { Localized };
export { REFERENCE_SERVICES };

const fields: CollectionField[] = [
  {
    name: "title",
    kind: "localizedText",
    label: label("Titre", "Title"),
  },
  {
    name: "category",
    kind: "localizedText",
    label: label("Secteur", "Sector"),
    hint: label(
      "Affiché en étiquette sur la photo, p. ex. « Agroalimentaire ».",
      "Shown as a label on the photo, e.g. “Food industry”.",
    ),
  },
  {
    name: "location",
    kind: "localizedText",
    label: label("Lieu", "Location"),
    hint: label(
      "Ville et pays, p. ex. « Mouscron, Belgique ».",
      "Town and country, e.g. “Mouscron, Belgium”.",
    ),
  },
  {
    name: "year",
    kind: "year",
    label: label("Année", "Year"),
  },
  {
    name: "description",
    kind: "localizedLongText",
    label: label("Description", "Description"),
  },
  {
    name: "services",
    kind: "localizedTags",
    label: label("Prestations réalisées", "Services delivered"),
    hint: label("Une prestation par ligne.", "One service per line."),
  },
  {
    name: "mediaId",
    kind: "picture",
    label: label("Photo", "Photo"),
    hint: label(
      "Une image de la bibliothèque. Sans choix, le projet garde sa photo d'origine.",
      "A picture from the library. Without one, the project keeps the photo it came with.",
    ),
  },
  {
    name: "imageAlt",
    kind: "localizedText",
    label: label("Description de la photo", "Description of the photo"),
    hint: label(
      "Pour les personnes qui ne voient pas l'image. Vide : le texte de la bibliothèque est repris.",
      "For people who cannot see the picture. Empty: the library's text is used.",
    ),
  },
  ...referenceFields,
];

export const projectsCollection: {
  definition: CollectionDefinition<Project>;
  screen: CollectionScreen<Project>;
} = {
  definition: {
    name: "projects",
    schema: projectSchema,
    defaults: defaultProjects,
    mediaIdOf: (project) => project.mediaId,
    checkAll: duplicateSlug,
    beforeShow: referencePublishRefusal,
  },
  screen: {
    slug: "projects",
    title: label("Réalisations clients", "Client projects"),
    intro: label(
      "Les projets de la page « Réalisations », dans l'ordre où la page les montre.",
      "The projects of the “Projects” page, in the order the page shows them.",
    ),
    fields,
    itemTitle: (project: Project, lang: Lang) => inLanguage(project.title, lang),
    thumbnail: (project: Project) => builtinPhotoUrl(project.builtinPhoto),
  },
};
