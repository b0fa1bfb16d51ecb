import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { type AccountToken, accountTokens } from "../../platform/database/schema";
import { hashToken } from "./sessions.server";

export type AccountTokenPurpose = AccountToken["purpose"];

/** How long a link stays good: an invitation three days, a password reset half an hour. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  invite: 72 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

/**
 * A new single-use link's token (256 random bits, base64url), returned once: only its hash is
 * stored. The account's earlier unused links of the same purpose stop working.
 */
export async function issueAccountToken(
  db: Database,
  input: { userId: number; purpose: AccountTokenPurpose; createdBy: string | null; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, input.userId),
          eq(accountTokens.purpose, input.purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      id: hashToken(token),
      userId: input.userId,
      purpose: input.purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]),
      createdBy: input.createdBy,
    });
  });
  return token;
}

const tokenShape = /^[\w-]{43}$/;

/** The row of a link that still works: this token, for this purpose, unused, not expired. */
const usable = (token: string, purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.id, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * The account a link is good for now (unused, not expired). With `useUp` the link is used up:
 * found for exactly one caller, even when two submit it at once (the update's condition
 * decides); call it so in the transaction that sets the password.
 */
export async function findAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  { useUp = false, now = new Date() } = {},
): Promise<AccountToken | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const where = usable(token, purpose, now);
  const [row] = useUp
    ? await db.update(accountTokens).set({ usedAt: now }).where(where).returning()
    : await db.select().from(accountTokens).where(where).limit(1);
  return row;
}
