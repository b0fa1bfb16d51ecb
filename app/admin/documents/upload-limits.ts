import type { RouteHandle } from "~/platform/navigation/route-handle";

/**
 * The document library's upload bounds, outside the `.server` modules because its routes declare
 * them in their `handle`, which the browser build keeps.
 */

/** The largest PDF the library takes, in bytes (20 MB: a brochure with photos fits). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * The text fields around the file: titles, kind, language and one box per service page. The
 * reader keeps one value per name, so each service has its own field (`service.<page id>`).
 */
export const DOCUMENT_FORM = { fields: 24, fieldSize: 2 * 1024 };

/** The new document's and the new version's forms: one PDF read as it streams in (server/body-bounds.ts). */
export const documentUpload: RouteHandle = {
  body: { kind: "multipart-media", maxBytes: MAX_DOCUMENT_BYTES, form: DOCUMENT_FORM },
};
