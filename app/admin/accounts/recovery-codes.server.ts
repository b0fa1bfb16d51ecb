import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import {
  replaceRecoveryCodes,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from "~/admin/accounts/account-factors.server";
import type { Database } from "~/platform/database/db.server";

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

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * Each code under its own random salt, through scrypt (`s1.<salt>.<hash>`): a dump of the table
 * cannot be searched for all codes at once, and each guess costs memory and time. No key is
 * involved, so a code outlives a change of SECRETS_KEY.
 */
const SCRYPT = { N: 4096, r: 8, p: 1 };

async function scryptOf(code: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(normalize(code), salt, 32, SCRYPT);
}

async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptOf(code, salt);
  return `s1.${salt.toString("base64url")}.${hash.toString("base64url")}`;
}

/** Codes issued before salting: SHA-256 of the account and the code; they keep working. */
function legacyHash(userId: number, code: string): string {
  return createHash("sha256")
    .update(`${userId}:${normalize(code)}`)
    .digest("hex");
}

async function matches(stored: string, userId: number, typed: string): Promise<boolean> {
  if (!stored.startsWith("s1.")) {
    const legacy = Buffer.from(legacyHash(userId, typed));
    const kept = Buffer.from(stored);
    return legacy.length === kept.length && timingSafeEqual(legacy, kept);
  }
  const [, salt = "", hash = ""] = stored.split(".");
  const expected = Buffer.from(hash, "base64url");
  const computed = await scryptOf(typed, Buffer.from(salt, "base64url"));
  return expected.length === computed.length && timingSafeEqual(expected, computed);
}

/** New codes for an account (the old ones stop working); returned once, only hashes are kept. */
export async function issueRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await replaceRecoveryCodes(db, userId, await Promise.all(codes.map(hashCode)));
  return codes;
}

/** Uses up one of the account's recovery codes: true when it matched one still unused. */
export async function useRecoveryCode(db: Database, userId: number, code: string, now: Date) {
  const typed = normalize(code);
  if (typed.length !== 10) return false;
  for (const row of await unusedRecoveryCodes(db, userId)) {
    if (await matches(row.codeHash, userId, typed)) {
      return spendRecoveryCode(db, userId, row.id, now);
    }
  }
  return false;
}
