import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, connection } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";

/** An embedded database in a new folder named after `prefix`, migrated, closed again. */
export async function migratedTemplate(prefix: string): Promise<{ dir: string; dataDir: string }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, "pglite");
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  try {
    await connection();
    await closeDb();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
  }
  return { dir, dataDir };
}

/**
 * Vitest's global setup: one embedded database migrated once, which the harness copies for each
 * test file (./harness.ts) instead of migrating a new one, about 2-3 s of CPU each time.
 */
export default async function migratedPglite() {
  const { dir, dataDir } = await migratedTemplate("procelia-pglite-template-");
  process.env.PGLITE_TEMPLATE_DIR = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
