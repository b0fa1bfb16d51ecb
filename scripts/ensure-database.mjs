import pg from "pg";

/**
 * Makes the PostgreSQL database `url` names when it does not exist yet, through the server's
 * `postgres` database: the test stages and workers that need one of their own beside
 * TEST_DATABASE_URL's. Two callers racing to make it are fine: the loser finds it made.
 */
export async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } catch (error) {
    // "already exists", or the catalog's unique index when both created it at the same moment.
    if (error?.code !== "42P04" && error?.code !== "23505") throw error;
  } finally {
    await client.end();
  }
}
