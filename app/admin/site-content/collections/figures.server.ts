import { z } from "zod";
import { inLanguage, type Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { joinLineBreaks } from "~/platform/i18n/typography";
import type { CollectionScreen } from "../collection-fields";
import { type CollectionDefinition, visibleItems } from "../collections.server";
import { eachLanguage, itemText, type Localized, localizedText, zipLanguages } from "./item-schema";

/** The key figures of the projects page's hero ("50+ projets réalisés"). */

export interface KeyFigure extends Record<string, unknown> {
  /** Written as shown, not computed: "50+", "24/7", "100 %". */
  number: string;
  label: Localized;
}

export const figures: CollectionDefinition<KeyFigure> = {
  name: "figures",
  schema: z.object({ number: itemText({ max: 12 }), label: localizedText({ max: 60 }) }),
  defaults: () =>
    zipLanguages(
      (lang) => defaultMessages(lang, "projects").stats,
      (texts) => ({ number: texts.fr.number, label: eachLanguage(texts, (text) => text.label) }),
    ),
};

const screen: CollectionScreen<KeyFigure> = {
  slug: "key-figures",
  title: { fr: "Chiffres clés", en: "Key figures" },
  intro: {
    fr: "Les chiffres affichés en haut de la page Réalisations, dans cet ordre. Quatre chiffres remplissent une ligne sur grand écran.",
    en: "The figures shown at the top of the Projects page, in this order. Four figures fill one row on a large screen.",
  },
  fields: [
    {
      name: "number",
      kind: "text",
      label: { fr: "Chiffre", en: "Figure" },
      hint: {
        fr: "Tel qu'il s'affiche\u00a0: 50+, 24/7, 15\u00a0ans…",
        en: "As shown: 50+, 24/7, 15\u00a0years…",
      },
    },
    {
      name: "label",
      kind: "localizedText",
      label: { fr: "Légende", en: "Caption" },
      hint: { fr: "Quelques mots sous le chiffre.", en: "A few words under the figure." },
    },
  ],
  itemTitle: (item, lang) => `${item.number} ${item.label[lang]}`,
};

/** Its entry in the back office\'s registry (collection-registry.server.ts). */
export const figuresCollection = { definition: figures, screen };

/** The figures as the projects page shows them, in its language. */
export const shownFigures = (lang: Lang) =>
  visibleItems(figures).map(({ data }) => ({
    number: joinLineBreaks(data.number),
    label: joinLineBreaks(inLanguage(data.label, lang)),
  }));
