import { chmodSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { migratedTemplate } from "../integration/pglite-template";

/**
 * Vitest's global setup: one embedded database migrated once, which `migratedDataDir()`
 * (./server.ts) copies for a server or a command that only needs a database: creating one and
 * running every migration costs about 5 s of CPU each time. Its files private (0600, folders
 * 0700), as the site leaves them, so a copy starts without repairing them.
 */
export default async function migratedPglite() {
  const { dir, dataDir } = await migratedTemplate("procelia-system-template-");
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
  process.env.SYSTEM_PGLITE_TEMPLATE_DIR = dataDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
