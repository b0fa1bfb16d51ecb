/**
 * Company identity: the one place for the facts shown in the header, footer, contact page,
 * legal notice and structured data. Replace these values with the company's registered data.
 */
export const company = {
  name: "Procelia Engineering",
  shortName: "Procelia",
  legalName: "Procelia Engineering SRL",
  legalForm: { fr: "Société à responsabilité limitée (SRL)", en: "Private limited company (SRL)" },
  enterpriseNumber: "BE 0767.412.358",
  vatNumber: "BE0767412358",
  registeredOffice: {
    street: "Rue de la Terre à Briques 14",
    postalCode: "7522",
    city: "Tournai",
    country: { fr: "Belgique", en: "Belgium" },
    countryCode: "BE",
  },
  /** The contact block shows the country only, as the specification asks. */
  phone: "+32 69 55 12 40",
  phoneHref: "tel:+3269551240",
  email: "contact@procelia.be",
  publisher: "Procelia Engineering SRL",
  hosting: {
    fr: "Hébergement sur des serveurs situés dans l'Union européenne",
    en: "Hosted on servers located in the European Union",
  },
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/procelia-engineering" },
    { network: "Facebook", href: "https://www.facebook.com/procelia.engineering" },
    { network: "YouTube", href: "https://www.youtube.com/@procelia-engineering" },
  ],
  serviceArea: ["BE", "FR"],
  openingHours: { days: "Mo-Fr", opens: "08:00", closes: "17:00" },
  copyrightYear: 2025,
} as const;
