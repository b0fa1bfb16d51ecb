import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { basename } from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_FOLDER } from "~/platform/database/db.server";
import type { BackupKind } from "./backup-files";
import { restoreEmbedded, TargetNotEmptyError } from "./embedded-database";
import {
  databaseName,
  dumpRowCounts,
  objectsIn,
  pgRestore,
  tableCounts,
  withClient,
} from "./postgres-dump";

export { TargetNotEmptyError };

export type RestoreTarget = { url: string } | { dir: string };

export interface RestoreReport {
  file: string;
  target: string;
  seconds: number;
  /** Rows per table, as restored and checked against the backup. */
  counts: Map<string, number>;
  migrations: { applied: number; expected: number };
  /** One line for the operator. */
  summary: string;
}

/** What the file's first bytes say it is: pg_dump's custom format or a gzipped tar. */
export function kindOfFile(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  throw new Error(`${file} is neither a pg_dump custom-format file nor an embedded backup.`);
}

async function restorePostgres(file: string, url: string) {
  const existing = await withClient(url, objectsIn);
  if (existing > 0) {
    throw new TargetNotEmptyError(
      `The database ${databaseName(url)} is not empty (${existing} objects: tables, indexes, sequences or schemas): restore only into a new, empty database (createdb). Nothing was changed.`,
    );
  }
  // Both read the same file: the restore and the count of the rows it holds run side by side.
  // Both are waited for, so that no pg_restore is left running when this one fails.
  const [counted, restored] = await Promise.allSettled([dumpRowCounts(file), pgRestore(file, url)]);
  if (restored.status === "rejected") throw restored.reason;
  if (counted.status === "rejected") throw counted.reason;
  const expected = counted.value;
  const found = await withClient(url, (client) =>
    tableCounts((sql) => client.query(sql), [...expected.keys()]),
  );
  return { expected, found, migrations: found.get("drizzle.__drizzle_migrations") ?? 0 };
}

/**
 * Restores a backup into an empty target, then checks every table's row count against the
 * backup's and the migrations applied against this release's.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreReport> {
  const kind = kindOfFile(file);
  if (kind === "postgres" && !("url" in target)) {
    throw new Error(`${basename(file)} is a PostgreSQL dump: restore it with --into URL.`);
  }
  if (kind === "pglite" && !("dir" in target)) {
    throw new Error(
      `${basename(file)} is an embedded-database backup: restore it with --into-dir DIR.`,
    );
  }
  const started = performance.now();
  const { expected, found, migrations } =
    "url" in target
      ? await restorePostgres(file, target.url)
      : await restoreEmbedded(readFileSync(file), target.dir);
  const seconds = (performance.now() - started) / 1000;

  for (const [table, rows] of expected) {
    const restored = found.get(table);
    if (restored !== rows) {
      throw new Error(
        `Table ${table}: ${rows} rows in the backup, ${restored ?? "no table"} after the restore.`,
      );
    }
  }
  const expectedMigrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  if (migrations > expectedMigrations) {
    throw new Error(
      `The backup has ${migrations} migrations applied, this release knows ${expectedMigrations}: restore it with the release that made it, or a newer one.`,
    );
  }
  const rows = [...expected.values()].reduce((sum, n) => sum + n, 0);
  const main = ["public.leads", "public.media", "public.users", "public.blog_posts"]
    .filter((table) => expected.has(table))
    .map((table) => `${table.replace("public.", "")} ${expected.get(table)}`)
    .join(", ");
  const schema =
    migrations === expectedMigrations
      ? `migrations ${migrations}/${expectedMigrations}: ready`
      : `migrations ${migrations}/${expectedMigrations}: the site applies the others at its next start`;
  const where = "url" in target ? `database ${databaseName(target.url)}` : `folder ${target.dir}`;
  return {
    file: basename(file),
    target: where,
    seconds,
    counts: expected,
    migrations: { applied: migrations, expected: expectedMigrations },
    summary: `Restored ${basename(file)} into ${where} in ${seconds.toFixed(1)} s: ${expected.size} tables, ${rows} rows (${main}), each table's count checked; ${schema}.`,
  };
}
