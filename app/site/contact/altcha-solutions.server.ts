import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { altchaSolutions } from "../../platform/database/schema";

/**
 * The contact form's proof-of-work solutions already accepted (docs/decisions/011: the database
 * is what instances share): one row per challenge, so a solved challenge is accepted once on
 * whichever instance, before or after a restart.
 */

const digest = (signature: string) => createHash("sha256").update(signature).digest("hex");

/** Records a challenge's solution as used; false when it was used already (a replay). */
export async function claimSolution(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(altchaSolutions)
    .values({ signatureHash: digest(signature), expiresAt })
    .onConflictDoNothing()
    .returning({ hash: altchaSolutions.signatureHash });
  return inserted.length === 1;
}

/** Forgets the solutions whose challenge has expired: the signature check refuses those anyway. */
export async function purgeExpiredSolutions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(altchaSolutions)
    .where(lt(altchaSolutions.expiresAt, now))
    .returning({ hash: altchaSolutions.signatureHash });
  return removed.length;
}
