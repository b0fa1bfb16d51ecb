import { createHash } from "node:crypto";
import { clientKey } from "~/platform/http/client-key.server";
import { limiterSet, takePoint } from "~/platform/http/rate-limit.server";

// The rule and its arithmetic: docs/decisions/014-sign-in-throttling.md.

/** Failures one address may make on one account before each lock-out of that pair. */
export const PAIR_FAILURES = 5;
export const FIRST_LOCKOUT_SECONDS = 15 * 60;
/** How long a pair's failures are remembered (a success forgets them at once). */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/** Failures one address may make within the window, whatever the usernames. */
export const ADDRESS_FAILURES = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures on one account, from anywhere, past which the addresses that failed are slowed. */
export const ACCOUNT_FAILURES = 5;
export const MAX_SLOWDOWN_SECONDS = 15 * 60;

/** The n-th lock-out of a pair within its memory: 15 min, 30 min, 1 h ... doubling. */
export function lockoutSeconds(n: number): number {
  return FIRST_LOCKOUT_SECONDS * 2 ** (n - 1);
}

/** The wait of an address that just failed on an account with this many recent failures. */
export function slowdownSeconds(accountFailures: number): number {
  if (accountFailures <= ACCOUNT_FAILURES) return 0;
  return Math.min(2 ** (accountFailures - ACCOUNT_FAILURES), MAX_SLOWDOWN_SECONDS);
}

const window = FAILURE_WINDOW_SECONDS;

const limiters = limiterSet({
  /** Attempts per pair, taken before the password is checked; holds the pair's lock-outs. */
  gate: { keyPrefix: "login-pair", points: PAIR_FAILURES, durationSeconds: window },
  /** Failures per pair over a day: every 5th locks the pair, for twice as long as the last. */
  failures: { keyPrefix: "login-pair-failures", points: 1, durationSeconds: PAIR_MEMORY_SECONDS },
  /** Failures per address, whatever the usernames. */
  address: { keyPrefix: "login-ip", points: ADDRESS_FAILURES, durationSeconds: window },
  /** Failures per account from every address: only read, to slow the addresses that failed. */
  account: { keyPrefix: "login-account", points: ACCOUNT_FAILURES, durationSeconds: window },
  /** The slow-downs of pairs while their account is under attack. */
  slow: { keyPrefix: "login-slow", points: 1, durationSeconds: MAX_SLOWDOWN_SECONDS },
});

/** Tests open a new database: the next check builds limiters on it. */
export const resetSignInLimiters = limiters.reset;

/** What was typed may be a password: the store keeps only a digest of it. */
function digest(username: string): string {
  return createHash("sha256").update(username).digest("base64url").slice(0, 22);
}

export type Attempt =
  | { allowed: false; retryAfter: number }
  | {
      allowed: true;
      /** The password was wrong: counts the failure, and locks or slows the pair. */
      failed: () => Promise<void>;
      /** The password was right: the pair's failures are forgotten. */
      succeeded: () => Promise<void>;
    };

/**
 * Counts one attempt for this account (the username as typed, lower-cased) from this address,
 * before the password is checked: the count is atomic in the store, so parallel guesses cannot
 * slip past the limits. A lock-out or slow-down binds one address on one account only, never the
 * account itself: its owner, from an address with no failure, always gets through.
 */
export async function takeAttempt(username: string, ip: string): Promise<Attempt> {
  const l = await limiters.get();
  const address = clientKey(ip);
  const account = digest(username);
  const pair = `${account}:${address}`;

  const slowed = await l.slow.get(pair);
  if (slowed && slowed.msBeforeNext > 0) return refused(slowed.msBeforeNext / 1000);
  const [pairWait, addressWait] = await Promise.all([
    takePoint(l.gate, pair),
    takePoint(l.address, address),
  ]);
  if (pairWait !== undefined || addressWait !== undefined) {
    // A refused attempt is no attempt: give back the point of the side that was not over.
    if (pairWait === undefined) await l.gate.reward(pair, 1);
    if (addressWait === undefined) await l.address.reward(address, 1);
    return refused(Math.max(pairWait ?? 0, addressWait ?? 0));
  }

  return {
    allowed: true,
    failed: async () => {
      const [mine, all] = await Promise.all([
        l.failures.penalty(pair, 1),
        l.account.penalty(account, 1),
      ]);
      // Each count is handed out once, so exactly one failure sets each lock-out.
      if (mine.consumedPoints % PAIR_FAILURES === 0) {
        await l.gate.block(pair, lockoutSeconds(mine.consumedPoints / PAIR_FAILURES));
      }
      const slow = slowdownSeconds(all.consumedPoints);
      if (slow > 0) await l.slow.block(pair, slow);
    },
    succeeded: async () => {
      // The owner's own typos no longer count towards an attack on the account either.
      const [mine, all] = await Promise.all([l.failures.get(pair), l.account.get(account)]);
      const own = Math.min(mine?.consumedPoints ?? 0, all?.consumedPoints ?? 0);
      if (own > 0) await l.account.reward(account, own);
      await Promise.all([
        l.gate.delete(pair),
        l.failures.delete(pair),
        l.slow.delete(pair),
        l.address.reward(address, 1),
      ]);
    },
  };
}

function refused(seconds: number): Attempt {
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(seconds)) };
}
