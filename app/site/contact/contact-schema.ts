import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { fieldErrors } from "../../platform/text/field-errors";
import { isMultiLineText, isSingleLineText } from "../../platform/text/text-rules";
import {
  type ContactErrorCode,
  type ContactFieldKind,
  type ContactFieldSpec,
  contactFields,
} from "./contact-limits";

const requiredText = (max: number, multiLine = false) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    .refine(multiLine ? isMultiLineText : isSingleLineText, { error: "invalid" });

/**
 * Each kind of field's check (app/site/contact/contact-limits.ts); an empty optional one is null.
 * The application form checks its fields with the same kinds.
 */
export const fieldChecks = {
  text: (max: number) => requiredText(max),
  optional: (max: number) =>
    z
      .string({ error: "invalid" })
      .trim()
      .max(max, { error: "tooLong" })
      .refine(isSingleLineText, { error: "invalid" })
      .transform((value) => value || null)
      .nullish(),
  email: (max: number) => requiredText(max).pipe(z.email({ error: "email" })),
  phone: (max: number) =>
    z
      .string({ error: "phone" })
      .trim()
      .max(max, { error: "tooLong" })
      .refine(isSingleLineText, { error: "invalid" })
      .refine((value) => value === "" || /^\+?[0-9 ()./-]{6,}$/.test(value), { error: "phone" })
      .transform((value) => value || null)
      .nullish(),
  message: (max: number) => requiredText(max, true),
} satisfies Record<ContactFieldKind, (max: number) => z.ZodType>;

type FieldSchemas = {
  [Field in ContactFieldSpec as Field["name"]]: ReturnType<(typeof fieldChecks)[Field["kind"]]>;
};

/**
 * The contact form's one schema, used by the browser, the form action and the API, made from the
 * fields' table. It does not import the table of requests (drizzle-orm would follow it into the
 * browser: 97 KB gzip); that every field is a column taking its type is checked where requests
 * are stored (app/admin/leads/leads.server.ts).
 */
export const contactSchema = z
  .object({
    ...(Object.fromEntries(
      contactFields.map((field) => [field.name, fieldChecks[field.kind](field.max)]),
    ) as FieldSchemas),
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
