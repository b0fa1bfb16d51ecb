import { z } from "zod";
import { ROLES } from "~/platform/database/roles";
import { languages } from "~/platform/i18n/lang";
import { usernameSchema } from "./password.server";
import type { MemberFields } from "./team.server";

/** The fields of the invitation and account forms, as typed (given back with a refusal). */
export interface MemberForm {
  displayName: string;
  email: string;
  username: string;
  role: string;
  language: string;
}

export type MemberFormError = "required" | "tooLong" | "email" | "username" | "taken";
export type MemberFormErrors = Partial<Record<keyof MemberForm, MemberFormError>>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" })
    // No control characters: the name goes into e-mails and the activity log.
    .refine((value) => !/\p{Cc}/u.test(value), { error: "required" });

const fieldSchemas = {
  displayName: text(100),
  email: text(254).pipe(z.email({ error: "email" })),
  role: z.enum(ROLES, { error: "required" }),
  language: z.enum(languages, { error: "required" }),
};

import { usernameFromEmail } from "./username-from-email";

export { usernameFromEmail };

/** The posted fields, and the member they describe or each field's error. */
export function parseMemberForm(
  read: (name: string) => string,
  /** An invitation names the account and needs an address; an edit may leave the address empty. */
  invitation: boolean,
):
  | { ok: true; form: MemberForm; fields: MemberFields; username: string }
  | { ok: false; form: MemberForm; errors: MemberFormErrors } {
  const form: MemberForm = {
    displayName: read("displayName"),
    email: read("email"),
    username: read("username"),
    role: read("role"),
    language: read("language"),
  };
  const errors: MemberFormErrors = {};
  const value = <K extends keyof typeof fieldSchemas>(key: K) => {
    const parsed = fieldSchemas[key].safeParse(form[key]);
    if (parsed.success) return parsed.data as z.infer<(typeof fieldSchemas)[K]>;
    const code = parsed.error.issues[0]?.message;
    errors[key] = code === "tooLong" || code === "email" ? code : "required";
    return undefined;
  };
  const displayName = value("displayName");
  const emailOptional = !invitation && form.email.trim() === "";
  const email = emailOptional ? null : value("email");
  const role = value("role");
  const language = value("language");
  let username = "";
  if (invitation) {
    // Left empty, it is taken from the e-mail address (the page's script suggests it as typed).
    const wanted = form.username.trim() || (email ? usernameFromEmail(email) : "");
    const parsed = usernameSchema.safeParse(wanted);
    if (parsed.success) username = parsed.data;
    else if (email || form.username.trim()) errors.username = "username";
    else errors.username = "required";
    if (!form.username.trim() && parsed.success) form.username = username;
  }
  if (!displayName || email === undefined || !role || !language || Object.keys(errors).length > 0) {
    return { ok: false, form, errors };
  }
  return { ok: true, form, username, fields: { displayName, email, role, language } };
}
