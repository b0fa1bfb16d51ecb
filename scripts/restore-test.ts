// The weekly restore test: the newest backup of a folder, restored into a scratch database (or a
// temporary folder), checked, then dropped. One JSON line per run in DIR/restore-tests.jsonl,
// which the doctor and the back office read.
//   npm run restore-test -- [--dir DIR]
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { env } from "~/platform/runtime/env.server";
import { backupsIn } from "./backup/backup-files";
import { withClient } from "./backup/postgres-dump";
import { restoreBackup } from "./backup/restore-backup";
import { parseCall, runCommand, UsageError } from "./run-command";

const { values } = parseCall("restore-test", {
  options: { dir: { type: "string" } },
});

interface Outcome {
  file: string;
  ok: boolean;
  seconds: number;
  message: string;
}

/** A scratch database beside the one of `url`, on the same server, dropped after use. */
async function withScratchDatabase<T>(url: string, use: (scratchUrl: string) => Promise<T>) {
  const admin = new URL(url);
  const name = `${decodeURIComponent(admin.pathname.slice(1)) || "procelia"}_restore_test`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const scratch = new URL(url);
  scratch.pathname = `/${encodeURIComponent(name)}`;
  // A run killed half-way left its scratch database: it goes first.
  await withClient(url, (client) => client.query(`drop database if exists ${quoted} with (force)`));
  await withClient(url, (client) => client.query(`create database ${quoted}`));
  try {
    return await use(scratch.toString());
  } finally {
    await withClient(url, (client) =>
      client.query(`drop database if exists ${quoted} with (force)`),
    );
  }
}

async function test(dir: string): Promise<Outcome> {
  const newest = backupsIn(dir)[0];
  if (!newest) return { file: "", ok: false, seconds: 0, message: `no backup in ${dir}` };
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    let summary: string;
    if (newest.kind === "postgres") {
      const url = process.env.RESTORE_TEST_DATABASE_URL || env().DATABASE_URL;
      if (!url)
        throw new Error(
          "Set RESTORE_TEST_DATABASE_URL or DATABASE_URL: the scratch database is made on that server.",
        );
      summary = await withScratchDatabase(
        url,
        async (scratch) => (await restoreBackup(newest.path, { url: scratch })).summary,
      );
    } else {
      const parent = mkdtempSync(join(tmpdir(), "procelia-restore-test-"));
      try {
        summary = (await restoreBackup(newest.path, { dir: join(parent, "pglite") })).summary;
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    }
    return { file: newest.name, ok: true, seconds: seconds(), message: summary };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replaceAll(
      /\s+/g,
      " ",
    );
    return { file: newest.name, ok: false, seconds: seconds(), message };
  }
}

async function main(): Promise<number> {
  const dir = values.dir ?? process.env.BACKUP_DIR;
  if (!dir) throw new UsageError("Name the backup folder: --dir DIR, or set BACKUP_DIR.");
  const outcome = await test(dir);
  const record = { at: new Date().toISOString(), ...outcome };
  appendFileSync(join(dir, "restore-tests.jsonl"), `${JSON.stringify(record)}\n`, { mode: 0o600 });
  if (!outcome.ok)
    throw new Error(`Restore test of ${outcome.file || dir} failed: ${outcome.message}`);
  console.log(`Restore test passed: ${outcome.message}`);
  return 0;
}

runCommand("restore-test", main);
