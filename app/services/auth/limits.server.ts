import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "~/server/rate-limit.server";

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

async function waitFor(limiter: RateLimiterAbstract, key: string, max: number) {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < max) return undefined;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Seconds until this username or address may try again, or undefined when it may try now. */
export async function signInRetryAfter(username: string, ip: string): Promise<number | undefined> {
  const { username: byName, address } = await signInLimiters();
  const waits = await Promise.all([
    waitFor(byName, username, USERNAME_FAILURES),
    waitFor(address, ip, ADDRESS_FAILURES),
  ]);
  const limited = waits.filter((wait): wait is number => wait !== undefined);
  return limited.length > 0 ? Math.max(...limited) : undefined;
}

/** Counts one failed attempt against both the username and the address. */
export async function recordFailure(username: string, ip: string): Promise<void> {
  const { username: byName, address } = await signInLimiters();
  // penalty() counts without rejecting past the limit: the window keeps its first start.
  await Promise.all([byName.penalty(username, 1), address.penalty(ip, 1)]);
}

/** A successful sign-in clears that username's failures (not the address's). */
export async function clearFailures(username: string): Promise<void> {
  const { username: byName } = await signInLimiters();
  await byName.delete(username);
}
