import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, lt } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { authChallenges, type Passkey, passkeys } from "../../platform/database/schema";

/** A WebAuthn ceremony must be finished within this long of its options. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export async function listPasskeys(db: Database, userId: number): Promise<Passkey[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

export async function findPasskey(db: Database, id: string): Promise<Passkey | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row;
}

export async function insertPasskey(
  db: Database,
  row: Pick<Passkey, "id" | "userId" | "publicKey" | "counter" | "transports" | "name">,
  now = new Date(),
): Promise<boolean> {
  const added = await db
    .insert(passkeys)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing({ target: passkeys.id })
    .returning({ id: passkeys.id });
  return added.length > 0;
}

/** Only the owner's own passkey is renamed or removed: the id comes from a form. */
export async function renamePasskey(
  db: Database,
  userId: number,
  id: string,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return renamed.length > 0;
}

export async function deletePasskey(
  db: Database,
  userId: number,
  id: string,
): Promise<Passkey | undefined> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return removed;
}

export async function recordPasskeyUse(
  db: Database,
  id: string,
  counter: number,
  at: Date,
): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
}

const digest = (handle: string) => createHash("sha256").update(handle).digest("hex");

/**
 * Keeps a challenge until the browser answers, in the database so that any instance can check
 * it; returns the random handle the page carries (only its hash is stored).
 */
export async function storeChallenge(
  db: Database,
  entry: { userId: number | null; purpose: "register" | "authenticate"; challenge: string },
  now = new Date(),
): Promise<string> {
  const handle = randomBytes(24).toString("base64url");
  // Housekeeping: challenges nobody answered go.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
  await db.insert(authChallenges).values({
    id: digest(handle),
    userId: entry.userId,
    purpose: entry.purpose,
    challenge: entry.challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return handle;
}

/** The challenge of a handle, used up at once (a second answer finds nothing); undefined if expired. */
export async function takeChallenge(
  db: Database,
  handle: string,
  purpose: "register" | "authenticate",
  now = new Date(),
): Promise<{ userId: number | null; challenge: string } | undefined> {
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, digest(handle)), eq(authChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { userId: row.userId, challenge: row.challenge };
}
