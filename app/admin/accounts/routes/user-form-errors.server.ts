import type { MemberFormErrors } from "~/admin/accounts/team-form.server";
import type { messages } from "~/platform/i18n/messages.server";

/** Each refused field's sentence, in the page's language. */
export function formErrors(
  errors: MemberFormErrors,
  t: ReturnType<typeof messages<"adminUsers">>,
): Partial<Record<keyof MemberFormErrors, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      code === "taken"
        ? field === "email"
          ? t.errors.emailTaken
          : t.errors.usernameTaken
        : t.errors[code ?? "required"],
    ]),
  );
}
