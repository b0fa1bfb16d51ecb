import { createHash, randomInt } from "node:crypto";
import { replaceRecoveryCodes, spendRecoveryCode } from "~/data/account-factors.server";
import type { Database } from "~/data/db.server";
import { type CodeCheck, takeCodeAttempt } from "./totp.server";

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read from paper without doubt. 31 symbols, 10 per code: about 50 bits. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

function newCode(): string {
  const symbols = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${symbols.slice(0, 5).join("")}-${symbols.slice(5).join("")}`;
}

/** Spaces, hyphens and case do not matter when a code is typed back. */
function normalize(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "").slice(0, 40);
}

/** Each code is random enough that a plain SHA-256 (salted with the account) cannot be reversed. */
function hashCode(userId: number, code: string): string {
  return createHash("sha256")
    .update(`${userId}:${normalize(code)}`)
    .digest("hex");
}

/** New codes for an account (the old ones stop working); returned once, only hashes are kept. */
export async function issueRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => hashCode(userId, code)),
  );
  return codes;
}

/** Uses up one recovery code, counted by the same limiter as the TOTP codes. */
export async function checkRecoveryCode(
  db: Database,
  user: { id: number; username: string },
  code: string,
  ip: string,
  now = new Date(),
): Promise<CodeCheck> {
  const attempt = await takeCodeAttempt(user.username, ip);
  if (!attempt.allowed) return { ok: false, reason: "limited", retryAfter: attempt.retryAfter };
  const typed = normalize(code);
  const spent =
    typed.length === 10 && (await spendRecoveryCode(db, user.id, hashCode(user.id, typed), now));
  if (!spent) {
    await attempt.failed();
    return { ok: false, reason: "invalid" };
  }
  await attempt.succeeded();
  return { ok: true };
}
