import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "./db.server";
import { type Session, sessions, type User, users } from "./schema";

/** A session ends after this long without a request... */
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The database keeps only the SHA-256 of the cookie's token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

/** A fresh random 256-bit token (base64url), returned once: only its hash is stored. */
export async function createSession(
  db: Database,
  userId: number,
  meta: SessionMeta = {},
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

export interface ActiveSession {
  session: Session;
  user: Pick<User, "id" | "username" | "createdAt" | "lastSignInAt">;
}

/** The session and its user if the token is valid now; an expired session is deleted. */
export async function findActiveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: {
        id: users.id,
        username: users.username,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt.getTime() <= now.getTime() || idleSince >= IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleSince >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    row.session.lastSeenAt = now;
  }
  return row;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, or every other one when `keepToken` is given; returns how many. */
export async function deleteUserSessions(
  db: Database,
  userId: number,
  keepToken?: string,
): Promise<number> {
  const condition = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  const removed = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return removed.length;
}

export async function countUserSessions(db: Database, userId: number): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.length;
}

/** Housekeeping: drops sessions past either limit. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
}
