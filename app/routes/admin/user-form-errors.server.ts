import type { messages } from "~/i18n/messages.server";
import type { MemberFormErrors } from "~/services/auth/team-form.server";

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
