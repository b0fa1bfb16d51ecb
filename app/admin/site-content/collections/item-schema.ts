import { z } from "zod";
import { defaultLang, type Lang, type Localized, languages } from "~/platform/i18n/lang";

/**
 * Pieces of the collections' item schemas (docs/decisions/026). Their messages are the error
 * codes the collection screen translates: required, tooLong, invalid, tooLow, tooHigh.
 */

/** No control characters but line breaks in a long text. */
const clean = (multiline: boolean) => (value: string) =>
  !/\p{Cc}/u.test(multiline ? value.replace(/[\n\r\t]/g, "") : value);

export function itemText({
  max,
  required = true,
  multiline = false,
}: {
  max: number;
  required?: boolean;
  multiline?: boolean;
}) {
  // A required text's `min(1)` is also what the screen reads to mark it (admin/shell/form-schema.ts).
  const text = z.string({ error: "required" }).trim();
  return (required ? text.min(1, { message: "required" }) : text)
    .max(max, { message: "tooLong" })
    .refine(clean(multiline), { message: "invalid" });
}

/**
 * A text in each language: required in those always on unless told, optional in the others (a
 * page in a language without it shows its fallback's, lang.ts).
 */
export function localizedText(options: Parameters<typeof itemText>[0]) {
  return z.object({
    fr: itemText(options),
    en: itemText(options),
    nl: itemText({ ...options, required: false }).optional(),
  });
}

/** Short words (a project's services), one per line in the form; empty lines dropped. */
export function wordList({ max, most }: { max: number; most: number }) {
  return z.array(itemText({ max })).max(most, { message: "tooLong" });
}

export function localizedWords(options: Parameters<typeof wordList>[0]) {
  return z.object({
    fr: wordList(options),
    en: wordList(options),
    nl: wordList(options).optional(),
  });
}

/** A whole number between two bounds. */
export function wholeNumber(min: number, max: number) {
  return z
    .number({ error: "required" })
    .int({ message: "invalid" })
    .min(min, { message: "tooLow" })
    .max(max, { message: "tooHigh" });
}

/** A picture of the media library, or none. */
export const libraryPicture = z.number().int().positive().nullable().optional();

export type { Localized };

/** The code's texts in every language, zipped into one item per entry the dictionaries all have. */
export function zipLanguages<A, B>(
  listOf: (lang: Lang) => readonly A[],
  item: (texts: Record<Lang, A>) => B,
): B[] {
  const lists = languages.map((lang) => [lang, listOf(lang)] as const);
  return (listOf(defaultLang) as A[]).flatMap((_, index) => {
    const texts = lists.map(([lang, list]) => [lang, list[index]] as const);
    if (texts.some(([, text]) => text === undefined)) return [];
    return [item(Object.fromEntries(texts) as Record<Lang, A>)];
  });
}

/** One field of a text in every language: `{ fr, en, nl }`. */
export const eachLanguage = <A, V>(
  texts: Record<Lang, A>,
  field: (text: A) => V,
): Record<Lang, V> =>
  Object.fromEntries(languages.map((lang) => [lang, field(texts[lang])])) as Record<Lang, V>;
