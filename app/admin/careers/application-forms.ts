import { z } from "zod";
import { applicationStatuses } from "~/platform/database/schema";
import { isMultiLineText } from "~/platform/text/text-rules";

/** An application's state and internal note, as the detail page posts them. */
export const applicationChangeSchema = z.object({
  status: z.enum(applicationStatuses, { error: "status" }),
  note: z
    .string()
    .max(2000, "tooLong")
    .refine(isMultiLineText, "invalid")
    .transform((value) => value.replace(/\r\n?/g, "\n").trim()),
});

/** The address whose applications are erased. */
export const erasureSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "required")
    .max(254, "tooLong")
    .pipe(z.email("email")),
});
