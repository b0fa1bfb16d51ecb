import { z } from "zod";
import { byLanguage, inLanguage, type Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { joinLineBreaks } from "~/platform/i18n/typography";
import type { CollectionScreen } from "../collection-fields";
import { type CollectionDefinition, visibleItems } from "../collections.server";
import { eachLanguage, type Localized, localizedText } from "./item-schema";

/** Clients' testimonials: the projects page shows the first visible one, none if all are hidden. */

export interface Testimonial extends Record<string, unknown> {
  quote: Localized;
  role: Localized;
  company: Localized;
}

export const testimonials: CollectionDefinition<Testimonial> = {
  name: "testimonials",
  schema: z.object({
    quote: localizedText({ max: 600, multiline: true }),
    role: localizedText({ max: 80 }),
    company: localizedText({ max: 100 }),
  }),
  defaults: () => {
    const texts = byLanguage((lang) => defaultMessages(lang, "projects").testimonial);
    return [
      {
        quote: eachLanguage(texts, (text) => text.quote),
        role: eachLanguage(texts, (text) => text.role),
        company: eachLanguage(texts, (text) => text.company),
      },
    ];
  },
};

const screen: CollectionScreen<Testimonial> = {
  slug: "testimonials",
  title: { fr: "Témoignages", en: "Testimonials" },
  intro: {
    fr: "La page Réalisations montre le premier témoignage visible de la liste. Demandez l'accord du client avant de publier ses mots\u00a0; le nom de la personne n'apparaît pas, seulement sa fonction.",
    en: "The Projects page shows the first visible testimonial of the list. Ask the client's consent before publishing their words; the person's name is not shown, only their role.",
  },
  fields: [
    {
      name: "quote",
      kind: "localizedLongText",
      label: { fr: "Citation", en: "Quote" },
      hint: {
        fr: "Avec les guillemets\u00a0: «\u00a0…\u00a0» en français, “…” en anglais.",
        en: "With the quotation marks: « … » in French, “…” in English.",
      },
    },
    {
      name: "role",
      kind: "localizedText",
      label: { fr: "Fonction", en: "Role" },
    },
    {
      name: "company",
      kind: "localizedText",
      label: { fr: "Entreprise", en: "Company" },
      hint: {
        fr: "Son nom, ou une description si le client préfère rester anonyme.",
        en: "Its name, or a description if the client prefers to stay anonymous.",
      },
    },
  ],
  itemTitle: (item, lang) => `${item.role[lang]}, ${item.company[lang]}`,
};

/** Its entry in the back office\'s registry (collection-registry.server.ts). */
export const testimonialsCollection = {
  definition: testimonials,
  screen,
};

/** The testimonial the projects page shows, in its language: the first visible one, or none. */
export function shownTestimonial(lang: Lang) {
  const first = visibleItems(testimonials)[0]?.data;
  if (!first) return null;
  return {
    quote: joinLineBreaks(inLanguage(first.quote, lang)),
    role: joinLineBreaks(inLanguage(first.role, lang)),
    company: joinLineBreaks(inLanguage(first.company, lang)),
  };
}
