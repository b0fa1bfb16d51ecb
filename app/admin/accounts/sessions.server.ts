import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { type Session, sessions, users } from "../../platform/database/schema";
import * as clock from "../../platform/runtime/clock.server";
import { type PublicUser, publicColumns } from "./users.server";

/** A session ends after this long without a request (ASVS 3.3.2, level 2)... */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A password still pending its second factor is good for this long. */
export const SECOND_FACTOR_TIMEOUT_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The database keeps only the SHA-256 of the cookie's token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
  /** "second_factor": the password was right and a passkey or code is still due. */
  stage?: Session["stage"];
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
    expiresAt: new Date(
      now.getTime() +
        (meta.stage === "second_factor" ? SECOND_FACTOR_TIMEOUT_MS : ABSOLUTE_TIMEOUT_MS),
    ),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    authenticatedAt: now,
    stage: meta.stage ?? "active",
  });
  return token;
}

/** The signed-in person: the account without its secrets (an active session's is not disabled). */
export type SessionUser = Omit<PublicUser, "disabledAt">;

export interface ActiveSession {
  session: Session;
  user: SessionUser;
}

/**
 * The session and its user if the token is valid now, whatever its stage (callers that need a
 * signed-in person check `stage`); an expired session, or one of a disabled account, is deleted.
 */
export async function findActiveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: publicColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  const { disabledAt, ...user } = row.user;
  if (
    row.session.expiresAt.getTime() <= now.getTime() ||
    idleSince >= IDLE_TIMEOUT_MS ||
    disabledAt
  ) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleSince >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    row.session.lastSeenAt = now;
  }
  return { session: row.session, user };
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

/**
 * Gives a session a new token (after a password or factor change, or a step-up), so a token seen
 * before the change is worthless; the session keeps its row, limits and place in "my sessions".
 * `authenticated` also records that the person just proved who they are. Returns the new token.
 */
export async function rotateSessionToken(
  db: Database,
  token: string,
  options: { authenticated?: boolean; now?: Date } = {},
): Promise<string | undefined> {
  // The step-up's clock (clock.server.ts): a confirmation counts as recent on a moved one too.
  const proved = options.authenticated ? { authenticatedAt: options.now ?? clock.now() } : {};
  return moveToNewToken(db, token, proved);
}

/**
 * Moves a session to a new token with `changes`, where `only` holds too (if given). Returns the
 * new token, or undefined when no such session is left.
 */
export async function moveToNewToken(
  db: Database,
  token: string,
  changes: Partial<Session>,
  only?: SQL,
): Promise<string | undefined> {
  const fresh = randomBytes(32).toString("base64url");
  const [row] = await db
    .update(sessions)
    .set({ ...changes, id: hashToken(fresh) })
    .where(and(eq(sessions.id, hashToken(token)), only))
    .returning({ id: sessions.id });
  return row ? fresh : undefined;
}

/** A session as "my sessions" lists it; `id` (the token's hash, never the token) is its handle. */
export type OpenSession = Pick<Session, "id" | "createdAt" | "lastSeenAt" | "userAgent" | "ip">;

const openColumns = {
  id: sessions.id,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  userAgent: sessions.userAgent,
  ip: sessions.ip,
};

/** The account's signed-in sessions that are still open now, the most recently active first. */
export async function listOpenSessions(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<OpenSession[]> {
  return db
    .select(openColumns)
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.stage, "active"),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of the account (never another account's); undefined if it had already ended. */
export async function endUserSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<OpenSession | undefined> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning(openColumns);
  return ended;
}

/** Ends every session of the account but the one of `keepToken`, and says which. */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepToken: string,
): Promise<OpenSession[]> {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken))))
    .returning(openColumns);
}
