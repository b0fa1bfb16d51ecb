import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { componentLogger } from "~/services/logger.server";
import type { ContactValues } from "./contact-schema";
import type { Database } from "./db.server";
import { describeDbError } from "./db-errors.server";
import { type Contact, contacts } from "./schema";

const log = componentLogger("db");

type ContactRow = typeof contacts.$inferInsert;
type Holds<T extends true> = T;
// The form's schema does not import the table (app/data/contact-schema.ts): a field that is not
// a column (Pick refuses it), or whose values the column does not take, is a type error here.
type _SchemaFitsTable = Holds<
  ContactValues extends Pick<ContactRow, keyof ContactValues> ? true : false
>;

/** Stores a request; the returned id means it is committed. */
export async function createContact(db: Database, values: ContactValues): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, phone: values.phone ?? null })
    .returning({ id: contacts.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}

export async function listContacts(
  db: Database,
  range: { since?: Date; until?: Date } = {},
): Promise<Contact[]> {
  const filters = [];
  if (range.since) filters.push(gte(contacts.createdAt, range.since));
  if (range.until) filters.push(lte(contacts.createdAt, range.until));
  return db
    .select()
    .from(contacts)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(contacts.id));
}

/**
 * GDPR erasure: every request sent with this address, whatever its case. A DELETE only marks the
 * rows dead and a plain VACUUM leaves their bytes in the page's free space (measured on PGlite and
 * PostgreSQL 15, for a row last on its page); VACUUM FULL rewrites the table and its indexes into
 * new files, so the old ones, with the bytes, are deleted. The table is small: it is locked for
 * milliseconds. The WAL and the backups still hold the rows for a while (README, "Backups").
 */
export async function eraseContactsByEmail(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(contacts)
    .where(eq(sql`lower(${contacts.email})`, email.trim().toLowerCase()))
    .returning({ id: contacts.id });
  if (deleted.length > 0) {
    try {
      await db.execute(sql`vacuum full contacts`);
    } catch (error) {
      // The rows are gone for the site; their bytes go at the next successful erasure.
      log.warn({ error: describeDbError(error) }, "vacuum after an erasure failed");
    }
  }
  return deleted.length;
}
