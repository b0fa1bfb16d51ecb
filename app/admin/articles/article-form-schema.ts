import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { isSlug, MAX_SLUG_LENGTH } from "~/platform/text/slug";
import { parseBrusselsDateTime } from "../../platform/text/brussels-time";
import { lineText } from "../shell/form-schema";
import { MAX_MARKDOWN_LENGTH } from "./article-limits";

/** The article editor's form as the server reads it: every value a string, checked here. */

export { MAX_MARKDOWN_LENGTH };
export const MAX_TAGS = 12;

/** A date and time typed in the editor (Brussels time), or null when the field is left empty. */
const brusselsTime = z
  .string()
  .trim()
  .max(40, { message: "invalidDate" })
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = parseBrusselsDateTime(value);
    if (date) return date;
    ctx.addIssue({ code: "custom", message: "invalidDate" });
    return z.NEVER;
  });

/**
 * The editor's form, as submitted (every value a string), into an article. Control characters
 * have no place in a title; line breaks are allowed only in the text.
 */
export const articleFormSchema = z.object({
  title: lineText(200),
  slug: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(MAX_SLUG_LENGTH, { message: "tooLong" })
    .refine(isSlug, { message: "invalidSlug" }),
  excerpt: lineText(400),
  category: lineText(60),
  tags: z
    .string()
    .max(1_000, { message: "tooLong" })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .refine((tags) => tags.length <= MAX_TAGS, { message: "tooManyTags" })
    .refine((tags) => tags.every((tag) => tag.length <= 40 && !/\p{Cc}/u.test(tag)), {
      message: "invalidTag",
    }),
  language: z.enum(languages, { message: "required" }),
  counterpart: z
    .string()
    .regex(/^\d{0,9}$/, { message: "invalid" })
    .transform((value) => (value === "" ? null : Number(value))),
  /** A library picture's id; empty (or absent, from a form of before covers): no cover. */
  cover: z
    .string()
    .regex(/^\d{0,9}$/, { message: "invalid" })
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  /** The date shown and sorted on; empty: kept as it is, or set when first published. */
  publishedAt: brusselsTime,
  /** A draft's planned publication; empty: none. */
  publishAt: brusselsTime,
  // A browser sends a textarea's line breaks as CRLF but counts each as one character: the
  // limit counts them as the editor does.
  markdown: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .max(MAX_MARKDOWN_LENGTH, { message: "markdownTooLong" })
        .refine((value) => value.trim().length > 0, { message: "required" }),
    ),
});

/**
 * A draft needs only its title (and a valid slug): the excerpt, category and text may still be
 * empty. Publishing, or planning a publication, takes `articleFormSchema`.
 */
export const articleDraftSchema = articleFormSchema.extend({
  excerpt: lineText(400, { required: false }),
  category: lineText(60, { required: false }),
  markdown: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(z.string().max(MAX_MARKDOWN_LENGTH, { message: "markdownTooLong" })),
});

export type ArticleInput = z.output<typeof articleFormSchema>;
export type ArticleField = keyof ArticleInput;
