import type { z } from "zod";

/**
 * A refused form's first error code per field, as the forms show them beside each field: the
 * schemas' messages are the codes (`required`, `tooLong`...), translated by the page.
 */
export function fieldErrors<Field extends string, Code extends string = string>(
  error: z.ZodError,
): Partial<Record<Field, Code>> {
  const errors: Partial<Record<Field, Code>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) {
      errors[field as Field] = issue.message as Code;
    }
  }
  return errors;
}
