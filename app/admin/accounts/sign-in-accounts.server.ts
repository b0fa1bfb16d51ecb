import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { type User, users } from "../../platform/database/schema";

/**
 * The account a sign-in names: by e-mail when what was typed has an "@" (usernames never do),
 * else by username; both compared in lower case.
 */
export async function findUserForSignIn(
  db: Database,
  identifier: string,
): Promise<User | undefined> {
  const typed = identifier.trim().toLowerCase();
  if (typed.length === 0 || typed.length > 254) return undefined;
  const where = typed.includes("@")
    ? eq(sql`lower(${users.email})`, typed)
    : eq(users.username, typed);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}
