import { z } from "zod";
import { formatLongDate } from "~/platform/i18n/format";
import { inLanguage, type Lang, type StaffLang } from "~/platform/i18n/lang";
import { joinLineBreaks } from "~/platform/i18n/typography";
import { addDays, brusselsDate } from "../../../platform/text/brussels-time";
import type { CollectionScreen, ItemStatus } from "../collection-fields";
import {
  type CollectionDefinition,
  type CollectionItem,
  visibleItems,
} from "../collections.server";
import { itemText, type Localized, localizedText } from "./item-schema";

/**
 * The company's certifications (VCA, ISO 9001, EN ISO 3834...), shown as a trust band on the home
 * and safety pages. The last valid day (validUntil) and the certificate's file have their own
 * columns: a certificate is hidden from the midnight after its last valid day (Brussels), and the
 * administrators are e-mailed 30 days before (certificate-reminders.server.ts).
 */

export interface Certification extends Record<string, unknown> {
  /** "VCA**", "ISO 9001:2015": as the certificate writes it. */
  name: string;
  /** What it certifies, in a few words. */
  scope: Localized;
  /** Who issued it. */
  body: Localized;
  /** The certificate's number, as printed on it. */
  number: string;
  /** Its first valid day, "YYYY-MM-DD", or "" (or absent) when not given. */
  validFrom?: string;
}

/** The administrators are told this many days before the last valid day; "expires soon" too. */
export const EXPIRY_NOTICE_DAYS = 30;

/**
 * THESE ARE SAMPLE CERTIFICATES, as app/platform/content/company.ts is a sample identity: the numbers
 * follow its made-up 0123456 sequence and the issuing body is left unnamed. The server warns at
 * start in production while one of them is still shown (sampleCertificationsWarning).
 */
const samples: readonly { item: Certification; validUntil: string }[] = [
  {
    item: {
      name: "VCA**",
      scope: {
        fr: "Sécurité, santé et environnement sur chantier",
        en: "Safety, health and environment on site",
      },
      body: {
        fr: "Organisme de certification accrédité BELAC",
        en: "BELAC-accredited certification body",
      },
      number: "VCA 0123456",
    },
    validUntil: "2028-09-14",
  },
  {
    item: {
      name: "EN ISO 3834-2",
      scope: {
        fr: "Exigences de qualité complètes en soudage",
        en: "Comprehensive quality requirements for welding",
      },
      body: {
        fr: "Organisme de certification accrédité BELAC",
        en: "BELAC-accredited certification body",
      },
      number: "WLD 0123457",
    },
    validUntil: "2027-11-30",
  },
  {
    item: {
      name: "ISO 9001:2015",
      scope: { fr: "Système de management de la qualité", en: "Quality management system" },
      body: {
        fr: "Organisme de certification accrédité BELAC",
        en: "BELAC-accredited certification body",
      },
      number: "QMS 0123458",
    },
    validUntil: "2028-03-31",
  },
];

export const certifications: CollectionDefinition<Certification> = {
  name: "certifications",
  schema: z.object({
    name: itemText({ max: 40 }),
    scope: localizedText({ max: 80 }),
    body: localizedText({ max: 80 }),
    number: itemText({ max: 40 }),
    validFrom: z
      .string()
      .trim()
      .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, "date")
      .optional(),
  }),
  defaults: () => samples.map((sample) => sample.item),
  validUntilOfDefault: (_item, index) => samples[index]?.validUntil ?? null,
};

/** Shown on the site on that day: visible, and its last valid day not past (Brussels). */
export function isCurrent(
  item: Pick<CollectionItem<Certification>, "visible" | "validUntil" | "data">,
  today: string,
): boolean {
  const state = certificateState(item, today);
  return item.visible && (state === "valid" || state === "expiresSoon");
}

export type CertificateState = "upcoming" | "valid" | "expiresSoon" | "expired";

/** Where a certificate stands on a day (Brussels): its dates only, shown or hidden alike. */
export function certificateState(
  item: Pick<CollectionItem<Certification>, "validUntil" | "data">,
  today: string,
): CertificateState {
  const from = item.data.validFrom ?? "";
  if (from !== "" && from > today) return "upcoming";
  if (item.validUntil === null) return "valid";
  if (item.validUntil < today) return "expired";
  return item.validUntil <= addDays(today, EXPIRY_NOTICE_DAYS) ? "expiresSoon" : "valid";
}

const stateWords: Record<CertificateState, Record<StaffLang, string>> = {
  upcoming: { fr: "Pas encore valable", en: "Not yet valid" },
  valid: { fr: "Valable", en: "Valid" },
  expiresSoon: { fr: "Expire bientôt", en: "Expires soon" },
  expired: { fr: "Expiré", en: "Expired" },
};

