/**
 * The XLIFF import's bounds, outside the `.server` modules because its route declares them in its
 * `handle`, which the browser build keeps. A whole site's texts in one language make about
 * 400 KB of XLIFF: 4 MB leaves room for a translator's tool's additions (notes, alt-trans).
 */
export const MAX_XLIFF_BYTES = 4 * 1024 * 1024;

/** The text fields around the file; the confirmation carries the file back as one of them. */
export const XLIFF_FORM = { fields: 4, fieldSize: MAX_XLIFF_BYTES };
