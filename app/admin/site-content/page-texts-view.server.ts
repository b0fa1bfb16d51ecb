import {
  asShown,
  findTextField,
  type TextError,
  type TextField,
  type TextPage,
  textFields,
} from "~/admin/site-content/page-text-fields.server";
import { editId, type TextEdit } from "~/admin/site-content/page-texts.server";
import {
  domId,
  resetName,
  type SectionView,
  type TextSide,
  type TextView,
} from "~/admin/site-content/ui/page-texts-types";
import type { PageTextRow } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { byLanguage, type Lang, languages, localizePath } from "~/platform/i18n/lang";
import { type Messages, messages } from "~/platform/i18n/messages.server";
import { pageById } from "~/platform/navigation/page-table";

/**
 * What the "Pages" screens show of the page texts (app/admin/site-content/page-texts.server.ts): the names an
 * office manager reads (pages, sections, texts), the editor's sections, and the edits a posted
 * form holds.
 */

type Texts = Messages["adminPages"];

/** "learnMoreContext" -> "Learn more context": the last resort for a name no dictionary gives. */
function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The page's name as the site's menu gives it; "common" is the header and footer. */
export function pageName(page: TextPage, lang: Lang, t: Texts): string {
  if (page === "common") return t.common;
  const nav = messages(lang, "common").nav as Record<string, string>;
  return nav[page] ?? humanize(page);
}

/** A section in plain words: the screen's own name, else the section's title, else its key. */
export function sectionName(page: TextPage, section: string, lang: Lang, t: Texts): string {
  const named = (t.sections as Record<string, string>)[section];
  if (named) return named;
  return findTextField(page, `${section}.title`)?.defaults[lang] ?? humanize(section);
}

/** A text's name inside its section: "Titre", "Élément 2 · Description". */
export function textName(key: string, t: Texts): string {
  const words = t.words as Record<string, string>;
  const parts: string[] = [];
  for (const part of key.split(".").slice(1)) {
    const last = parts.length - 1;
    if (/^\d+$/.test(part) && last >= 0) parts[last] = `${parts[last]} ${Number(part) + 1}`;
    else parts.push(words[part] ?? humanize(part));
  }
  return parts.length > 0 ? parts.join(" · ") : t.words.text;
}

/**
 * The public page where a page's texts show ("common": the home page; a reference's labels: the
 * projects list, whose references use them), for the preview.
 */
export function previewLinks(page: TextPage): Record<Lang, string> {
  const path = pageById(
    page === "common"
      ? "home"
      : page === "reference" || page === "approvalPreview"
        ? "projects"
        : page,
  ).path;
  return byLanguage((lang) => `${localizePath(path, lang)}?preview=pending`);
}

export type TextFilter = "all" | "edited" | "review";

/** The text a field shows: the pending edit, else the published one, else the default. */
export function workingText(field: TextField, lang: Lang, row: PageTextRow | undefined): string {
  if (row?.hasPending) return row.pending ?? field.defaults[lang];
  return row?.value ?? field.defaults[lang];
}

/** Defaults longer than a button's label get a text area (a phone shows them whole); rows follow length. */
function rowsFor(field: TextField): number {
  const longest = Math.max(...languages.map((lang) => field.defaults[lang].length));
  return longest <= 32 ? 1 : Math.min(8, Math.ceil(longest / 70) + 1);
}

/** The page's texts grouped by section, in the dictionary's order, as the filter keeps them. */
export function editorSections(
  page: TextPage,
  rows: readonly PageTextRow[],
  lang: Lang,
  t: Texts,
  filter: TextFilter,
): SectionView[] {
  const stored = new Map(rows.map((row) => [editId(row.key, row.lang), row]));
  const sections: SectionView[] = [];
  for (const field of textFields(page)) {
    const text = textView(field, stored, t);
    const edited = languages.some((l) => text[l].stored);
    const review = languages.some((l) => text[l].toReview);
    if ((filter === "edited" && !edited) || (filter === "review" && !review)) continue;
    let section = sections.at(-1);
    if (section?.key !== field.section) {
      section = {
        key: field.section,
        id: `section-${field.section}`,
        name: sectionName(page, field.section, lang, t),
        texts: [],
        marks: 0,
      };
      sections.push(section);
    }
    section.texts.push(text);
    if (languages.some((l) => text[l].pending || text[l].toReview)) section.marks += 1;
  }
  return sections;
}

function textView(field: TextField, stored: Map<string, PageTextRow>, t: Texts): TextView {
  const rows = rowsFor(field);
  const side = (lang: Lang) => {
    const row = stored.get(editId(field.key, lang));
    const working = workingText(field, lang, row);
    return {
      name: editId(field.key, lang),
      id: domId(field.key, lang),
      // The edges of a default are layout, not text: the field shows the words only.
      value: working.trim(),
      original: field.defaults[lang].trim(),
      live: row?.hasPending ? (row.value ?? field.defaults[lang]) : null,
      edited: working !== field.defaults[lang],
      stored: row?.value != null || Boolean(row?.hasPending),
      pending: Boolean(row?.hasPending),
      toReview: Boolean(row?.toReview),
    };
  };
  return {
    key: field.key,
    label: textName(field.key, t),
    rows,
    max: field.max,
    placeholders: field.placeholders.map((name) => `{${name}}`),
    ...(Object.fromEntries(languages.map((lang) => [lang, side(lang)])) as Record<Lang, TextSide>),
  };
}

/**
 * The edits a posted form holds: only texts that differ from what the page shows now (the
 * form may hold a filtered part of the page), and texts sent back to their default.
 */
export function readEdits(
  page: TextPage,
  form: FormData,
  rows: readonly PageTextRow[],
): { edits: TextEdit[]; typed: Record<string, string>; resets: string[] } {
  const stored = new Map(rows.map((row) => [editId(row.key, row.lang), row]));
  const edits: TextEdit[] = [];
  const typed: Record<string, string> = {};
  const resets: string[] = [];
  for (const field of textFields(page)) {
    for (const lang of languages) {
      const id = editId(field.key, lang);
      const working = workingText(field, lang, stored.get(id));
      const sent = form.get(id);
      if (typeof sent === "string") typed[id] = sent;
      if (form.get(resetName(id)) === "on") {
        resets.push(id);
        if (working !== field.defaults[lang]) edits.push({ key: field.key, lang, value: null });
      } else if (
        typeof sent === "string" &&
        asShown(field, lang, sent) !== asShown(field, lang, working)
      ) {
        edits.push({ key: field.key, lang, value: sent });
      }
    }
  }
  return { edits, typed, resets };
}

/** A refused text's message, with the bound it broke. */
export function errorText(page: TextPage, id: string, code: TextError, t: Texts): string {
  const field = findTextField(page, id.slice(0, id.lastIndexOf("/")));
  return fill(t.errors[code], {
    max: field?.max ?? 0,
    names: field?.placeholders.map((name) => `{${name}}`).join(" ") ?? "",
  });
}

/** "Titre · Haut de page (français)": a text named with its section, for messages and history. */
export function fullTextName(
  page: TextPage,
  key: string,
  textLang: Lang | undefined,
  lang: Lang,
  t: Texts,
): string {
  const section = key.split(".")[0] ?? key;
  const name = `${sectionName(page, section, lang, t)} · ${textName(key, t)}`;
  return textLang ? `${name} (${t.languages[textLang]})` : name;
}
