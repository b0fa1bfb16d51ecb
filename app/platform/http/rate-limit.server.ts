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
