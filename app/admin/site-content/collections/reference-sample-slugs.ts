// Read by the collection's defaults and by the browser tests (which cannot use the app's alias).

/**
 * The sample references' addresses, in the list's order: addresses, not texts, so they live here
 * rather than in the dictionaries (whose typography rules would join their hyphens).
 */
export const SAMPLE_SLUGS: readonly Record<"fr" | "en", string>[] = [
  {
    fr: "reception-pasteurisation-lait-mouscron",
    en: "milk-reception-and-pasteurisation-mouscron",
  },
  { fr: "skid-preparation-zone-propre-lille", en: "clean-room-preparation-skid-lille" },
  { fr: "salle-de-brassage-40-hl-ath", en: "40-hl-brewhouse-ath" },
  { fr: "siroperie-embouteillage-barcelone", en: "syrup-room-and-bottling-feed-barcelona" },
  { fr: "boucle-eau-purifiee-wavre", en: "purified-water-loop-wavre" },
  { fr: "station-nep-centralisee-arras", en: "central-cip-station-arras" },
];
