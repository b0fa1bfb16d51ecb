import { and, count, eq, exists, isNotNull, isNull, lt, not, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { openSecret, sealSecret } from "~/platform/runtime/secret-box.server";
import type { Database } from "../../platform/database/db.server";
import {
  passkeys,
  recoveryCodes,
  securitySettings,
  sessions,
  users,
} from "../../platform/database/schema";
import { ABSOLUTE_TIMEOUT_MS, moveToNewToken } from "./sessions.server";

/** What an account has to prove who it is beyond its password. */
export interface FactorState {
  totpEnabled: boolean;
  /** A secret waiting for its first code (set up, not confirmed). */
  totpPending: boolean;
  passkeys: number;
  recoveryLeft: number;
}

export async function factorState(db: Database, userId: number): Promise<FactorState> {
  const [[row], [keys], [codes]] = await Promise.all([
    db
      .select({ totpEnabledAt: users.totpEnabledAt, totpSecret: users.totpSecret })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db
      .select({ total: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return {
    totpEnabled: Boolean(row?.totpEnabledAt),
    totpPending: Boolean(row && !row.totpEnabledAt && row.totpSecret),
    passkeys: keys?.total ?? 0,
    recoveryLeft: codes?.total ?? 0,
  };
}

export const hasSecondFactor = (state: FactorState) => state.totpEnabled || state.passkeys > 0;

/** What a TOTP seed is sealed against: this column of this account (a copied value opens nowhere else). */
const totpContext = (userId: number) => `users.totp_secret:${userId}`;

/**
 * A stored seed sealed again when it was in clear or under the previous key; conditional on the
 * value read, so that a set-up meanwhile is never overwritten.
 */
async function resealTotp(db: Database, userId: number, stored: string, plain: string) {
  await db
    .update(users)
    .set({ totpSecret: sealSecret(plain, totpContext(userId)) })
    .where(and(eq(users.id, userId), eq(users.totpSecret, stored)));
}

/** The account's TOTP seed in clear (sealed in the database), sealed again if it was stale. */
export async function readTotp(
  db: Database,
  userId: number,
): Promise<{ secret: string | null; enabled: boolean; enabledAt: Date | null } | undefined> {
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  let secret: string | null = null;
  if (row.secret) {
    const opened = openSecret(row.secret, totpContext(userId));
    if (opened.stale) await resealTotp(db, userId, row.secret, opened.plain);
    secret = opened.plain;
  }
  return { secret, enabled: Boolean(row.enabledAt), enabledAt: row.enabledAt };
}

/**
 * Every stored seed in clear (from before encryption) or under SECRETS_KEY_PREVIOUS sealed with
 * SECRETS_KEY; run at start-up. Returns how many were sealed again.
 */
export async function resealTotpSecrets(db: Database): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret })
    .from(users)
    .where(isNotNull(users.totpSecret));
  let resealed = 0;
  for (const row of rows) {
    if (!row.secret) continue;
    const opened = openSecret(row.secret, totpContext(row.id));
    if (!opened.stale) continue;
    await resealTotp(db, row.id, row.secret, opened.plain);
    resealed++;
  }
  return resealed;
}

/** How many accounts keep a TOTP seed (on or waiting for its first code). */
export async function countTotpSecrets(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(isNotNull(users.totpSecret));
  return row?.total ?? 0;
}

/** A new secret waiting for its first code; refused (false) while TOTP is on. */
export async function setPendingTotpSecret(
  db: Database,
  userId: number,
  secret: string,
): Promise<boolean> {
  const set = await db
    .update(users)
    .set({ totpSecret: sealSecret(secret, totpContext(userId)), totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return set.length > 0;
}

/** A set-up abandoned before its first code: the secret waiting for it goes. */
export async function clearPendingTotp(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
}

/** The pending secret goes into use; the step of the code that confirmed it is spent. */
export async function enableTotp(
  db: Database,
  userId: number,
  step: number,
  now: Date,
): Promise<boolean> {
  const enabled = await db
    .update(users)
    .set({ totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), isNotNull(users.totpSecret)))
    .returning({ id: users.id });
  return enabled.length > 0;
}

/** TOTP off: the secret and the recovery codes that went with it are gone. */
export function disableTotp(db: Database, userId: number): Promise<boolean> {
  return clearTotp(db, userId, users.totpEnabledAt);
}

/** Clears the account's TOTP where `had` is set, and its recovery codes; true when it had one. */
async function clearTotp(db: Database, userId: number, had: AnyPgColumn): Promise<boolean> {
  const cleared = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), isNotNull(had)))
    .returning({ id: users.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return cleared.length > 0;
}

/**
 * Every second factor of an account gone at once (passkeys, TOTP and its recovery codes): for a
 * person who lost them, by an administrator or from the command line. Returns what there was.
 */
export async function removeAllFactors(
  db: Database,
  userId: number,
): Promise<{ passkeys: number; totp: boolean }> {
  return db.transaction(async (tx) => {
    const keys = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, userId))
      .returning({ id: passkeys.id });
    // A setup begun but never confirmed goes too.
    const totp = await clearTotp(tx, userId, users.totpSecret);
    return { passkeys: keys.length, totp };
  });
}

/**
 * Spends a TOTP time step: true once per step and account, whichever instance asks first (the
 * update is conditional), so a code seen over someone's shoulder cannot be used again.
 */
export async function claimTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** The account's recovery codes not used yet, as stored (salted hashes). */
export async function unusedRecoveryCodes(
  db: Database,
  userId: number,
): Promise<{ id: number; codeHash: string }[]> {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Uses up a recovery code: true once, false for a code already used (by another request too). */
export async function spendRecoveryCode(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export interface SecurityRules {
  requireSecondFactor: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function readSecurityRules(db: Database): Promise<SecurityRules> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
  return {
    requireSecondFactor: row?.requireSecondFactor ?? false,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function setRequireSecondFactor(
  db: Database,
  value: boolean,
  by: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, requireSecondFactor: value, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: securitySettings.id,
      set: { requireSecondFactor: value, updatedAt: now, updatedBy: by },
    });
}

const hasPasskey = (db: Database) =>
  exists(db.select({ one: sql`1` }).from(passkeys).where(eq(passkeys.userId, users.id)));

/** Enabled accounts with neither TOTP nor a passkey, by username. */
export async function accountsWithoutFactor(db: Database): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(isNull(users.disabledAt), isNull(users.totpEnabledAt), not(hasPasskey(db))))
    .orderBy(users.username);
  return rows.map((row) => row.username);
}

/**
 * Whether this account must set up a factor before anything else: the team requires one and it
 * has none. One query, asked on every back-office request.
 */
export async function secondFactorDue(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ due: count() })
    .from(users)
    .innerJoin(securitySettings, eq(securitySettings.id, 1))
    .where(
      and(
        eq(users.id, userId),
        eq(securitySettings.requireSecondFactor, true),
        isNull(users.totpEnabledAt),
        not(hasPasskey(db)),
      ),
    );
  return (row?.due ?? 0) > 0;
}

/**
 * A session past its second factor: active for the usual 12 hours from now, proved just now, and
 * under a new token (the one seen before the factor is worthless). Only a session still waiting
 * for its factor is changed, once: undefined otherwise.
 */
export function activatePendingSession(db: Database, token: string, now = new Date()) {
  return moveToNewToken(
    db,
    token,
    {
      stage: "active",
      authenticatedAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
    },
    eq(sessions.stage, "second_factor"),
  );
}
