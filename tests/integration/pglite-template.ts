import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, connection } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";

/**
 * Vitest's global setup: one embedded database migrated once, which the harness copies for each
 * test file (./harness.ts) instead of migrating a new one, about 2-3 s of CPU each time.
 */
export default async function migratedPglite() {
  const dir = mkdtempSync(join(tmpdir(), "procelia-pglite-template-"));
  const dataDir = join(dir, "pglite");
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  await connection();
  await closeDb();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  process.env.PGLITE_TEMPLATE_DIR = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
