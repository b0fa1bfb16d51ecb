import { z } from "zod";
import { inLanguage, type Lang } from "~/platform/i18n/lang";
import { defaultMessages } from "~/platform/i18n/messages.server";
import { joinLineBreaks } from "~/platform/i18n/typography";
import type { CollectionScreen } from "../collection-fields";
import { type CollectionDefinition, visibleItems } from "../collections.server";
import {
  eachLanguage,
  type Localized,
  localizedText,
  wholeNumber,
  zipLanguages,
} from "./item-schema";

/** The projects page's sectors and their share of the projects, in %. */

export interface Sector extends Record<string, unknown> {
  name: Localized;
  share: number;
  description: Localized;
}

export const totalShare = (items: readonly Sector[]) =>
  items.reduce((sum, item) => sum + item.share, 0);

export const sectors: CollectionDefinition<Sector> = {
  name: "sectors",
  schema: z.object({
    name: localizedText({ max: 40 }),
    share: wholeNumber(0, 100),
    description: localizedText({ max: 200, multiline: true }),
  }),
  defaults: () =>
    zipLanguages(
      (lang) => defaultMessages(lang, "projects").sectors.items,
      (texts) => ({
        name: eachLanguage(texts, (text) => text.name),
        share: texts.fr.share,
        description: eachLanguage(texts, (text) => text.description),
      }),
    ),
  // Shares of one whole: a change that would show more than 100 % is refused.
  checkAll: (visible) => (totalShare(visible) > 100 ? "sharesOver100" : undefined),
};

const screen: CollectionScreen<Sector> = {
  slug: "sectors",
  title: { fr: "Secteurs d'activité", en: "Industries" },
  intro: {
    fr: "Les secteurs de la page Réalisations et leur part des projets. Les parts des secteurs visibles ne peuvent dépasser 100\u00a0% ensemble.",
    en: "The industries of the Projects page and their share of the projects. The shares of the visible industries cannot exceed 100% together.",
  },
  fields: [
    {
      name: "name",
      kind: "localizedText",
      label: { fr: "Secteur", en: "Industry" },
    },
    {
      name: "share",
      kind: "number",
      label: { fr: "Part des projets (%)", en: "Share of the projects (%)" },
    },
    {
      name: "description",
      kind: "localizedLongText",
      label: { fr: "Description", en: "Description" },
      hint: {
        fr: "Une phrase\u00a0: les clients types.",
        en: "One sentence: the typical clients.",
      },
    },
  ],
  itemTitle: (item, lang) => `${item.name[lang]} (${item.share}\u00a0%)`,
  listWarning: (visible, lang) => {
    const total = totalShare(visible);
    if (total === 100 || visible.length === 0) return undefined;
    return lang === "fr"
      ? `Les parts des secteurs visibles font ${total}\u00a0% au total, et non 100\u00a0%\u00a0: la page le montre telle quelle.`
      : `The shares of the visible industries add up to ${total}%, not 100%: the page shows them as they are.`;
  },
};

/** Its entry in the back office\'s registry (collection-registry.server.ts). */
export const sectorsCollection = { definition: sectors, screen };

/** The sectors as the projects page shows them, in its language. */
export const shownSectors = (lang: Lang) =>
  visibleItems(sectors).map(({ data }) => ({
    name: joinLineBreaks(inLanguage(data.name, lang)),
    share: data.share,
    description: joinLineBreaks(inLanguage(data.description, lang)),
  }));
