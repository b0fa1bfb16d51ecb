import { z } from "zod";
import { imageSource } from "~/platform/content/images";
import type { Lang } from "~/platform/i18n/lang";
import type { CollectionScreen } from "../collection-fields";
import type { CollectionDefinition } from "../collections.server";
import { libraryPicture } from "./item-schema";

/**
 * The home page's two large photos, the hero's and the team's (docs/decisions/026): named places,
 * not a list. Each shows its built-in photo until a library picture is chosen for it; the
 * picture's alt texts are the library's, required there before any page shows it.
 */

export const HOME_PHOTO_SLOTS = ["hero", "team"] as const;
export type HomePhotoSlot = (typeof HOME_PHOTO_SLOTS)[number];

export interface HomePhoto extends Record<string, unknown> {
  slot: HomePhotoSlot;
  mediaId?: number | null;
}

const slotNames: Record<HomePhotoSlot, Record<Lang, string>> = {
  hero: { fr: "Photo du haut de la page d'accueil", en: "Home page top photo" },
  team: { fr: "Photo de l'équipe", en: "Team photo" },
};

const builtinUrl = (slot: HomePhotoSlot) => {
  const source = imageSource(slot);
  return source.kind === "svg" ? source.url : source.photo.variants.jpg[0]?.url;
};

export const homePhotosCollection: {
  definition: CollectionDefinition<HomePhoto>;
  screen: CollectionScreen<HomePhoto>;
} = {
  definition: {
    name: "homePhotos",
    fixed: true,
    schema: z.object({ slot: z.enum(HOME_PHOTO_SLOTS), mediaId: libraryPicture }),
    defaults: () => HOME_PHOTO_SLOTS.map((slot) => ({ slot, mediaId: null })),
    mediaIdOf: (photo) => photo.mediaId,
  },
  screen: {
    slug: "home-photos",
    fixed: true,
    title: { fr: "Photos de la page d'accueil", en: "Home page photos" },
    intro: {
      fr: "La grande photo du haut de la page d'accueil et celle de l'équipe. Choisissez une image de la bibliothèque, ou aucune pour garder la photo d'origine.",
      en: "The large photo at the top of the home page and the team's. Choose a picture from the library, or none to keep the original photo.",
    },
    fields: [
      {
        name: "mediaId",
        kind: "picture",
        label: { fr: "Photo", en: "Photo" },
        hint: {
          fr: "Une photo large (1\u00a0920\u00a0pixels au moins pour le haut de page), sans texte incrusté\u00a0: le titre s'affiche par-dessus.",
          en: "A wide photo (at least 1,920 pixels for the top of the page), without text on it: the title is shown over it.",
        },
      },
    ],
    itemTitle: (photo, lang) => slotNames[photo.slot][lang],
    thumbnail: (photo) => builtinUrl(photo.slot),
  },
};
