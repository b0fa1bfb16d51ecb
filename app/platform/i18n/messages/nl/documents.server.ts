import type { Translation } from "../../translation";
import type fr from "../fr/documents.server";

const documents: Translation<typeof fr> = {
  meta: {
    title: "Technische documenten: datasheets, folders en werkmethodes",
    description:
      "Datasheets, folders en werkmethodes van onze installaties om als pdf te downloaden, zonder formulier of registratie.",
  },
  hero: {
    eyebrow: "Documentatie",
    title: "Documenten om te downloaden",
    intro:
      "Datasheets, folders en werkmethodes, als pdf. Rechtstreeks downloaden, zonder formulier of registratie: het adres van een document blijft hetzelfde bij elke bijwerking.",
  },
  kinds: {
    datasheet: "Datasheets",
    brochure: "Folders",
    methodStatement: "Werkmethodes",
  },
  language: { fr: "Frans", en: "Engels", nl: "Nederlands" },
  onlyIn: {
    fr: "Alleen in het Frans",
    en: "Alleen in het Engels",
    nl: "Alleen in het Nederlands",
  },
  file: "Pdf-bestand, {size}",
  updated: "Bijgewerkt op {date}",
  download: "„{title}” downloaden (pdf, {size})",
  empty: {
    title: "De documentenbibliotheek wordt aangevuld",
    text: "Er staan nog geen documenten online. Hebt u een datasheet, een referentie of een werkmethode nodig voor uw dossier? Wij sturen ze u toe.",
    link: "Een document aanvragen",
  },
  block: {
    title: "Documenten",
    intro: "Als pdf te downloaden, zonder formulier.",
    all: "Alle documenten",
  },
};

export default documents;
