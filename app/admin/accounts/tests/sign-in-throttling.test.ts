import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSignInLimiters, takeAttempt } from "~/admin/accounts/limits.server";
import type { Database } from "~/platform/database/db.server";
import { rateLimits } from "~/platform/database/schema";
import { startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";

const DAY = 24 * 3600;

afterAll(stopApp);

/**
 * The limiters read the clock through Date (in memory and in PostgreSQL, where the expiry is
 * written by the client): a fake Date lets days pass without sleeping.
 */
function clock() {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T08:00:00Z") });
  let elapsed = 0;
  return {
    advance(seconds: number) {
      elapsed += seconds;
      vi.setSystemTime(Date.now() + seconds * 1000);
    },
    get elapsed() {
      return elapsed;
    },
  };
}

/** One guess with a wrong password: refused (the wait) or counted as a failure (undefined). */
async function guess(username: string, ip: string): Promise<number | undefined> {
  const attempt = await takeAttempt(username, ip);
  if (!attempt.allowed) return attempt.retryAfter;
  await attempt.failed();
  return undefined;
}

describe.each(testDatabases)("sign-in throttling ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(rateLimits);
    resetSignInLimiters();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("makes 1,000 guesses from one address on one account take weeks, each lock-out twice as long", async () => {
    const time = clock();
    const waits: number[] = [];
    let failures = 0;
    while (failures < 1000) {
      const wait = await guess("anne", "198.51.100.66");
      if (wait === undefined) failures++;
      else {
        waits.push(wait);
        time.advance(wait);
      }
    }
    // 5 free guesses, then 15 min, 30 min, 1 h ... 16 h; the count is forgotten a day after the
    // first failure, so the cycle restarts after the 7th lock-out: 35 guesses per 31 h 45 min.
    expect(waits.slice(0, 8)).toEqual([900, 1800, 3600, 7200, 14_400, 28_800, 57_600, 900]);
    expect(time.elapsed).toBeGreaterThan(30 * DAY);
  }, 120_000); // some 6,000 queries on PostgreSQL

  it("keeps the addresses of one IPv6 /64 in one count", async () => {
    clock();
    for (let n = 1; n <= 5; n++) expect(await guess("anne", `2001:db8:1:2::${n}`)).toBeUndefined();
    expect(await guess("anne", "2001:db8:1:2:ffff::9")).toBe(900);
    expect(await guess("anne", "2001:db8:1:3::1")).toBeUndefined();
  });

  it("never stops an address with no failure, however many other addresses fail", async () => {
    const time = clock();
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 40; n++) await guess("anne", `203.0.113.${n}`);
      time.advance(60);
    }
    const owner = await takeAttempt("anne", "198.51.100.99");
    expect(owner.allowed).toBe(true);
    // ...nor the owner's own address after a typo, when the account is not under attack.
    await db.delete(rateLimits);
    resetSignInLimiters();
    expect(await guess("anne", "198.51.100.99")).toBeUndefined();
    expect((await takeAttempt("anne", "198.51.100.99")).allowed).toBe(true);
  });

  it("slows the addresses that failed on an account under attack, more with each failure", async () => {
    const time = clock();
    const waits: number[] = [];
    // Each attacker fails once; past 5 failures on the account, the one that just failed waits
    // 2 s, 4 s, 8 s ... (15 min at most) before its next guess.
    for (let n = 1; n <= 12; n++) {
      expect(await guess("anne", `203.0.113.${n}`)).toBeUndefined();
      const next = await takeAttempt("anne", `203.0.113.${n}`);
      waits.push(next.allowed ? 0 : next.retryAfter);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128]);
    for (let n = 13; n <= 20; n++) await guess("anne", `203.0.113.${n}`);
    expect(await guess("anne", "203.0.113.20")).toBe(900);
    time.advance(900);
    // The slow-down has passed: that address may guess again.
    expect((await takeAttempt("anne", "203.0.113.20")).allowed).toBe(true);
    // Another account, and an address that never failed on this one, are not slowed.
    expect((await takeAttempt("bob", "203.0.113.12")).allowed).toBe(true);
    expect((await takeAttempt("anne", "198.51.100.99")).allowed).toBe(true);
  });

  it("refuses an address after 20 failures within 15 minutes, whatever the usernames", async () => {
    const time = clock();
    for (let n = 0; n < 20; n++) expect(await guess(`guess${n}`, "198.51.100.30")).toBeUndefined();
    expect(await guess("anne", "198.51.100.30")).toBe(900);
    expect(await guess("anne", "::ffff:198.51.100.30")).toBe(900);
    time.advance(900);
    expect(await guess("anne", "198.51.100.30")).toBeUndefined();
  });

  it("forgets an address's failures on an account when it signs in", async () => {
    clock();
    for (let n = 0; n < 4; n++) await guess("anne", "198.51.100.20");
    const attempt = await takeAttempt("anne", "198.51.100.20");
    if (!attempt.allowed) throw new Error("refused");
    await attempt.succeeded();
    for (let n = 0; n < 5; n++) expect(await guess("anne", "198.51.100.20")).toBeUndefined();
    expect(await guess("anne", "198.51.100.20")).toBe(900);
  });
});
