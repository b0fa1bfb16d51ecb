import type { StaffLang } from "~/platform/i18n/lang";

/**
 * How the back office's collection screen shows an item's fields (docs/decisions/026): each
 * collection lists its fields once, the generic screen renders and posts them, the collection's
 * zod schema checks them. A "localized" field holds `{ fr, en }` and is shown side by side.
 */
export type CollectionFieldKind =
  | "text"
  | "longText"
  | "localizedText"
  | "localizedLongText"
  | "number"
  | "year"
  /** A list of short words (a project's services), one per line. */
  | "tags"
  | "localizedTags"
  /** A picture of the media library, by its id. */
  | "picture"
  /** A day, "YYYY-MM-DD", or "" when none (a certificate's first valid day): in the item's data. */
  | "date"
  /** A day, "YYYY-MM-DD" (a certificate's last valid day): stored in its own column. */
  | "validUntil"
  /** A PDF or picture uploaded with the item (a certificate): stored in its own columns. */
  | "document"
  /** Pictures of the media library, by their ids (a reference's gallery): ticked in a grid. */
  | "pictures"
  /** Values of a fixed list (`options`), any number of them ticked: a reference's services. */
  | "choices";

export interface CollectionField {
  /** The key in the item's data ("title", "mediaId"); unused for validUntil and document. */
  name: string;
  kind: CollectionFieldKind;
  label: Record<StaffLang, string>;
  /** Shown under the label: what to write, in plain words. */
  hint?: Record<StaffLang, string>;
  /**
   * For the kinds stored in their own columns (validUntil, document) only: the others' bounds
   * (required, most characters, lowest and highest value) are read from the collection's schema.
   */
  required?: boolean;
  /** The values a "choices" field offers, with their labels. */
  options?: readonly { value: string; label: Record<StaffLang, string> }[];
}

/** An item's state as the list shows it: a word, its dates, and whether the site shows it. */
export interface ItemStatus {
  tone: "ok" | "warning" | "off";
  label: string;
  detail: string;
  onSite: boolean;
}

/** What the collection screen needs to know of a collection, besides its store. */
export interface CollectionScreen<T> {
  /** Its address in the back office: /admin/collections/<slug>. */
  slug: string;
  title: Record<StaffLang, string>;
  intro: Record<StaffLang, string>;
  fields: readonly CollectionField[];
  /** The item's name in the list, the history and the activity log. */
  itemTitle: (item: T, lang: StaffLang) => string;
  /** The address of the built-in picture an item shows while it has no library picture, if any. */
  thumbnail?: (item: T) => string | undefined;
  /** Named places (definition.fixed): the list offers "edit" only. */
  fixed?: true;
  /**
   * An item's state in the list (a certificate: valid, expires soon, expired), and whether the
   * site shows it; nothing for lists whose items have none.
   */
  itemStatus?: (
    item: { data: T; visible: boolean; validUntil: string | null },
    lang: StaffLang,
    today: string,
  ) => ItemStatus | undefined;
  /** A warning shown above the list (e.g. sector shares not adding up to 100 %), or nothing. */
  listWarning?: (visible: readonly T[], lang: StaffLang) => string | undefined;
}