/** The state, dates and presence on the site of a certificate, for the back office's list. */
export function certificateStatus(
  item: Pick<CollectionItem<Certification>, "visible" | "validUntil" | "data">,
  lang: StaffLang,
  today: string,
): ItemStatus {
  const state = certificateState(item, today);
  const from = item.data.validFrom ? formatLongDate(item.data.validFrom, lang) : "";
  const until = item.validUntil ? formatLongDate(item.validUntil, lang) : "";
  const parts =
    lang === "fr"
      ? [from && `valable à partir du ${from}`, until && `jusqu'au ${until}`]
      : [from && `valid from ${from}`, until && `until ${until}`];
  const period = parts.filter(Boolean).join(lang === "fr" ? ", " : " ");
  const onSite = item.visible && (state === "valid" || state === "expiresSoon");
  const where =
    state === "expired"
      ? { fr: "plus affiché sur le site", en: "no longer shown on the site" }
      : state === "upcoming"
        ? {
            fr: "affiché sur le site à partir de ce jour-là",
            en: "shown on the site from that day",
          }
        : onSite
          ? { fr: "affiché sur le site", en: "shown on the site" }
          : { fr: "masqué", en: "hidden" };
  const dates = period || (lang === "fr" ? "sans date de fin" : "no end date");
  return {
    tone: state === "valid" ? "ok" : state === "expiresSoon" ? "warning" : "off",
    label: stateWords[state][lang],
    detail: `${dates.charAt(0).toUpperCase()}${dates.slice(1)}${lang === "fr" ? "\u00a0;" : ";"} ${where[lang]}.`,
    onSite,
  };
}

/** The trust band's certificates on a day (today in Brussels unless told). */
export function currentCertifications(today = brusselsDate()): CollectionItem<Certification>[] {
  return visibleItems(certifications).filter((item) => isCurrent(item, today));
}

/** One production log line while the site still shows a sample certificate. */
export function sampleCertificationsWarning(): string | undefined {
  const numbers = new Set(samples.map((sample) => sample.item.number));
  const shown = currentCertifications().filter((item) => numbers.has(item.data.number));
  if (shown.length === 0) return undefined;
  const names = shown.map((item) => item.data.name).join(", ");
  return `[identity] still sample certifications on the site (${names}): replace or hide them in the back office (Content, Certifications).`;
}

const screen: CollectionScreen<Certification> = {
  slug: "certifications",
  title: { fr: "Certifications", en: "Certifications" },
  intro: {
    fr: "Les certificats affichés sur l'accueil et la page Sécurité. Un certificat disparaît du site à minuit après son dernier jour de validité, et les administrateurs reçoivent un e-mail 30\u00a0jours avant. Joignez le certificat (PDF ou photo) pour que les visiteurs puissent le télécharger.",
    en: "The certificates shown on the home and Safety pages. A certificate leaves the site at midnight after its last valid day, and the administrators receive an e-mail 30\u00a0days before. Attach the certificate (PDF or picture) so that visitors can download it.",
  },
  fields: [
    {
      name: "name",
      kind: "text",
      label: { fr: "Certification", en: "Certification" },
      hint: {
        fr: "Comme sur le certificat\u00a0: VCA**, ISO 9001:2015…",
        en: "As on the certificate: VCA**, ISO 9001:2015…",
      },
    },
    {
      name: "scope",
      kind: "localizedText",
      label: { fr: "Domaine", en: "Scope" },
      hint: {
        fr: "Ce qu'elle certifie, en quelques mots.",
        en: "What it certifies, in a few words.",
      },
    },
    {
      name: "body",
      kind: "localizedText",
      label: { fr: "Organisme certificateur", en: "Certification body" },
    },
    {
      name: "number",
      kind: "text",
      label: { fr: "Numéro du certificat", en: "Certificate number" },
    },
    {
      name: "validFrom",
      kind: "date",
      label: { fr: "Valable à partir du", en: "Valid from" },
      hint: {
        fr: "Facultatif. Le premier jour de validité\u00a0: le certificat apparaît sur le site ce jour-là.",
        en: "Optional. The first valid day: the certificate appears on the site that day.",
      },
    },
    {
      name: "validUntil",
      kind: "validUntil",
      label: { fr: "Valable jusqu'au", en: "Valid until" },
      hint: {
        fr: "Le dernier jour de validité\u00a0: le certificat quitte le site le lendemain à minuit.",
        en: "The last valid day: the certificate leaves the site at the following midnight.",
      },
      required: true,
    },
    {
      name: "document",
      kind: "document",
      label: { fr: "Certificat (PDF ou photo)", en: "Certificate (PDF or picture)" },
      hint: {
        fr: "Facultatif. Les visiteurs peuvent le télécharger tant que le certificat est affiché.",
        en: "Optional. Visitors can download it while the certificate is shown.",
      },
    },
  ],
  itemTitle: (item) => item.name,
  itemStatus: certificateStatus,
};

/** Its entry in the back office\'s registry (collection-registry.server.ts). */
export const certificationsCollection = {
  definition: certifications,
  screen,
};

/** Where a certificate's file is downloaded (app/site/routes/files/certificate.ts). */
export const certificateFilePath = (ref: string) => `/certificats/${ref}`;

/** The trust band's tiles in a page's language, on a day (today in Brussels unless told). */
export function trustBand(lang: Lang, today = brusselsDate()) {
  return currentCertifications(today).map(({ ref, data, validUntil, document }) => ({
    ref,
    name: joinLineBreaks(data.name),
    scope: joinLineBreaks(inLanguage(data.scope, lang)),
    body: joinLineBreaks(inLanguage(data.body, lang)),
    number: joinLineBreaks(data.number),
    validUntil: validUntil === null ? null : formatLongDate(validUntil, lang),
    href: document ? certificateFilePath(ref) : null,
  }));
}

export type TrustBandItem = ReturnType<typeof trustBand>[number];
