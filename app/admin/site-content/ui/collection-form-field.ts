import type { CollectionFieldKind } from "~/admin/site-content/collection-fields";

/** A field of the form, its texts in the page's language. */
export interface FormField {
  name: string;
  kind: CollectionFieldKind;
  label: string;
  hint?: string;
  required: boolean;
  /** Most characters, from the collection's schema (texts only). */
  maxLength?: number;
  /** What a "choices" field offers. */
  options?: { value: string; label: string }[];
}

export interface PictureOption {
  id: number;
  label: string;
  thumb: string;
}

export const ID_PREFIX = "item";
/** The id of a field's first control: where the summary's link leads. */
export const controlId = (field: FormField) =>
  `${ID_PREFIX}-${field.kind.startsWith("localized") ? `${field.name}.fr` : field.kind === "document" ? "file" : field.kind === "validUntil" ? "validUntil" : field.name}`;

/** A required field's mark after its label. */
export const mark = (field: FormField) => (field.required ? " *" : "");
