import { ensureDatabase } from "../../scripts/ensure-database.mjs";

/**
 * System test files run two at a time (vitest.system.config.ts). Several use TEST_DATABASE_URL's
 * database itself (kill -9 durability, outages, pg_dump restores) or name theirs after it
 * (nginx.ts's freshDatabase): worker N > 1 gets a sibling database, name_sysN, made on first use,
 * and the variable is rewritten before the test file reads it, so two files never share one.
 */
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const url = process.env.TEST_DATABASE_URL;

if (url && worker > 1) {
  const own = new URL(url);
  own.pathname = `${own.pathname}_sys${worker}`;
  await ensureDatabase(own.toString());
  process.env.TEST_DATABASE_URL = own.toString();
}
