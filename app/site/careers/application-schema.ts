import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { fieldErrors } from "~/platform/text/field-errors";
import { fieldChecks } from "~/site/contact/contact-schema";
import { APPLICATION_LIMITS } from "./application-limits";

/** The application's text fields, of the contact form's kinds; the files are checked as they arrive. */
export const applicationSchema = z
  .object({
    name: fieldChecks.text(APPLICATION_LIMITS.name),
    email: fieldChecks.email(APPLICATION_LIMITS.email),
    phone: fieldChecks.phone(APPLICATION_LIMITS.phone),
    message: fieldChecks.message(APPLICATION_LIMITS.message),
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
