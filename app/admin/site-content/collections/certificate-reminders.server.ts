import { and, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../platform/database/db.server";
import { collectionItems } from "../../../platform/database/schema";
import { addDays } from "../../../platform/text/brussels-time";
import { type Certification, certifications, EXPIRY_NOTICE_DAYS } from "./certifications.server";

/**
 * The e-mail 30 days before a certificate's last valid day, sent once whatever the number of
 * instances: the claim is one UPDATE of the visible certificates not reminded yet, so a row goes
 * to one instance only (a second UPDATE waits for the first one's row lock, then no longer
 * matches). A new last valid day clears reminded_at (updateItem), which arms the reminder again.
 */

export const REMINDER_DAYS = EXPIRY_NOTICE_DAYS;

export interface DueReminder {
  id: number;
  certification: Certification;
  validUntil: string;
}

const dueOn = (today: string) =>
  and(
    eq(collectionItems.collection, certifications.name),
    eq(collectionItems.visible, true),
    isNull(collectionItems.remindedAt),
    isNotNull(collectionItems.validUntil),
    gte(collectionItems.validUntil, today),
    lte(collectionItems.validUntil, addDays(today, REMINDER_DAYS)),
  );

/** Claims the certificates whose reminder is due on `today` (Brussels), each for one caller. */
export async function claimCertificateReminders(
  db: Database,
  today: string,
): Promise<DueReminder[]> {
  // Every statement on the table notifies the instances: look before writing.
  const [any] = await db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(dueOn(today))
    .limit(1);
  if (!any) return [];
  const rows = await db
    .update(collectionItems)
    .set({ remindedAt: sql`now()` })
    .where(dueOn(today))
    .returning({
      id: collectionItems.id,
      data: collectionItems.data,
      validUntil: collectionItems.validUntil,
    });
  return rows.flatMap((row) => {
    const parsed = certifications.schema.safeParse(row.data);
    return parsed.success && row.validUntil
      ? [{ id: row.id, certification: parsed.data, validUntil: row.validUntil }]
      : [];
  });
}

/** The e-mail could not leave: the reminder is due again, for the next check. */
export async function releaseCertificateReminder(db: Database, id: number): Promise<void> {
  await db
    .update(collectionItems)
    .set({ remindedAt: null })
    .where(and(eq(collectionItems.id, id), isNotNull(collectionItems.remindedAt)));
}
