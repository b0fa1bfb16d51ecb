import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, connection } from "~/platform/database/db.server";
import { resetEnvCache } from "~/platform/runtime/env.server";

/**
 * Vitest's global setup: one embedded database migrated once, which `migratedDataDir()`
 * (./server.ts) copies for a server or a command that only needs a database: creating one and
 * running every migration costs about 5 s of CPU each time. Its files private (0600, folders
 * 0700), as the site leaves them, so a copy starts without repairing them.
 */
export default async function migratedPglite() {
  const dir = mkdtempSync(join(tmpdir(), "procelia-system-template-"));
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
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
  process.env.SYSTEM_PGLITE_TEMPLATE_DIR = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
