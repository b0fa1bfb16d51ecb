import { sniffType } from "~/admin/media/sniff";
import type { ItemExtras } from "~/admin/site-content/collection-edits.server";
import type { CollectionField } from "~/admin/site-content/collection-fields";
import type { CollectionItem, ItemDocument } from "~/admin/site-content/collections.server";
import { languages } from "~/platform/i18n/lang";

/**
 * The collection screen's form, both ways, by the collection's field descriptors: a stored item
 * as the form's controls show it, and the posted controls as the item's data and extras (the
 * collection's zod schema then checks the data). Control names: "title.fr", "year", "mediaId",
 * "visible", "validUntil", "file" (the document), "removeDocument".
 */

/** Controls by name, as typed or stored: what the form shows again after a refusal. */
export type ItemFormValues = Record<string, string>;

/** The largest document a collection item keeps (a certificate's PDF). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;

const isLocalized = (field: CollectionField) =>
  field.kind === "localizedText" ||
  field.kind === "localizedLongText" ||
  field.kind === "localizedTags";
const isTags = (field: CollectionField) =>
  field.kind === "tags" ||
  field.kind === "localizedTags" ||
  field.kind === "pictures" ||
  field.kind === "choices";
/** Kinds stored in their own columns, not in the item's data. */
const isColumn = (field: CollectionField) =>
  field.kind === "validUntil" || field.kind === "document";

/** The control names of a field: one, or one per language. */
export function controlNames(field: CollectionField): string[] {
  if (field.kind === "document") return [];
  if (field.kind === "validUntil") return ["validUntil"];
  return isLocalized(field) ? languages.map((lang) => `${field.name}.${lang}`) : [field.name];
}

function shown(field: CollectionField, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (isTags(field)) return Array.isArray(value) ? value.join("\n") : "";
  return String(value);
}

/** A stored item (or a new one: null) as the form shows it. */
export function itemFormValues(
  fields: readonly CollectionField[],
  item: CollectionItem<Record<string, unknown>> | null,
): ItemFormValues {
  const values: ItemFormValues = { visible: item === null || item.visible ? "on" : "" };
  for (const field of fields) {
    if (field.kind === "validUntil") values.validUntil = item?.validUntil ?? "";
    if (isColumn(field)) continue;
    const value = item?.data[field.name];
    if (isLocalized(field)) {
      for (const lang of languages) {
        values[`${field.name}.${lang}`] = shown(
          field,
          (value as Record<string, unknown> | undefined)?.[lang],
        );
      }
    } else {
      values[field.name] = shown(field, value);
    }
  }
  return values;
}

/** One control's text as the item's value; `error` when it cannot be one (a word for a number). */
function controlValue(field: CollectionField, text: string): { value: unknown; error?: string } {
  switch (field.kind) {
    case "tags":
    case "localizedTags":
      return {
        value: text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      };
    case "number":
    case "year": {
      const typed = text.trim().replace(/\s/g, "");
      if (typed === "") return { value: undefined };
      return /^-?\d+$/.test(typed)
        ? { value: Number(typed) }
        : { value: undefined, error: "number" };
    }
    case "date": {
      const typed = text.trim();
      return typed === "" || isDay(typed) ? { value: typed } : { value: typed, error: "date" };
    }
    case "pictures": {
      // Ticked boxes arrive one value per line (the reader joins a control's values).
      const ids = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return ids.every((id) => /^\d{1,10}$/.test(id))
        ? { value: [...new Set(ids.map(Number))] }
        : { value: [], error: "invalid" };
    }
    case "choices": {
      const known = new Set(field.options?.map((option) => option.value));
      const values = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return values.every((value) => known.has(value))
        ? { value: [...new Set(values)] }
        : { value: [], error: "invalid" };
    }
    case "picture": {
      const typed = text.trim();
      if (typed === "") return { value: null };
      return /^\d{1,10}$/.test(typed)
        ? { value: Number(typed) }
        : { value: null, error: "invalid" };
    }
    default:
      return { value: text };
  }
}

/** A day "YYYY-MM-DD" that exists (no 31 February). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** What the real bytes are, for the documents a collection keeps; undefined for anything else. */
export function documentType(bytes: Uint8Array): (typeof DOCUMENT_TYPES)[number] | undefined {
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") {
    return "application/pdf";
  }
  const sniffed = sniffType(bytes);
  return sniffed === "image/jpeg" || sniffed === "image/png" || sniffed === "image/webp"
    ? sniffed
    : undefined;
}

export interface ReadItemForm {
  /** What was typed, control by control: shown again when the save is refused. */
  values: ItemFormValues;
  /** The item's data for the collection's schema. */
  input: Record<string, unknown>;
  extras: ItemExtras;
  /** Errors found before the schema's (a word for a number, a wrong file), by field name. */
  errors: Record<string, string>;
}

/**
 * The posted form as an item: `text` reads a control, `file` is the uploaded document (a file
 * control left empty sends no bytes), `kept` is the item's stored data, whose keys the form does
 * not show (a project's built-in photo) survive the save.
 */
export function readItemForm(
  fields: readonly CollectionField[],
  text: (name: string) => string,
  file: { name: string; bytes: Buffer } | undefined,
  kept: Record<string, unknown> = {},
): ReadItemForm {
  const values: ItemFormValues = { visible: text("visible") === "on" ? "on" : "" };
  const input: Record<string, unknown> = { ...kept };
  const extras: ItemExtras = { visible: values.visible === "on" };
  const errors: Record<string, string> = {};
  for (const field of fields) {
    for (const name of controlNames(field)) values[name] = text(name);
    if (field.kind === "validUntil") {
      const day = text("validUntil").trim();
      extras.validUntil = day === "" ? null : day;
      if (day !== "" && !isDay(day)) errors.validUntil = "date";
      else if (day === "" && field.required) errors.validUntil = "required";
    } else if (field.kind === "document") {
      const document = readDocument(file, text("removeDocument") === "on");
      if ("error" in document) errors.document = document.error;
      else if (document.value !== undefined) extras.document = document.value;
    } else if (isLocalized(field)) {
      const both: Record<string, unknown> = {};
      for (const lang of languages) {
        const read = controlValue(field, text(`${field.name}.${lang}`));
        both[lang] = read.value;
        if (read.error) errors[field.name] ??= read.error;
      }
      input[field.name] = both;
    } else {
      const read = controlValue(field, text(field.name));
      input[field.name] = read.value;
      if (read.error) errors[field.name] = read.error;
    }
  }
  return { values, input, extras, errors };
}

/** A new file (checked by its bytes), null to remove the one there, undefined to keep it. */
function readDocument(
  file: { name: string; bytes: Buffer } | undefined,
  remove: boolean,
): { value: ItemDocument | null | undefined } | { error: string } {
  if (!file || file.bytes.length === 0) return { value: remove ? null : undefined };
  if (file.bytes.length > MAX_DOCUMENT_BYTES) return { error: "documentTooLarge" };
  const type = documentType(file.bytes);
  if (!type) return { error: "documentType" };
  // The name is only shown back and offered on download: no path, no control characters.
  const name =
    file.name
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/\p{Cc}/gu, "")
      .slice(0, 200) || "document";
  return { value: { bytes: file.bytes, type, name } };
}
