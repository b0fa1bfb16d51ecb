/**
 * The social networks the company can give a profile for, in the order the footer lists them.
 * Apart from the settings' rules so that the back-office form can list them without zod.
 */
export const socialNetworks = [
  { key: "linkedin", name: "LinkedIn", domain: "linkedin.com" },
  { key: "facebook", name: "Facebook", domain: "facebook.com" },
  { key: "instagram", name: "Instagram", domain: "instagram.com" },
  { key: "youtube", name: "YouTube", domain: "youtube.com" },
  { key: "x", name: "X", domain: "x.com" },
] as const;
export type SocialNetwork = (typeof socialNetworks)[number]["key"];
