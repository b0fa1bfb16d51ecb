import { hash, verify } from "@node-rs/argon2";
import { z } from "zod";

/** Letters, digits, dot, underscore, hyphen; stored in lower case so "Anne" and "anne" are one account. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, "3 to 64 characters: letters, digits, dot, underscore or hyphen");

export const MIN_PASSWORD_LENGTH = 12;
/** Bounded so that a huge body cannot make hashing a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`);

/** Argon2id (the library's default) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a user, it still verifies against a dummy hash
 * of the same cost, so the answer takes as long whether the username exists or not.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword("no account has this password; it only costs time");
  const target = storedHash ?? (await dummyHash);
  let matches = false;
  try {
    matches = await verify(target, password.slice(0, MAX_PASSWORD_LENGTH));
  } catch {
    matches = false; // A malformed stored hash never signs anyone in.
  }
  return storedHash !== undefined && matches;
}
