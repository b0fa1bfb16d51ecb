import type { Translation } from "../../../platform/i18n/translation";
import type fr from "./fr.server";

const adminTranslations: Translation<typeof fr> = {
  title: "Translations",
  intro:
    "Every text of the site in a target language, compared with the French it is translated from: “current”, “to review” (the French changed since) or “missing”. Each line leads to the screen that edits it.",
  states: { current: "Current", toReview: "To review", missing: "Missing" },
  kinds: {
    page: "Page text",
    collection: "Content",
    setting: "Setting",
    article: "Article",
  },
  languageNames: { en: "English", nl: "Dutch" },
  filters: {
    title: "Filter",
    apply: "Filter",
    reset: "Show all",
    lang: "Target language",
    state: "State",
    kind: "Type",
    page: "Page",
    anyState: "All states",
    anyKind: "All types",
    anyPage: "All pages",
  },
  summary: "{toReview} to review, {missing} missing, {current} current",
  shown: "{shown} of {count} line(s) shown: filter to see the others.",
  empty: "No text matches these filters.",
  french: "French",
  translation: "Translation",
  none: "(not translated yet)",
  edit: "Edit",
  confirm: "The translation is right",
  settings: "Site settings",
  articles: "Articles",
  done: {
    confirmed: "“{text}” is marked current.",
    imported: "{count} translation(s) imported.",
  },
  xliff: {
    title: "XLIFF files for your translators",
    intro:
      "Download an XLIFF 1.2 file (read by Trados, memoQ, Phrase, OmegaT, Weblate…), have it translated, then import it: the import shows what it will change before it does.",
    set: "What the file holds",
    sets: {
      open: "Everything to review or missing",
      page: "One page's texts",
      article: "One article",
    },
    page: "Page",
    article: "Article",
    export: "Download the XLIFF file",
    importLink: "Import a translated file",
  },
  import: {
    title: "Import an XLIFF file",
    intro:
      "Choose the file your translator sent back. Nothing changes before you have seen the list of changes and confirmed.",
    file: "XLIFF file (.xlf)",
    preview: "See the changes",
    previewTitle: "What the import will change ({lang})",
    previewIntro:
      "{count} text(s) will be replaced. Page texts are published at once; the history keeps the old version.",
    nothing: "This file changes no text: its translations are already in place.",
    before: "Today",
    after: "After the import",
    apply: "Import these translations",
    cancel: "Cancel",
    back: "Back to translations",
    errors: {
      empty: "Choose an XLIFF file.",
      malformed: "This file is not readable XLIFF: {detail}",
      version: "This file is not an XLIFF 1.2 file exported by this site.",
      source: "The file's source language must be French.",
      language: "This file is for a language the site does not translate ({lang}).",
      otherLanguage: "This file is translated into {lang} while the import expected {expected}.",
      unknown: "The text “{id}” no longer exists on the site.",
      changed:
        "The French of “{id}” changed since the export: export a new file and have it translated.",
      markup: "“{id}” holds markup this text does not accept (<{tag}>): plain text only.",
      invalid: "“{id}” is refused: {reason}",
      tooBig: "The file is larger than {max}.",
    },
  },
  gaps: {
    page: "{count} page text(s)",
    article: "{count} article(s)",
    setting: "{count} setting(s)",
    collection: "{title}: {count} item(s)",
  },
};

export default adminTranslations;
