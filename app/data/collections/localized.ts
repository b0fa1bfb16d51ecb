import { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { isMultiLineText, isSingleLineText } from "../text-rules";

/**
 * Field schemas shared by the collections (docs/decisions/026): the messages are the error codes
 * the back office's collection screen translates beside each field.
 */

export type Localized = Record<Lang, string>;

export const line = (max: number) =>
  z.string().trim().min(1, "required").max(max, "tooLong").refine(isSingleLineText, "badCharacter");

export const paragraph = (max: number) =>
  z.string().trim().min(1, "required").max(max, "tooLong").refine(isMultiLineText, "badCharacter");

/** A text written in both languages; both are required, as every visible text is. */
export const localized = (text: z.ZodType<string>) => z.object({ fr: text, en: text });

/** The code's texts of both languages, zipped into one item per entry. */
export function zipLanguages<A, B>(fr: readonly A[], en: readonly A[], item: (fr: A, en: A) => B) {
  return fr.flatMap((entry, index) => {
    const other = en[index];
    return other === undefined ? [] : [item(entry, other)];
  });
}
