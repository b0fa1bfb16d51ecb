/**
 * Registered identity of the company, shown on the legal notice, the privacy policy and the contact
 * page (kept apart from company.ts so the pages that do not show it do not download it).
 * Replace these values with the company's registered data.
 */
export const legalIdentity = {
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
  publisher: "Procelia Engineering SRL",
  hosting: {
    fr: "Hébergement sur des serveurs situés dans l'Union européenne",
    en: "Hosted on servers located in the European Union",
  },
} as const;
