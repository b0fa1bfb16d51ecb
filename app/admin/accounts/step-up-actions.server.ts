import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { stepUpActions } from "../../platform/database/schema";
import * as clock from "../../platform/runtime/clock.server";
import { hashToken } from "./sessions.server";

export interface PendingAction {
  path: string;
  form: [string, string][];
}

/**
 * Kept under the hash of its handle; the expired ones of anyone go at the same time. Times are the
 * server's clock (clock.server.ts), as the step-up's, so a moved clock keeps them consistent.
 */
export async function savePendingAction(
  db: Database,
  handle: string,
  userId: number,
  action: PendingAction,
  expiresAt: Date,
  now = clock.now(),
): Promise<void> {
  await db.delete(stepUpActions).where(lt(stepUpActions.expiresAt, now));
  await db
    .insert(stepUpActions)
    .values({ id: hashToken(handle), userId, path: action.path, form: action.form, expiresAt });
}

/**
 * The account's pending action for this handle, if still valid. With `take` it is taken out:
 * whoever asks first gets it, once (the delete is the claim, and an expired one goes too).
 */
export async function pendingAction(
  db: Database,
  handle: string,
  userId: number,
  { take = false, now = clock.now() } = {},
): Promise<PendingAction | undefined> {
  const mine = and(eq(stepUpActions.id, hashToken(handle)), eq(stepUpActions.userId, userId));
  const columns = {
    path: stepUpActions.path,
    form: stepUpActions.form,
    expiresAt: stepUpActions.expiresAt,
  };
  const [row] = take
    ? await db.delete(stepUpActions).where(mine).returning(columns)
    : await db.select(columns).from(stepUpActions).where(mine);
  return row && row.expiresAt > now ? { path: row.path, form: row.form } : undefined;
}
