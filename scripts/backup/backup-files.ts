import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";

/** procelia-20261129T021500Z.dump (PostgreSQL) or procelia-20261129T021500Z.pglite.tar.gz (PGlite). */
const NAME = /^procelia-(\d{8}T\d{6}Z)\.(dump|pglite\.tar\.gz)$/;

export type BackupKind = "postgres" | "pglite";

export interface BackupFile {
  name: string;
  path: string;
  kind: BackupKind;
  takenAt: Date;
}

/** 2026-11-29T02:15:00.123Z -> 20261129T021500Z */
export const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(/[-:]/g, "");

export function backupName(kind: BackupKind, date: Date): string {
  return `procelia-${stampOf(date)}.${kind === "postgres" ? "dump" : "pglite.tar.gz"}`;
}

export function parseBackupName(path: string): BackupFile | undefined {
  const name = basename(path);
  const match = NAME.exec(name);
  if (!match?.[1]) return undefined;
  const s = match[1];
  const takenAt = new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
  return { name, path: resolve(path), kind: match[2] === "dump" ? "postgres" : "pglite", takenAt };
}

/** The backups of a folder, newest first (by the time in their names, which retention uses too). */
export function backupsIn(dir: string): BackupFile[] {
  return readdirSync(dir)
    .map((name) => parseBackupName(join(dir, name)))
    .filter((file): file is BackupFile => file !== undefined)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * The backup folder, made owner-only when this call creates it; an existing folder that others
 * can read is refused: the dumps hold every lead.
 */
export function backupFolder(dir: string): string {
  const path = resolve(dir);
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) {
    throw new Error(
      `The backup folder ${dir} is open to other users (mode ${mode.toString(8).padStart(4, "0")}): run \`chmod 700 ${path}\` first. The backups hold the leads.`,
    );
  }
  return path;
}

/**
 * Writes through a hidden temporary name made 0600 before the first byte, then renames: a backup
 * file under its final name is always complete, and a failed run leaves nothing behind.
 */
export async function writeAtomically(
  finalPath: string,
  write: (temporaryPath: string) => Promise<void>,
): Promise<void> {
  const temporary = join(resolve(finalPath, ".."), `.${basename(finalPath)}.partial`);
  const mask = process.umask(0o077);
  try {
    await write(temporary);
    chmodSync(temporary, 0o600);
    renameSync(temporary, finalPath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    process.umask(mask);
  }
}

/**
 * Deletes the backups taken more than `days` days before `now`; returns their names. A temporary
 * file left by a run that was killed goes too once it is a day old (a run may still be writing a
 * younger one).
 */
export function pruneBackups(dir: string, days: number, now = new Date()): string[] {
  const limit = now.getTime() - days * 86_400_000;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (
      /^\.procelia-.*\.partial$/.test(name) &&
      statSync(path).mtimeMs < now.getTime() - 86_400_000
    ) {
      rmSync(path, { force: true });
    }
  }
  const removed: string[] = [];
  for (const file of backupsIn(dir)) {
    if (file.takenAt.getTime() < limit) {
      rmSync(file.path, { force: true });
      removed.push(file.name);
    }
  }
  return removed;
}
