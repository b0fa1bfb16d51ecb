import type { Translation } from "~/platform/i18n/translation";
import type fr from "./fr.server";

const adminDocuments: Translation<typeof fr> = {
  list: {
    title: "Documents",
    intro:
      "The datasheets, brochures and method statements the site offers for download, without a form. Each document has an address that never changes: a new version keeps it.",
    newTitle: "Add a document",
    newIntro:
      "The French file is required; the English version is added afterwards on the document's page. Without one, the English site offers the French file with a note.",
    caption: "{count} document(s), by kind then title",
    empty: "No documents yet: add the first with the form above.",
    columns: {
      title: "Title",
      kind: "Kind",
      languages: "Languages",
      updated: "Latest version",
      downloads: "Downloads (30 days / total)",
    },
    hidden: "hidden",
    added: "Document added. Its address: {address}",
    deleted: "The document was deleted.",
  },
  form: {
    titleFr: "French title",
    titleEn: "English title",
    titleEnHint: "Optional: left empty, the English site shows the French title.",
    titleNl: "Dutch title",
    titleNlHint: "Optional: left empty, the Dutch site shows the English title.",
    kind: "Kind",
    chooseKind: "Choose a kind",
    services: "Service pages that offer it",
    servicesHint: "The document appears in the “Documents” block of these pages.",
    visible: "Shown on the site",
    visibleHint: "Unticked, the document is neither listed nor downloadable.",
    file: "French PDF file",
    fileHint: "A PDF of 20 MB at most. The file's content is checked, not its name.",
    add: "Add the document",
    save: "Save",
    invalid: "The form has errors: correct the fields marked.",
    required: "This field is required.",
    tooLong: "{max} characters at most.",
  },
  kinds: {
    datasheet: "Datasheets",
    brochure: "Brochures",
    methodStatement: "Method statements",
  },
  kind: {
    datasheet: "Datasheet",
    brochure: "Brochure",
    methodStatement: "Method statement",
  },
  languages: { fr: "French", en: "English", nl: "Dutch" },
  detail: {
    backToList: "All documents",
    notFound: "Document not found",
    notFoundText: "This document does not exist or was deleted.",
    delete: "Delete the document",
    address: "Public addresses",
    addressHint:
      "These addresses always serve the latest version. The English address serves the French file until there is an English version.",
    noEnglish: "no English version yet: the French file is served",
    hiddenNote: "Hidden: these addresses answer “not found” until the document is shown again.",
    detailsTitle: "Title, kind and pages",
    saved: "Document saved.",
    versionTitle: "New version",
    versionIntro:
      "The file sent replaces the one of the same language at the same address at once; the previous one stays in the history below.",
    language: "Language",
    versionFile: "PDF file",
    upload: "Send the version",
    versionAdded: "New version saved: it is served from now on at the same address.",
    versionsCaption: "Every file sent, newest first",
    versionColumns: {
      language: "Language",
      date: "Sent on",
      by: "By",
      size: "Size",
      name: "Original name",
      file: "File",
    },
    current: "online",
    download: "Download",
    downloadsTitle: "Downloads",
    downloadsIntro:
      "Counted per day, without a cookie or an address: nothing about the person downloading is kept.",
    downloadsTotal: "{count} in all, {recent} in the last 30 days",
    downloadsNone: "No downloads in the last 90 days.",
    downloadsCaption: "Downloads per day, last 90 days",
    day: "Day",
    count: "Count",
  },
  refusal: {
    noFile: "Choose a PDF file first.",
    empty: "This file is empty.",
    notPdf:
      "This file is not a PDF (its content was checked, whatever its name). Export it as PDF and try again.",
    truncated:
      "This PDF is incomplete (its end is missing): it was probably cut short while copied. Save it again and retry.",
    tooLarge:
      "This file is over 20 MB. Make it smaller (compress its pictures on export) and try again.",
    tooLargeTogether: "This file is over 20 MB.",
    tooMany: "One file at a time.",
    malformed: "The upload was interrupted or could not be read. Try again.",
  },
  remove: {
    title: "Delete “{title}”?",
    text: "The document, all its versions and its counters will be deleted. Its public address will answer “not found”: links already sent will stop working. To take it off the site without losing it, untick “Shown on the site” instead.",
    confirm: "Delete for good",
    cancel: "Cancel",
  },
};

export default adminDocuments;
