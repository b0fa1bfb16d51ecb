import { customType } from "drizzle-orm/pg-core";
import { type Lang, languageTable } from "../../i18n/lang";

// Column types the tables share.

/** PostgreSQL's bytea as a Buffer, whichever driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The site's languages, for a column that holds one (app/platform/i18n/lang.ts). */
export const LANGUAGE_CODES = languageTable.map((entry) => entry.code) as [Lang, ...Lang[]];
