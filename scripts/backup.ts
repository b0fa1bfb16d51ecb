// One backup file of the database, then retention; its path is the last line printed.
//   npm run backup -- [--out DIR] [--keep-days N]
// PostgreSQL (DATABASE_URL): pg_dump's custom format, one consistent snapshot while the site runs.
// Embedded database (DATA_DIR): PGlite's own copy of its data folder, taken under the folder's
// lock, so the site must be stopped (PGlite cannot be opened by a second process).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "~/platform/runtime/env.server";
import { backupFolder, backupName, pruneBackups, writeAtomically } from "./backup/backup-files";
import { CLEAR_TOTP_SQL, pgDump, withClient } from "./backup/postgres-dump";
import { parseCall, runCommand, UsageError } from "./run-command";

const { values } = parseCall("backup", {
  options: {
    out: { type: "string" },
    "keep-days": { type: "string" },
  },
});

function keepDays(): number {
  const value = values["keep-days"] ?? process.env.BACKUP_KEEP_DAYS ?? "30";
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(
      `--keep-days and BACKUP_KEEP_DAYS must be a whole number of days, 1 or more (not ${value}).`,
    );
  }
  return Number(value);
}

/** Keys in clear come from before sealing: the site seals them at its next start with SECRETS_KEY. */
function warnClearTotp(count: number): void {
  if (count > 0) {
    console.error(
      `Warning: ${count} authenticator-app key(s) are stored in clear and are readable in this backup: start the site once with SECRETS_KEY set to seal them, then back up again.`,
    );
  }
}

async function main(): Promise<number> {
  const out = values.out ?? process.env.BACKUP_DIR;
  if (!out) throw new UsageError("Name the backup folder: --out DIR, or set BACKUP_DIR.");
  const days = keepDays();
  const dir = backupFolder(out);
  const { DATABASE_URL, DATA_DIR } = env();
  const started = performance.now();
  let path: string;

  if (DATABASE_URL) {
    path = join(dir, backupName("postgres", new Date()));
    warnClearTotp(
      await withClient(DATABASE_URL, (client) =>
        client.query<{ n: number }>(CLEAR_TOTP_SQL).then(
          (result) => Number(result.rows[0]?.n ?? 0),
          () => 0, // no users table yet: nothing to warn about
        ),
      ),
    );
    await writeAtomically(path, (temporary) => pgDump(DATABASE_URL, temporary));
  } else {
    const { dumpEmbedded } = await import("./backup/embedded-database");
    const dump = await dumpEmbedded(DATA_DIR);
    warnClearTotp(dump.clearTotpKeys);
    path = join(dir, backupName("pglite", new Date(dump.manifest.takenAt)));
    await writeAtomically(path, async (temporary) =>
      writeFileSync(temporary, dump.bytes, { mode: 0o600 }),
    );
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written in ${seconds} s.`);
  const removed = pruneBackups(dir, days);
  if (removed.length > 0) {
    console.log(
      `Removed ${removed.length} backup(s) older than ${days} days: ${removed.join(", ")}.`,
    );
  }
  console.log(path);
  return 0;
}

runCommand("backup", main);
