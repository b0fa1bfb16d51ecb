import { z } from "zod";
import { MAX_SOURCE_LENGTH, MAX_URL_LENGTH } from "./redirect-rules";

/** The redirect form (docs/decisions/040): one schema, its bounds shown by the screen. */
export const redirectSchema = z.object({
  // "/*" of a prefix rule on top of the path's own bound.
  source: z
    .string()
    .trim()
    .min(1, "required")
    .max(MAX_SOURCE_LENGTH + 2, "tooLong"),
  kind: z.enum(["page", "article", "url"], { message: "required" }),
  page: z.string().max(40),
  article: z.string().max(12),
  url: z.string().trim().max(MAX_URL_LENGTH, "tooLong"),
  status: z.enum(["301", "302"], { message: "required" }),
  keepRest: z.string().max(3),
});

export type RedirectFormValues = z.input<typeof redirectSchema>;
export type RedirectField = keyof RedirectFormValues;
