/** Upper bounds per contact field: generous for real requests, small enough to refuse abuse. */
export const CONTACT_LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

export const CONTACT_FIELDS = ["name", "company", "email", "phone", "message"] as const;
export type ContactFormField = (typeof CONTACT_FIELDS)[number];

/** Error codes, turned into localized texts by the form and returned as-is by the API. */
export type ContactErrorCode = "required" | "tooLong" | "email" | "phone" | "language" | "invalid";

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "website";

/** The proof-of-work solution the form's script adds (app/site/contact/challenge.server.ts). */
export const CHALLENGE_FIELD = "altcha";

/** Where the visitor came from: the page of the call to action, the outside site (host). */
export const SOURCE_FIELDS = ["from", "ref"] as const;
