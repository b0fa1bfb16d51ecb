import { z } from "zod";
import { imageSource } from "~/platform/content/images";
import type { StaffLang } from "~/platform/i18n/lang";
import type { CollectionScreen } from "../collection-fields";
import type { CollectionDefinition } from "../collections.server";
import { libraryPicture } from "./item-schema";

/**
 * A collection of named photo places (the home page's photos, the service pages' pictures): each
 * place shows its built-in picture until a library picture is chosen for it, whose alt texts come
 * from the library. Places are edited, never added, moved or hidden.
 */

export interface PhotoPlace<Slot extends string> extends Record<string, unknown> {
  slot: Slot;
  mediaId?: number | null;
}

type Localized = Record<StaffLang, string>;

export function photoPlaces<Slot extends string>(place: {
  name: string;
  slug: string;
  /** Each place and the built-in picture it shows by default (app/platform/content/images). */
  builtins: Readonly<Record<Slot, string>>;
  /** Each place's name in the list, the history and the activity log. */
  slotNames: Readonly<Record<Slot, Localized>>;
  title: Localized;
  intro: Localized;
  /** The picture field's label and hint: what makes a good picture for these places. */
  label: Localized;
  hint: Localized;
}): {
  definition: CollectionDefinition<PhotoPlace<Slot>>;
  screen: CollectionScreen<PhotoPlace<Slot>>;
} {
  const slots = Object.keys(place.builtins) as [Slot, ...Slot[]];
  const builtinUrl = (slot: Slot) => {
    const source = imageSource(place.builtins[slot]);
    return source.kind === "svg" ? source.url : source.photo.variants.jpg[0]?.url;
  };
  return {
    definition: {
      name: place.name,
      fixed: true,
      schema: z.object({ slot: z.enum(slots), mediaId: libraryPicture }) as z.ZodType<
        PhotoPlace<Slot>
      >,
      defaults: () => slots.map((slot) => ({ slot, mediaId: null })),
      mediaIdOf: (photo) => photo.mediaId,
    },
    screen: {
      slug: place.slug,
      fixed: true,
      title: place.title,
      intro: place.intro,
      fields: [{ name: "mediaId", kind: "picture", label: place.label, hint: place.hint }],
      itemTitle: (photo, lang) => place.slotNames[photo.slot][lang],
      thumbnail: (photo) => builtinUrl(photo.slot),
    },
  };
}
