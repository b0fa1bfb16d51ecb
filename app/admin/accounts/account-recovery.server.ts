import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { sessions, type User, users } from "../../platform/database/schema";

/**
 * The account a forgotten-password form names: by e-mail address (any case) when what was typed
 * has an "@", else by username (stored in lower case).
 */
export async function findAccountByLogin(db: Database, login: string): Promise<User | undefined> {
  const typed = login.trim().toLowerCase();
  if (typed === "") return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(typed.includes("@") ? sql`lower(${users.email}) = ${typed}` : eq(users.username, typed))
    .limit(1);
  return row;
}

/**
 * Sets a chosen password (already hashed) and ends every session of the account: call it in the
 * transaction that uses the link up, so that a link is never used without its password set.
 */
export async function setChosenPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, passwordSetAt: now })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
