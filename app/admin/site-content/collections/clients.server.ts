import { z } from "zod";
import { clientLogos, clientSlug, clients } from "~/platform/content/clients";
import type { Lang } from "~/platform/i18n/lang";
import type { CollectionField, CollectionScreen } from "../collection-fields";
import type { CollectionDefinition } from "../collections.server";
import { itemText, libraryPicture } from "./item-schema";

/**
 * The clients of the home page's logo strip (docs/decisions/026). The first items are
 * app/platform/content/clients.ts's; a client without a library logo keeps its built-in file (found by its
 * name, as before) or, without one, its text tile.
 */

const clientSchema = z.object({
  /** A proper noun: the same in both languages. */
  name: itemText({ max: 80 }),
  mediaId: libraryPicture,
});

export type ClientItem = z.infer<typeof clientSchema>;

const builtinLogos = new Map(clientLogos.map((logo) => [clientSlug(logo.name), logo.src]));

/** The logo file of app/platform/content/images/clients a client's name finds, if any. */
export function builtinLogo(name: string): string | undefined {
  return builtinLogos.get(clientSlug(name));
}

const label = (fr: string, en: string) => ({ fr, en });

const fields: CollectionField[] = [
  {
    name: "name",
    kind: "text",
    label: label("Nom du client", "Client's name"),
    hint: label(
      "Le même en français et en anglais ; il sert aussi de texte pour qui ne voit pas le logo.",
      "The same in French and English; it is also the text for people who cannot see the logo.",
    ),
  },
  {
    name: "mediaId",
    kind: "picture",
    label: label("Logo", "Logo"),
    hint: label(
      "Une image de la bibliothèque. Sans logo, le nom du client s'affiche dans une tuile.",
      "A picture from the library. Without a logo, the client's name is shown in a tile.",
    ),
  },
];

export const clientsCollection: {
  definition: CollectionDefinition<ClientItem>;
  screen: CollectionScreen<ClientItem>;
} = {
  definition: {
    name: "clients",
    schema: clientSchema,
    defaults: () => clients.map((client) => ({ name: client.name, mediaId: null })),
    mediaIdOf: (client) => client.mediaId,
  },
  screen: {
    slug: "clients",
    title: label("Logos clients", "Client logos"),
    intro: label(
      "Les clients du bandeau défilant de la page d'accueil, dans l'ordre où il les montre.",
      "The clients of the home page's scrolling strip, in the order it shows them.",
    ),
    fields,
    itemTitle: (client: ClientItem, _lang: Lang) => client.name,
    thumbnail: (client: ClientItem) => builtinLogo(client.name),
  },
};
