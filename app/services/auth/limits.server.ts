import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter, takePoint } from "~/services/rate-limit.server";

/** Failed sign-ins allowed per username and per address within the window. */
export const USERNAME_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

interface Limiters {
  username: RateLimiterAbstract;
  address: RateLimiterAbstract;
}

let limiters: Promise<Limiters> | undefined;

async function open(): Promise<Limiters> {
  const [username, address] = await Promise.all([
    createLimiter({
      keyPrefix: "login-user",
      points: USERNAME_FAILURES,
      durationSeconds: FAILURE_WINDOW_SECONDS,
    }),
    createLimiter({
      keyPrefix: "login-ip",
      points: ADDRESS_FAILURES,
      durationSeconds: FAILURE_WINDOW_SECONDS,
    }),
  ]);
  return { username, address };
}

function signInLimiters(): Promise<Limiters> {
  limiters ??= open().catch((error: unknown) => {
    limiters = undefined;
    throw error;
  });
  return limiters;
}

/** Tests open a new database: the next check builds limiters on it. */
export function resetSignInLimiters(): void {
  limiters = undefined;
}

/**
 * Counts one sign-in attempt against the username and the address, before the password is
 * checked: the count is atomic in the store, so parallel guesses cannot slip past the limit.
 * Returns the seconds to wait when either is over its limit, else undefined.
 */
export async function takeAttempt(username: string, ip: string): Promise<number | undefined> {
  const { username: byName, address } = await signInLimiters();
  const [nameWait, addressWait] = await Promise.all([
    takePoint(byName, username),
    takePoint(address, ip),
  ]);
  if (nameWait === undefined && addressWait === undefined) return undefined;
  // A refused attempt is no attempt: give back the point of the side that was not over.
  if (nameWait === undefined) await byName.reward(username, 1);
  if (addressWait === undefined) await address.reward(ip, 1);
  return Math.max(nameWait ?? 0, addressWait ?? 0);
}

/** A successful sign-in clears that username's failures and does not count against the address. */
export async function recordSuccess(username: string, ip: string): Promise<void> {
  const { username: byName, address } = await signInLimiters();
  await Promise.all([byName.delete(username), address.reward(ip, 1)]);
}
