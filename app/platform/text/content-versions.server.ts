import { eq, sql } from "drizzle-orm";
import type { Database } from "../database/db.server";
import { contentVersions } from "../database/schema";

/**
 * Versions of what the back office edits as a whole ("page:piping", "collection:projects"): a save
 * states the version it was made from and is refused when someone saved since, so two people
 * editing one page are told instead of one losing the other's work.
 */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function readVersion(db: Pick<Database, "select">, scope: string): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, scope))
    .limit(1);
  return row?.version ?? 0;
}

/** Thrown inside the transaction, so that nothing of a refused save is written. */
export class VersionConflict extends Error {
  constructor(readonly scope: string) {
    super(`${scope} was saved by someone else meanwhile`);
  }
}

/**
 * Moves `scope` from `expected` to the next version inside the transaction, the row locked till it
 * ends; throws VersionConflict, which rolls the transaction back, when someone saved since.
 */
export async function claimVersion(
  tx: Transaction,
  scope: string,
  expected: number,
  actor: string | null,
): Promise<number> {
  const [row] = await tx
    .insert(contentVersions)
    .values({ scope, version: 1, updatedBy: actor })
    .onConflictDoUpdate({
      target: contentVersions.scope,
      set: {
        version: sql`${contentVersions.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor,
      },
    })
    .returning({ version: contentVersions.version });
  // The row is now locked by this transaction: the version before it is the one to compare.
  if (!row || row.version !== expected + 1) throw new VersionConflict(scope);
  return row.version;
}
