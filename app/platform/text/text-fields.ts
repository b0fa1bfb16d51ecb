import { z } from "zod";
import { isMultiLineText, isSingleLineText } from "./text-rules";

/**
 * A required one-line text of at most `max` characters, trimmed; `badCharacter` is the error
 * code for a control character (each form says it in its own words).
 */
export const requiredLine = (max: number, badCharacter: string) =>
  z.string().trim().min(1, "required").max(max, "tooLong").refine(isSingleLineText, badCharacter);

/** As `requiredLine`, on several lines: line breaks are kept, stored as "\n". */
export const requiredBlock = (max: number, badCharacter: string) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine(isMultiLineText, badCharacter)
    .transform((value) => value.replace(/\r\n?/g, "\n"));
