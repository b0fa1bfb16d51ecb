import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { octal } from "./files";
import type { CheckStatus, CheckValues } from "./types";

/** A nightly backup: a day and two hours of slack before a warning, two days before a failure. */
export const BACKUP_WARN_HOURS = 26;
export const BACKUP_FAIL_HOURS = 48;
/** The restore test runs weekly: a day of slack. */
export const RESTORE_TEST_WARN_DAYS = 8;

export const RESTORE_TESTS_FILE = "restore-tests.jsonl";

/** procelia-20261129T021500Z.dump (PostgreSQL) or .pglite.tar.gz (the embedded database). */
const BACKUP_NAME =
  /^procelia-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(dump|pglite\.tar\.gz)$/;

export type DatabaseKind = "postgres" | "pglite";

const extensionOf = (kind: DatabaseKind) => (kind === "postgres" ? "dump" : "pglite.tar.gz");

/** The newest backup of this kind of database in the folder, by the time in its name. */
export function newestBackup(
  dir: string,
  kind: DatabaseKind,
): { file: string; takenAt: Date; bytes: number } | undefined {
  let newest: { file: string; takenAt: Date } | undefined;
  for (const file of readdirSync(dir)) {
    const match = BACKUP_NAME.exec(file);
    if (!match || match[7] !== extensionOf(kind)) continue;
    const [, y, mo, d, h, mi, s] = match.map(Number);
    const takenAt = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
    if (!newest || takenAt > newest.takenAt) newest = { file, takenAt };
  }
  return newest && { ...newest, bytes: statSync(join(dir, newest.file)).size };
}

/** BACKUP_DIR: closed to other accounts, and a backup of the database in use from last night. */
export function checkBackups(
  backupDir: string | undefined,
  kind: DatabaseKind,
  now: Date,
): { status: CheckStatus; values: CheckValues["backups"] } {
  if (!backupDir) return { status: "warn", values: { reason: "no-setting" } };
  const path = resolve(backupDir);
  if (!existsSync(path)) return { status: "fail", values: { reason: "dir-missing", path } };
  const stat = statSync(path);
  if (stat.mode & 0o077) {
    return { status: "fail", values: { reason: "dir-open", path, mode: octal(stat.mode) } };
  }
  const newest = newestBackup(path, kind);
  if (!newest) {
    // A folder made today has not seen its first night yet.
    const madeAt = stat.birthtimeMs || stat.ctimeMs;
    const recent = now.getTime() - madeAt < BACKUP_FAIL_HOURS * 3_600_000;
    return {
      status: recent ? "warn" : "fail",
      values: { reason: "none", path, kind: extensionOf(kind), recent },
    };
  }
  if (newest.bytes === 0) return { status: "fail", values: { reason: "empty", file: newest.file } };
  const hours = (now.getTime() - newest.takenAt.getTime()) / 3_600_000;
  const [status, reason] =
    hours > BACKUP_FAIL_HOURS
      ? (["fail", "too-old"] as const)
      : hours > BACKUP_WARN_HOURS
        ? (["warn", "old"] as const)
        : (["ok", "ok"] as const);
  return {
    status,
    values: { reason, file: newest.file, hours: Math.round(hours * 10) / 10, bytes: newest.bytes },
  };
}

interface RestoreTest {
  at: string;
  file: string;
  ok: boolean;
  seconds: number;
  message: string;
}

function isRestoreTest(value: unknown): value is RestoreTest {
  const line = value as Partial<RestoreTest> | null;
  return (
    typeof line === "object" &&
    line !== null &&
    typeof line.at === "string" &&
    !Number.isNaN(Date.parse(line.at)) &&
    typeof line.ok === "boolean"
  );
}

/** The last line of BACKUP_DIR/restore-tests.jsonl: did the newest restore test work, and when. */
export function checkRestoreTest(
  backupDir: string | undefined,
  now: Date,
): { status: CheckStatus; values: CheckValues["restore-test"] } {
  if (!backupDir) return { status: "warn", values: { reason: "no-setting" } };
  const file = join(resolve(backupDir), RESTORE_TESTS_FILE);
  if (!existsSync(file)) return { status: "warn", values: { reason: "none" } };
  const last = readFileSync(file, "utf8").trimEnd().split("\n").at(-1)?.trim();
  if (!last) return { status: "warn", values: { reason: "none" } };
  let test: unknown;
  try {
    test = JSON.parse(last);
  } catch (error) {
    return { status: "fail", values: { reason: "unreadable", error: (error as Error).message } };
  }
  if (!isRestoreTest(test)) {
    return { status: "fail", values: { reason: "unreadable", error: "no date or result" } };
  }
  const backup = typeof test.file === "string" ? test.file : "";
  if (!test.ok) {
    const message = typeof test.message === "string" ? test.message : "";
    return { status: "fail", values: { reason: "failed", at: test.at, file: backup, message } };
  }
  const days = (now.getTime() - Date.parse(test.at)) / 86_400_000;
  const old = days > RESTORE_TEST_WARN_DAYS;
  return {
    status: old ? "warn" : "ok",
    values: {
      reason: old ? "old" : "ok",
      at: test.at,
      file: backup,
      seconds: typeof test.seconds === "number" ? test.seconds : 0,
      days: Math.round(days * 10) / 10,
    },
  };
}
