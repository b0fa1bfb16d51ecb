import { z } from "zod";
import type { Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import type { PageId } from "~/platform/navigation/page-table";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/platform/text/slug";
import type { CollectionField } from "../collection-fields";
import { itemText, localizedText, localizedWords } from "./item-schema";
import { SAMPLE_SLUGS } from "./reference-sample-slugs";

/**
 * What a project of the list has besides its card: the fields of its reference page
 * (docs/decisions/043). Every one has a default, so an item stored before they existed still
 * reads; its page then shows what it has.
 */

/** The service pages a reference can name: their pages list it, the list filters by them. */
export const REFERENCE_SERVICES = [
  "automation",
  "piping",
  "foodBeverage",
  "pharma",
  "brewery",
  "meura",
  "safety",
  "waterClean",
  "waterWaste",
] as const satisfies readonly PageId[];
export type ReferenceService = (typeof REFERENCE_SERVICES)[number];

/** A slug, or empty: the page's address is then made from the title. */
const slugText = z
  .string()
  .trim()
  .max(MAX_SLUG_LENGTH, { message: "tooLong" })
  .refine((value) => value === "" || SLUG_PATTERN.test(value), { message: "slug" });

/** A fact of the "results in figures" block: "label | value", one per line. */
const FACT = /^[^|]{1,80}\|[^|]{1,60}$/;
const factLines = z
  .array(itemText({ max: 150 }).refine((line) => FACT.test(line), { message: "fact" }))
  .max(12, { message: "tooLong" });

const both = <T extends z.ZodType>(schema: T) => z.object({ fr: schema, en: schema });
const none = { fr: "", en: "" };
const noWords = { fr: [] as string[], en: [] as string[] };

export const referenceSchema = {
  slug: both(slugText).default(none),
  challenge: localizedText({ max: 1500, multiline: true, required: false }).default(none),
  scope: localizedWords({ max: 160, most: 15 }).default(noWords),
  facts: both(factLines).default(noWords),
  gallery: z.array(z.number().int().positive()).max(12, { message: "tooLong" }).default([]),
  quote: localizedText({ max: 600, multiline: true, required: false }).default(none),
  quoteRole: localizedText({ max: 120, required: false }).default(none),
  referenceServices: z.array(z.enum(REFERENCE_SERVICES)).max(9).default([]),
};

/** A fact line as the page shows it; none when it has no " | ". */
export function splitFact(line: string): { label: string; value: string } | undefined {
  const at = line.indexOf("|");
  if (at < 0) return undefined;
  const label = line.slice(0, at).trim();
  const value = line.slice(at + 1).trim();
  return label && value ? { label, value } : undefined;
}

/** The sample references' services, in the list's order: page ids, not texts. */
const SAMPLE_SERVICES: readonly (readonly ReferenceService[])[] = [
  ["piping", "foodBeverage", "automation"],
  ["pharma", "automation"],
  ["brewery", "piping", "automation"],
  ["foodBeverage", "safety", "automation"],
  ["pharma", "waterClean", "piping"],
  ["foodBeverage", "waterWaste", "automation"],
];

/** The first-start details of the list's project at `index`, from the reference dictionary. */
export function sampleDetails(index: number) {
  const fr = defaultMessages("fr", "reference").samples[index];
  const en = defaultMessages("en", "reference").samples[index];
  const nl = defaultMessages("nl", "reference").samples[index];
  if (!fr || !en || !nl) {
    return {
      slug: none,
      challenge: none,
      scope: noWords,
      facts: noWords,
      gallery: [],
      quote: none,
      quoteRole: none,
      referenceServices: [],
    };
  }
  return {
    slug: SAMPLE_SLUGS[index] ?? none,
    challenge: { fr: fr.challenge, en: en.challenge, nl: nl.challenge },
    scope: { fr: [...fr.scope], en: [...en.scope], nl: [...nl.scope] },
    facts: { fr: [...fr.facts], en: [...en.facts], nl: [...nl.facts] },
    gallery: [],
    quote: { fr: fr.quote, en: en.quote, nl: nl.quote },
    quoteRole: { fr: fr.quoteRole, en: en.quoteRole, nl: nl.quoteRole },
    referenceServices: [...(SAMPLE_SERVICES[index] ?? [])],
  };
}

const label = (fr: string, en: string) => ({ fr, en });

/** The page's ids as the "services" boxes and the public pages show them: the header's words. */
const serviceLabels: Record<ReferenceService, Record<Lang, string>> = {
  automation: { fr: "Automation", en: "Automation", nl: "Automatisering" },
  piping: { fr: "Tuyauterie industrielle", en: "Industrial piping", nl: "Industrieel leidingwerk" },
  foodBeverage: {
    fr: "Process food & beverage",
    en: "Food & beverage process",
    nl: "Proces voeding en dranken",
  },
  pharma: { fr: "Process pharma", en: "Pharma process", nl: "Farmaceutisch proces" },
  brewery: { fr: "Brasserie", en: "Brewery", nl: "Brouwerij" },
  meura: { fr: "Meura", en: "Meura", nl: "Meura" },
  safety: {
    fr: "Sécurité machines et ATEX",
    en: "Machine safety and ATEX",
    nl: "Machineveiligheid en ATEX",
  },
  waterClean: { fr: "Eau de process", en: "Process water", nl: "Proceswater" },
  waterWaste: { fr: "Eaux usées", en: "Wastewater", nl: "Afvalwater" },
};

export const serviceLabel = (id: ReferenceService, lang: Lang) => serviceLabels[id][lang];

export const referenceFields: CollectionField[] = [
  {
    name: "slug",
    kind: "localizedText",
    label: label("Adresse de la page (slug)", "Page address (slug)"),
    hint: label(
      "Minuscules, chiffres et tirets, p. ex. « salle-de-brassage-ath ». Vide : faite à partir du titre.",
      "Lower case, digits and hyphens, e.g. “brewhouse-ath”. Empty: made from the title.",
    ),
  },
  {
    name: "challenge",
    kind: "localizedLongText",
    label: label("Le besoin du client", "The client's need"),
  },
  {
    name: "scope",
    kind: "localizedTags",
    label: label("Ce que nous avons fait", "What we did"),
    hint: label("Une tâche par ligne.", "One task per line."),
  },
  {
    name: "facts",
    kind: "localizedTags",
    label: label("Résultats en chiffres", "Results in figures"),
    hint: label(
      "Un chiffre par ligne : libellé | valeur, p. ex. « Capacité de brassage | 120 hl/brassin ».",
      "One figure per line: label | value, e.g. “Brewing capacity | 120 hl/brew”.",
    ),
  },
  {
    name: "gallery",
    kind: "pictures",
    label: label("Galerie de photos", "Photo gallery"),
    hint: label(
      "Jusqu'à 12 images de la bibliothèque, montrées dans l'ordre de la bibliothèque.",
      "Up to 12 pictures of the library, shown in the library's order.",
    ),
  },
  {
    name: "quote",
    kind: "localizedLongText",
    label: label("Citation du client", "The client's quote"),
  },
  {
    name: "quoteRole",
    kind: "localizedText",
    label: label("Fonction de la personne citée", "Role of the person quoted"),
    hint: label(
      "Sa fonction et son type d'entreprise, p. ex. « Responsable qualité, laiterie ».",
      "Their role and kind of company, e.g. “Quality manager, dairy”.",
    ),
  },
  {
    name: "referenceServices",
    kind: "choices",
    label: label("Métiers concernés", "Trades involved"),
    hint: label(
      "Leur page liste cette réalisation ; la liste des réalisations filtre par eux.",
      "Their page lists this project; the projects list filters by them.",
    ),
    options: REFERENCE_SERVICES.map((id) => ({ value: id, label: serviceLabels[id] })),
  },
];
