/**
 * Company identity shown on every page (header, footer, contact); the registered details are in
 * legal-identity.ts. Replace these values with the company's own.
 */
export const company = {
  name: "Procelia Engineering",
  shortName: "Procelia",
  legalName: "Procelia Engineering SRL",
  phone: "+32 69 55 12 40",
  phoneHref: "tel:+3269551240",
  email: "contact@procelia.be",
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/procelia-engineering" },
    { network: "Facebook", href: "https://www.facebook.com/procelia.engineering" },
    { network: "YouTube", href: "https://www.youtube.com/@procelia-engineering" },
  ],
  copyrightYear: 2025,
} as const;
