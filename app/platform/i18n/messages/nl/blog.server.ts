import type { Translation } from "../../translation";
import type fr from "../fr/blog.server";

const blog: Translation<typeof fr> = {
  meta: {
    title: "Technische blog",
    description:
      "Technische artikels over industrieel leidingwerk, processkids, GMP-conformiteit, automatisering en waterbehandeling.",
  },
  hero: {
    title: "Technische blog",
    intro:
      "Ervaringen uit de praktijk en handleidingen van onze ingenieurs: leidingwerk, skids, conformiteit, automatisering en waterbehandeling.",
  },
  filters: {
    label: "Filteren op categorie",
    all: "Alle artikels",
  },
  card: {
    read: "Artikel lezen",
    readingTime: "{minutes} min leestijd",
    tags: "Trefwoorden",
  },
  empty: "Geen artikels gevonden in deze categorie.",
  loading: "Artikels worden geladen...",
  feed: "RSS-feed van de blog",
  article: {
    back: "Terug naar de blog",
    share: "Delen",
    copied: "Link gekopieerd naar het klembord.",
    copyFailed: "De link kon niet gekopieerd worden. Kopieer het adres van de pagina.",
    tags: "Trefwoorden",
    publishedOn: "Gepubliceerd op",
    table: "Tabel {number}",
    notFoundTitle: "Artikel niet gevonden",
    notFoundText: "Dit artikel bestaat niet of werd verwijderd.",
    contactTitle: "Een project dat met dit artikel te maken heeft?",
    contactText:
      "Onze ingenieurs bekijken uw installatie en stellen een oplossing voor die past bij uw productiebeperkingen.",
    contactButton: "Contacteer ons",
  },
};

export default blog;
