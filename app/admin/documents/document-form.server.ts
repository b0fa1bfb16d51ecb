import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { formBounds, parseForm } from "~/admin/shell/form-schema";
import { DOCUMENT_KINDS } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import type { Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { documentSchema, documentValues, SERVICE_PAGES } from "./documents.server";
import type { PdfRefusal } from "./pdf-check.server";

/** What both document screens hand their form: the kinds and service pages to choose from. */
export function formChoices(lang: Lang) {
  const m = messages(lang, "adminDocuments");
  const nav = messages(lang, "common").nav;
  return {
    kinds: DOCUMENT_KINDS.map((kind) => ({ value: kind, label: m.kind[kind] })),
    services: SERVICE_PAGES.map((id) => ({ id, label: nav[id as keyof typeof nav] })),
    bounds: formBounds(documentSchema),
  };
}

/** Why an upload was refused, as one clear line. */
export function refusalText(
  lang: Lang,
  reason: PdfRefusal | Exclude<UploadOutcome, { ok: true }>["reason"],
): string {
  return messages(lang, "adminDocuments").refusal[reason];
}

/** The document's fields from the reader's text fields, checked: the data, or each field's message. */
export function readDocumentFields(lang: Lang, field: (name: string) => string) {
  const m = messages(lang, "adminDocuments");
  const values = documentValues(field);
  const parsed = parseForm<typeof documentSchema, string>(documentSchema, values);
  if (parsed.ok) return { ok: true as const, data: parsed.data, values };
  const bounds = formBounds(documentSchema);
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).map(([name, code]) => [
      name,
      code === "tooLong"
        ? fill(m.form.tooLong, {
            max: bounds[name as "titleFr" | "titleEn" | "titleNl"]?.maxLength ?? 0,
          })
        : m.form.required,
    ]),
  );
  return { ok: false as const, errors, values };
}
