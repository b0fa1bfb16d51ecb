import type { z } from "zod";
import { memberFields } from "./member-form-schema";
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

const { displayName, email, role, language } = memberFields;
const fieldSchemas = { displayName, email, role, language };

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
