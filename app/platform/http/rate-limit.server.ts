import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { connection } from "~/platform/database/db.server";

export interface LimiterOptions {
  /** Names the counter family in the shared table ("contact", "login-user"...). */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A fixed-window limiter: in PostgreSQL (table rate_limits, made by a migration) when the site runs
 * on it, so that every instance counts the same visitor; in memory on the embedded database,
 * which only one process can open anyway.
 */
export async function createLimiter(options: LimiterOptions): Promise<RateLimiterAbstract> {
  const { kind, pool } = await connection();
  const common = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  if (kind === "postgres" && pool) {
    return new RateLimiterPostgres({
      ...common,
      storeClient: pool,
      tableName: "rate_limits",
      tableCreated: true,
    });
  }
  return new RateLimiterMemory(common);
}

/**
 * Named limiters built together on first use, on the database of that moment: built again after
 * a failure, or after `reset()` (tests open a new database).
 */
export function limiterSet<K extends string>(options: Record<K, LimiterOptions>) {
  let built: Promise<Record<K, RateLimiterAbstract>> | undefined;
  async function build() {
    const names = Object.keys(options) as K[];
    const limiters = await Promise.all(names.map((name) => createLimiter(options[name])));
    return Object.fromEntries(names.map((name, i) => [name, limiters[i]])) as Record<
      K,
      RateLimiterAbstract
    >;
  }
  return {
    get(): Promise<Record<K, RateLimiterAbstract>> {
      built ??= build().catch((error: unknown) => {
        built = undefined;
        throw error;
      });
      return built;
    },
    reset(): void {
      built = undefined;
    },
  };
}

/** Takes one point: undefined when allowed, else the seconds until the key may act again. */
export async function takePoint(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<number | undefined> {
  try {
    await limiter.consume(key, 1);
    return undefined;
  } catch (refusal) {
    // Over the limit the library rejects with its result; a store failure is an Error.
    if (refusal instanceof RateLimiterRes)
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}
