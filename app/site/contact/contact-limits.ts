/**
 * What a field of the contact form holds, which gives its check (contact-schema.ts), its input in
 * the form, and how the back office shows it: a required line of text, an optional one, an
 * address (a link in the back office), a phone number (optional, a link to call), the message
 * (several lines, shown after the others).
 */
export type ContactFieldKind = "text" | "optional" | "email" | "phone" | "message";

/**
 * The contact form's fields, in the form's order: the one table that the schema, the form, the
 * lead page, the CSV export and the company's e-mail read. A new field is an entry here, its
 * column (app/platform/database/schema.ts, checked against the schema in
 * app/admin/leads/leads.server.ts) and its label in the form's and the back office's
 * dictionaries. Bounds: generous for real requests, small enough to refuse abuse.
 */
export const contactFields = [
  { name: "name", kind: "text", max: 100, autoComplete: "name" },
  { name: "company", kind: "text", max: 150, autoComplete: "organization" },
  { name: "email", kind: "email", max: 254, autoComplete: "email" },
  { name: "phone", kind: "phone", max: 40, autoComplete: "tel" },
  { name: "message", kind: "message", max: 5000 },
] as const satisfies readonly {
  name: string;
  kind: ContactFieldKind;
  max: number;
  autoComplete?: string;
}[];

export type ContactFieldSpec = (typeof contactFields)[number];
export type ContactFormField = ContactFieldSpec["name"];

/** The fields' names, in the form's order. */
export const CONTACT_FIELDS = contactFields.map((field) => field.name);

/** Upper bounds per contact field. */
export const CONTACT_LIMITS = Object.fromEntries(
  contactFields.map((field) => [field.name, field.max]),
) as { readonly [Field in ContactFieldSpec as Field["name"]]: Field["max"] };

/** Whether the visitor must fill the field. */
export const isRequired = (kind: ContactFieldKind) => kind !== "optional" && kind !== "phone";

/** Error codes, turned into localized texts by the form and returned as-is by the API. */
export type ContactErrorCode = "required" | "tooLong" | "email" | "phone" | "language" | "invalid";

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "website";

/** The proof-of-work solution the form's script adds (app/site/contact/challenge.server.ts). */
export const CHALLENGE_FIELD = "altcha";

/** Where the visitor came from: the page of the call to action, the outside site (host). */
export const SOURCE_FIELDS = ["from", "ref"] as const;
