import { z } from "zod";
import {
  byLanguage,
  type Lang,
  languages,
  type OptionalLang,
  optionalLanguages,
  staffLanguages,
} from "~/platform/i18n/lang";
import {
  type DayHours,
  formatOpeningHours,
  type OpeningHours,
  weekdays,
} from "~/platform/i18n/opening-hours";
import {
  formatEnterpriseNumber,
  normalizeEnterpriseNumber,
  vatNumberOf,
} from "../text/enterprise-number";
import { type SocialNetwork, socialNetworks } from "../text/social-networks";
import { requiredBlock, requiredLine } from "../text/text-fields";

/** A setting's text in every language: the settings have a field per language. */
export type Localized = Record<Lang, string>;

/**
 * The site settings the back office edits (docs/decisions/024), one schema per field: a field is
 * what the form shows as one control (a day's hours as one), what the history records and what
 * "restore" puts back. The schemas' messages are the error codes the form translates.
 */

const line = (max: number) => requiredLine(max, "badCharacter");

const phone = z
  .string()
  .trim()
  .max(30, "tooLong")
  // International form, so that the tap-to-call link works from abroad too.
  .regex(/^\+\d[\d ./()-]*$/, "phone")
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 8 && digits <= 15;
  }, "phone");

const EMAIL = /^[^\s@<>()",;]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
const email = z.string().trim().toLowerCase().max(254, "tooLong").regex(EMAIL, "email");

/** "HH:MM", or empty (a closed day's time may stay blank). */
const time = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, "time");

const day = z.object({ open: z.boolean(), from: time, to: time }).superRefine((value, context) => {
  if (!value.open) return;
  if (value.from === "" || value.to === "") {
    context.addIssue({ code: "custom", message: "hoursMissing" });
  } else if (value.from >= value.to) {
    context.addIssue({ code: "custom", message: "hoursOrder" });
  }
});

/** A profile address on the network's own site, https only, or nothing. */
const social = (domain: string) =>
  z
    .string()
    .trim()
    .max(300, "tooLong")
    .refine((value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        const host = url.hostname.toLowerCase();
        return (
          url.protocol === "https:" &&
          !url.username &&
          !url.password &&
          (host === domain || host.endsWith(`.${domain}`))
        );
      } catch {
        return false;
      }
    }, "social");

const enterpriseNumber = z
  .string()
  .trim()
  .max(30, "enterpriseNumber")
  .transform((value, context) => {
    const digits = normalizeEnterpriseNumber(value);
    if (digits) return digits;
    context.addIssue({ code: "custom", message: "enterpriseNumber" });
    return z.NEVER;
  });

/** The words an acknowledgement's text may hold in braces, filled in when it is sent. */
export const ackPlaceholders = ["company", "reference", "hours", "phone", "email"] as const;
const knownPlaceholders = (value: string) =>
  [...value.matchAll(/\{([^{}]*)\}/g)].every(([, name]) =>
    (ackPlaceholders as readonly string[]).includes(name ?? ""),
  );

/** The acknowledgement to a visitor: our text only, with the placeholders above. */
const ackSubject = line(200).refine(knownPlaceholders, "placeholder");
const ackBody = requiredBlock(4000, "badCharacter").refine(knownPlaceholders, "placeholder");

/** Where the reminder of an unopened request goes; empty: to the team's address (MAIL_TO). */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "tooLong")
  .refine((value) => value === "" || EMAIL.test(value), "email");

/** How long a request is kept after its last change, in months (the privacy policy says it). */
export const retentionChoices = [6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;
const retentionMonths = z
  .string()
  .trim()
  .refine((value) => (retentionChoices as readonly number[]).includes(Number(value)), "retention")
  .transform((value) => String(Number(value)));

/** The language of the e-mails to the company (a new request), whatever the request's own. */
const mailLanguage = z.enum(staffLanguages, { error: "mailLanguage" });

/** A ticked box: "on", or "" when not ticked. */
const languageSwitch = z.enum(["on", ""]).catch("");

const hoursFields = Object.fromEntries(weekdays.map((name) => [`hours.${name}`, day])) as {
  [Day in (typeof weekdays)[number] as `hours.${Day}`]: typeof day;
};
const socialFields = Object.fromEntries(
  socialNetworks.map((network) => [`social.${network.key}`, social(network.domain)]),
) as { [Network in SocialNetwork as `social.${Network}`]: ReturnType<typeof social> };

export const settingsFieldSchemas = {
  phone,
  email,
  "address.street": line(120),
  "address.postalCode": z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, "postalCode"),
  "address.city": line(80),
  "address.countryFr": line(60),
  "address.countryEn": line(60),
  "address.countryNl": line(60),
  ...hoursFields,
  "serviceArea.fr": line(300),
  "serviceArea.en": line(300),
  "serviceArea.nl": line(300),
  ...socialFields,
  "legal.name": line(120),
  "legal.formFr": line(120),
  "legal.formEn": line(120),
  "legal.formNl": line(120),
  "legal.enterpriseNumber": enterpriseNumber,
  "ack.subjectFr": ackSubject,
  "ack.subjectEn": ackSubject,
  "ack.bodyFr": ackBody,
  "ack.bodyEn": ackBody,
  "ack.subjectNl": ackSubject,
  "ack.bodyNl": ackBody,
  // An optional language's pages: "on" when the company switched them on (a ticked box).
  "languages.nl": languageSwitch,
  "leads.backupEmail": optionalEmail,
  "leads.retentionMonths": retentionMonths,
  "leads.mailLanguage": mailLanguage,
  // Recruitment: where applications are e-mailed (empty: MAIL_TO) and how long they are kept.
  "careers.recruitmentEmail": optionalEmail,
  "careers.retentionMonths": retentionMonths,
};

