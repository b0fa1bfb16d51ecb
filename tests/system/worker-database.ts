import pg from "pg";

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
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const name = own.pathname.slice(1);
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  process.env.TEST_DATABASE_URL = own.toString();
}
