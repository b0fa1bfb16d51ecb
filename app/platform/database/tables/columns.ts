import { customType } from "drizzle-orm/pg-core";

// Column types the tables share.

/** PostgreSQL's bytea as a Buffer, whichever driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