export type SettingsField = keyof typeof settingsFieldSchemas;
export const settingsFields = Object.keys(settingsFieldSchemas) as SettingsField[];
export const settingsSchema = z.strictObject(settingsFieldSchemas);
/** Every field's value, as stored. */
export type SettingsValues = z.output<typeof settingsSchema>;
/** What the form posts, before validation. */
export type SettingsInput = z.input<typeof settingsSchema>;

export function isSettingsField(key: string): key is SettingsField {
  return Object.hasOwn(settingsFieldSchemas, key);
}

/** The stored fields that are still valid, the default for each other one (a new or renamed field). */
export function mergeWithDefaults(stored: unknown, defaults: SettingsValues): SettingsValues {
  const record = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...defaults };
  for (const field of settingsFields) {
    const parsed = settingsFieldSchemas[field].safeParse(record[field]);
    if (parsed.success) merged[field] = parsed.data;
  }
  return merged as SettingsValues;
}

/** Whether two values are the same (objects built in the same key order, as the schemas give them). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a stored value (jsonb, whose keys PostgreSQL reorders) is the field's current value:
 * both are read through the field's schema first.
 */
export function sameFieldValue(field: SettingsField, stored: unknown, current: unknown): boolean {
  const parsed = settingsFieldSchemas[field].safeParse(stored);
  return parsed.success && sameValue(parsed.data, current);
}

/** The settings as every page reads them. */
export interface SiteSettings {
  /** Incremented by every save; 0 while the defaults of app/platform/content/company.ts apply. */
  version: number;
  phone: string;
  /** "tel:+3269123456" */
  phoneHref: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: Localized };
  hours: OpeningHours;
  /** The hours written out, as a sentence starts ("Du lundi au vendredi, de 8 h à 17 h"). */
  openingHours: Localized;
  serviceArea: Localized;
  /** The networks that have a profile, in the footer's order. */
  social: { network: string; href: string }[];
  legal: {
    name: string;
    form: Localized;
    /** "0456.789.034" */
    enterpriseNumber: string;
    /** "BE 0456.789.034" */
    vatNumber: string;
    /** "BE0456789034", for structured data. */
    vatId: string;
  };
  /** How long requests are kept after the last exchange: "3\u00a0ans" / "3 years". */
  retention: Localized;
  /** How long job applications are kept after their last change. */
  applicationRetention: Localized;
  /** The languages the public site is in: those always on, and the optional ones switched on. */
  languagesOn: Lang[];
}

export function siteSettingsView(values: SettingsValues, version: number): SiteSettings {
  const hours = Object.fromEntries(
    weekdays.map((name) => [name, values[`hours.${name}`]]),
  ) as Record<(typeof weekdays)[number], DayHours>;
  const digits = values["legal.enterpriseNumber"];
  const vat = vatNumberOf(digits);
  const hoursIn = (lang: Lang) => formatOpeningHours(hours, lang);
  return {
    version,
    phone: values.phone,
    phoneHref: `tel:${values.phone.replace(/[^\d+]/g, "")}`,
    email: values.email,
    address: {
      street: values["address.street"],
      postalCode: values["address.postalCode"],
      city: values["address.city"],
      country: {
        fr: values["address.countryFr"],
        en: values["address.countryEn"],
        nl: values["address.countryNl"],
      },
    },
    hours,
    openingHours: byLanguage(hoursIn),
    serviceArea: {
      fr: values["serviceArea.fr"],
      en: values["serviceArea.en"],
      nl: values["serviceArea.nl"],
    },
    social: socialNetworks
      .map((network) => ({ network: network.name, href: values[`social.${network.key}`] }))
      .filter((link) => link.href !== ""),
    legal: {
      name: values["legal.name"],
      form: { fr: values["legal.formFr"], en: values["legal.formEn"], nl: values["legal.formNl"] },
      enterpriseNumber: formatEnterpriseNumber(digits),
      vatNumber: vat.display,
      vatId: vat.compact,
    },
    retention: byLanguage((lang) => formatRetention(Number(values["leads.retentionMonths"]), lang)),
    applicationRetention: byLanguage((lang) =>
      formatRetention(Number(values["careers.retentionMonths"]), lang),
    ),
    languagesOn: languages.filter(
      (lang) => !isOptional(lang) || values[`languages.${lang}`] === "on",
    ),
  };
}

const isOptional = (lang: Lang): lang is OptionalLang => optionalLanguages.includes(lang);

/** A retention period in words: whole years as years ("3 ans"), else months ("18 mois"). */
export function formatRetention(months: number, lang: Lang): string {
  const years = months / 12;
  if (Number.isInteger(years)) {
    if (lang === "en") return `${years} ${years === 1 ? "year" : "years"}`;
    if (lang === "nl") return `${years}\u00a0jaar`;
    return `${years}\u00a0${years === 1 ? "an" : "ans"}`;
  }
  if (lang === "nl") return `${months}\u00a0maanden`;
  return lang === "en" ? `${months} months` : `${months}\u00a0mois`;
}
