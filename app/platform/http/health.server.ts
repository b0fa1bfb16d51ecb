import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { getDb, MIGRATIONS_FOLDER } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { componentLogger } from "~/platform/runtime/logger.server";

const log = componentLogger("health");

export type Readiness = { ready: true } | { ready: false; reason: string };

let expectedMigrations: number | undefined;

/**
 * Ready when the database answers and every migration of this build is applied: a load balancer
 * then sends traffic only to instances that can store a contact request.
 */
export async function readiness(): Promise<Readiness> {
  expectedMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  try {
    const db = await getDb();
    // Both drivers (node-postgres and PGlite) answer with { rows }.
    const result = (await db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    if (applied < expectedMigrations) {
      return { ready: false, reason: `migrations_pending (${applied}/${expectedMigrations})` };
    }
    return { ready: true };
  } catch (error) {
    log.error({ error: describeDbError(error) }, "database not ready");
    return { ready: false, reason: "database_unavailable" };
  }
}
