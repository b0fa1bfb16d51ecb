import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { isSingleLineText } from "../../platform/text/text-rules";

/** `?category=` of the blog page and of its API: one rule for both. */
export const blogCategorySchema = z.string().trim().min(1).max(60).refine(isSingleLineText);

export const blogQuerySchema = z.object({
  language: z.enum(languages).optional(),
  category: blogCategorySchema.optional(),
});
