import type { Translation } from "../../translation";
import type fr from "../fr/documents.server";

const documents: Translation<typeof fr> = {
  meta: {
    title: "Technical documents: datasheets, brochures and method statements",
    description:
      "Datasheets, brochures and method statements for our installations, to download as PDF, with no form and no sign-up.",
  },
  hero: {
    eyebrow: "Documentation",
    title: "Documents to download",
    intro:
      "Datasheets, brochures and method statements, as PDF. Direct download, with no form and no sign-up: a document's address stays the same whenever it is updated.",
  },
  kinds: {
    datasheet: "Datasheets",
    brochure: "Brochures",
    methodStatement: "Method statements",
  },
  language: { fr: "French", en: "English", nl: "Dutch" },
  onlyIn: { fr: "In French only", en: "In English only", nl: "In Dutch only" },
  file: "PDF, {size}",
  updated: "Updated {date}",
  download: "Download “{title}” (PDF, {size})",
  empty: {
    title: "The document library is being filled",
    text: "No documents are online yet. Need a datasheet, a reference or a method statement for your file? We will send it to you.",
    link: "Ask for a document",
  },
  block: {
    title: "Documents",
    intro: "To download as PDF, with no form.",
    all: "All documents",
  },
};

export default documents;
