import type { StaffLang } from "~/platform/i18n/lang";
import { type PhotoPlace, photoPlaces } from "./photo-places.server";

/**
 * The home page's two large photos, the hero's and the team's (docs/decisions/026): named places,
 * not a list. Each shows its built-in photo until a library picture is chosen for it; the
 * picture's alt texts are the library's, required there before any page shows it.
 */

export type HomePhotoSlot = "hero" | "team";

export type HomePhoto = PhotoPlace<HomePhotoSlot>;

const slotNames: Record<HomePhotoSlot, Record<StaffLang, string>> = {
  hero: { fr: "Photo du haut de la page d'accueil", en: "Home page top photo" },
  team: { fr: "Photo de l'équipe", en: "Team photo" },
};

export const homePhotosCollection = photoPlaces({
  name: "homePhotos",
  slug: "home-photos",
  // Each place shows the built-in photo of its own name.
  builtins: { hero: "hero", team: "team" } satisfies Record<HomePhotoSlot, string>,
  slotNames,
  title: { fr: "Photos de la page d'accueil", en: "Home page photos" },
  intro: {
    fr: "La grande photo du haut de la page d'accueil et celle de l'équipe. Choisissez une image de la bibliothèque, ou aucune pour garder la photo d'origine.",
    en: "The large photo at the top of the home page and the team's. Choose a picture from the library, or none to keep the original photo.",
  },
  label: { fr: "Photo", en: "Photo" },
  hint: {
    fr: "Une photo large (1\u00a0920\u00a0pixels au moins pour le haut de page), sans texte incrusté\u00a0: le titre s'affiche par-dessus.",
    en: "A wide photo (at least 1,920 pixels for the top of the page), without text on it: the title is shown over it.",
  },
});
