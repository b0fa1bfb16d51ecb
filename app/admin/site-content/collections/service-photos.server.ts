import type { StaffLang } from "~/platform/i18n/lang";
import { type PhotoPlace, photoPlaces } from "./photo-places.server";

/**
 * The service pages' illustrations (one place per picture a service page shows): named places,
 * as the home page's photos. Each shows its built-in picture (app/platform/content/images) until a library
 * picture is chosen for it; a chosen picture brings its alt texts from the library.
 */

/** Each place and the built-in picture it shows by default. */
export const SERVICE_PHOTO_BUILTINS = {
  automation: "automation-expertise",
  piping: "service-piping",
  foodSkid: "food-skid",
  foodLine: "food-line",
  pharma: "pharma-cleanroom",
  brewery: "project-3",
  meura: "project-3",
  safety: "service-safety",
  waterClean: "service-water",
  waterWaste: "wastewater-plant",
} as const;

export type ServicePhotoSlot = keyof typeof SERVICE_PHOTO_BUILTINS;

export type ServicePhoto = PhotoPlace<ServicePhotoSlot>;

const slotNames: Record<ServicePhotoSlot, Record<StaffLang, string>> = {
  automation: { fr: "Automation : expertise", en: "Automation: expertise" },
  piping: { fr: "Tuyauterie industrielle : engagements", en: "Industrial piping: commitments" },
  foodSkid: {
    fr: "Process alimentaire : skids en atelier",
    en: "Food process: skids in the workshop",
  },
  foodLine: { fr: "Process alimentaire : mise en ligne", en: "Food process: on the line" },
  pharma: { fr: "Process pharma : salle propre", en: "Pharma process: clean room" },
  brewery: { fr: "Brasserie : pourquoi nous", en: "Brewery: why us" },
  meura: { fr: "Meura : technologie", en: "Meura: technology" },
  safety: { fr: "Sécurité : audits", en: "Safety: audits" },
  waterClean: { fr: "Eau propre : skids", en: "Clean water: skids" },
  waterWaste: { fr: "Eaux usées : clé en main", en: "Wastewater: turnkey" },
};

export const servicePhotosCollection = photoPlaces({
  name: "servicePhotos",
  slug: "service-photos",
  builtins: SERVICE_PHOTO_BUILTINS,
  slotNames,
  title: { fr: "Photos des pages de services", en: "Service page pictures" },
  intro: {
    fr: "Les illustrations des neuf pages de services. Choisissez une image de la bibliothèque, ou aucune pour garder l'illustration d'origine. La page est mise à jour dès l'enregistrement.",
    en: "The illustrations of the nine service pages. Choose a picture from the library, or none to keep the original illustration. The page is updated as soon as you save.",
  },
  label: { fr: "Image", en: "Picture" },
  hint: {
    fr: "Une photo d'au moins 1\u00a0000\u00a0pixels de large, sans texte incrusté. Elle est recadrée en 8:5 (10:7 pour les pages alimentaire et eaux usées) autour de son point d'intérêt.",
    en: "A photo at least 1,000 pixels wide, without text on it. It is cropped to 8:5 (10:7 on the food and wastewater pages) around its focal point.",
  },
});
