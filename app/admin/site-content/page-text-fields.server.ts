import { z } from "zod";
import { type Lang, languages } from "~/platform/i18n/lang";
import { defaultMessages, type SiteTexts, siteTextPages } from "~/platform/i18n/messages.server";
import { isSingleLineText } from "../../platform/text/text-rules";

/**
 * Which dictionary texts the back office's "Pages" screen edits, and their bounds
 * (docs/decisions/026). Every string of a page's dictionary is a field, keyed by its path
 * ("hero.title", "expertise.items.2.description"), except addresses and what a collection of the
 * back office owns (projects, figures...), edited there instead.
 */

/** The pages in the screen's order; "common" holds the header, footer and cookie notice. */
export type TextPage = SiteTexts;
export const textPages: readonly TextPage[] = siteTextPages;

export function isTextPage(value: string): value is TextPage {
  return (textPages as readonly string[]).includes(value);
}

/** Prefixes of the paths a collection edits (app/admin/site-content/collections), page first: not page texts. */
const ownedByCollections: readonly string[] = [
  "projects.list.items",
  "projects.stats",
  "projects.sectors.items",
  "projects.testimonial.quote",
  "projects.testimonial.role",
  "projects.testimonial.company",
  "reference.samples",
];

export interface TextField {
  page: TextPage;
  /** The text's path in the page's dictionary. */
  key: string;
  /** Its first segment: "hero", "expertise"; the screen groups fields by it. */
  section: string;
  defaults: Record<Lang, string>;
  /** Most characters an edit may have: a title stays a title. */
  max: number;
  /** `{name}` slots the page fills in (a phone number, a date): every edit keeps them. */
  placeholders: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))].sort();
}

/**
 * Room for a rewording, not for a page of text: 1.6 times the longer default plus 30 characters,
 * never under 40 (a button's label may grow) nor over 3,000.
 */
export function maxLengthFor(...defaults: string[]): number {
  const longest = Math.max(...defaults.map((text) => text.length));
  return Math.min(3000, Math.max(40, Math.ceil(longest * 1.6) + 30));
}

/** The same place of a page's dictionary in each language, walked together. */
type Trees = Record<Lang, unknown>;

function collect(page: TextPage, trees: Trees, path: string[], into: TextField[]): void {
  const key = path.join(".");
  const owned = `${page}.${key}`;
  if (ownedByCollections.some((prefix) => owned === prefix || owned.startsWith(`${prefix}.`))) {
    return;
  }
  const values = languages.map((lang) => trees[lang]);
  if (values.every((value) => typeof value === "string")) {
    if (/href$/i.test(path.at(-1) ?? "")) return;
    const defaults = trees as Record<Lang, string>;
    into.push({
      page,
      key,
      section: path[0] ?? key,
      defaults,
      max: maxLengthFor(...Object.values(defaults)),
      placeholders: placeholdersOf(defaults.fr),
    });
    return;
  }
  if (values.every((value) => value && typeof value === "object")) {
    for (const name of Object.keys(trees.fr as object)) {
      const branch = Object.fromEntries(
        languages.map((lang) => [lang, (trees[lang] as Record<string, unknown>)[name]]),
      ) as Trees;
      collect(page, branch, [...path, name], into);
    }
  }
}

const fieldsByPage = new Map<TextPage, TextField[]>();

/** A page's editable texts, in the dictionary's order. */
export function textFields(page: TextPage): readonly TextField[] {
  let fields = fieldsByPage.get(page);
  if (!fields) {
    fields = [];
    const trees = Object.fromEntries(
      languages.map((lang) => [lang, defaultMessages(lang, page)]),
    ) as Trees;
    collect(page, trees, [], fields);
    fieldsByPage.set(page, fields);
  }
  return fields;
}

export function findTextField(page: TextPage, key: string): TextField | undefined {
  return textFields(page).find((field) => field.key === key);
}

/** Error codes the screen translates. */
export type TextError = "required" | "tooLong" | "badCharacter" | "placeholders";

/**
 * A text as the page shows it: what was typed, trimmed, within the default's own edges. A default
 * may begin or end with a space that joins it to the words around it ("…de process " before a
 * bold part): that space belongs to the layout, so an edit keeps it and never adds another.
 */
export function asShown(field: TextField, lang: Lang, text: string): string {
  const byDefault = field.defaults[lang];
  const before = /^\s*/.exec(byDefault)?.[0] ?? "";
  const after = byDefault.trim() === "" ? "" : (/\s*$/.exec(byDefault)?.[0] ?? "");
  return before + text.replace(/\r\n/g, "\n").trim() + after;
}

/** An edit as the page will show it (see asShown), or why it is refused. */
export function checkText(
  field: TextField,
  lang: Lang,
  input: unknown,
): { ok: true; value: string } | { ok: false; error: TextError } {
  const parsed = z
    .string()
    .trim()
    .min(1, "required")
    .max(field.max, "tooLong")
    .refine(isSingleLineText, "badCharacter")
    .safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: (parsed.error.issues[0]?.message ?? "required") as TextError };
  }
  const kept = placeholdersOf(parsed.data);
  if (kept.join(" ") !== field.placeholders.join(" ")) return { ok: false, error: "placeholders" };
  return { ok: true, value: asShown(field, lang, parsed.data) };
}
