/**
 * The company's identity, in one place: every page, dictionary, article ({{company}}, {{city}}),
 * e-mail and default setting takes the name, legal form, numbers, address, phone, e-mail and
 * domain from here. docs/make-it-yours.md lists what to change.
 *
 * THESE ARE SAMPLE VALUES. The enterprise number 0123.456.749 is a made-up sequence that merely
 * passes the Belgian check digits, the domain is reserved for examples (RFC 2606, so no e-mail
 * can reach a stranger), and the server warns at start in production while either is still
 * here (app/platform/content/company-checks.ts). Replace every value with the registered data.
 */
export const company = {
  name: "Procelia Engineering",
  /** The name in running text ("Pourquoi Procelia", "serviced by Procelia") and the logo. */
  shortName: "Procelia",
  legalName: "Procelia Engineering SRL",
  legalForm: {
    fr: "Société à responsabilité limitée (SRL)",
    en: "Private limited company (SRL)",
    nl: "Besloten vennootschap (BV)",
  },
  /** Crossroads Bank for Enterprises number: 10 digits, the last two = 97 - (first 8 mod 97). */
  enterpriseNumber: "BE 0123.456.749",
  /** Belgian VAT number: BE followed by the enterprise number's 10 digits. */
  vatNumber: "BE0123456749",
  /** Web and e-mail domain: the default of PUBLIC_SITE_URL is https://www.<domain>. */
  domain: "procelia.example",
  email: "contact@procelia.example",
  phone: "+32 69 55 12 40",
  phoneHref: "tel:+3269551240",
  address: {
    street: "Rue de la Terre à Briques 14",
    postalCode: "7522",
    city: "Tournai",
    country: { fr: "Belgique", en: "Belgium", nl: "België" },
    countryCode: "BE",
  },
  hosting: {
    fr: "Hébergement sur des serveurs situés dans l'Union européenne",
    en: "Hosted on servers located in the European Union",
    nl: "Gehost op servers in de Europese Unie",
  },
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/procelia-engineering" },
    { network: "Facebook", href: "https://www.facebook.com/procelia.engineering" },
    { network: "YouTube", href: "https://www.youtube.com/@procelia-engineering" },
  ],
  copyrightYear: 2025,
  /** Where the team works: times in the back office, its exports and e-mails are in this zone. */
  timeZone: "Europe/Brussels",
} as const;

export type CompanyIdentity = typeof company;
