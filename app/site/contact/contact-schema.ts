import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { fieldErrors } from "../../platform/text/field-errors";
import { isMultiLineText, isSingleLineText } from "../../platform/text/text-rules";
import { CONTACT_LIMITS, type ContactErrorCode } from "./contact-limits";

const requiredText = (max: number, multiLine = false) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    .refine(multiLine ? isMultiLineText : isSingleLineText, { error: "invalid" });

/**
 * The contact form's one schema, used by the browser, the form action and the API. It does not
 * import the table (drizzle-orm would follow it into the browser: 97 KB gzip); that every field
 * is a column taking its type is checked where requests are stored (app/admin/leads/leads.server.ts).
 */
export const contactSchema = z
  .object({
    name: requiredText(CONTACT_LIMITS.name),
    company: requiredText(CONTACT_LIMITS.company),
    email: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .max(CONTACT_LIMITS.email, { error: "tooLong" })
      .refine(isSingleLineText, { error: "invalid" })
      .pipe(z.email({ error: "email" })),
    phone: z
      .string({ error: "phone" })
      .trim()
      .max(CONTACT_LIMITS.phone, { error: "tooLong" })
      .refine(isSingleLineText, { error: "invalid" })
      .refine((value) => value === "" || /^\+?[0-9 ()./-]{6,}$/.test(value), { error: "phone" })
      .transform((value) => value || null)
      .nullish(),
    message: requiredText(CONTACT_LIMITS.message, true),
    language: z.enum(languages, { error: "language" }).default("fr"),
  })
  .strip();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type ContactField = keyof ContactValues;
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** First error code per field. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  return fieldErrors<ContactField, ContactErrorCode>(error);
}
