import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { fieldErrors } from "~/platform/text/field-errors";
import { isMultiLineText, isSingleLineText } from "~/platform/text/text-rules";
import { APPLICATION_LIMITS } from "./application-limits";

const requiredText = (max: number, multiLine = false) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    .refine(multiLine ? isMultiLineText : isSingleLineText, { error: "invalid" });

/** The application's text fields; the files are checked as they arrive. */
export const applicationSchema = z
  .object({
    name: requiredText(APPLICATION_LIMITS.name),
    email: requiredText(APPLICATION_LIMITS.email).pipe(z.email({ error: "email" })),
    phone: z
      .string({ error: "phone" })
      .trim()
      .max(APPLICATION_LIMITS.phone, { error: "tooLong" })
      .refine(isSingleLineText, { error: "invalid" })
      .refine((value) => value === "" || /^\+?[0-9 ()./-]{6,}$/.test(value), { error: "phone" })
      .transform((value) => value || null)
      .nullish(),
    message: requiredText(APPLICATION_LIMITS.message, true),
    // A checkbox: "on" when ticked, absent otherwise.
    consent: z.literal("on", { error: "consent" }),
    language: z.enum(languages, { error: "invalid" }).default("fr"),
  })
  .strip();

export type ApplicationValues = z.output<typeof applicationSchema>;
export type ApplicationField = "name" | "email" | "phone" | "message" | "consent";
export type ApplicationErrorCode =
  | "required"
  | "tooLong"
  | "email"
  | "phone"
  | "invalid"
  | "consent";
export type ApplicationFieldErrors = Partial<Record<ApplicationField, ApplicationErrorCode>>;

export function applicationFieldErrors(error: z.ZodError): ApplicationFieldErrors {
  return fieldErrors<ApplicationField, ApplicationErrorCode>(error);
}
