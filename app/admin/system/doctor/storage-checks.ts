import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { accountId, accountName, freeSpace, octal } from "./files";
import type { CheckStatus, CheckValues, FolderSpace } from "./types";

/** Below these shares of free space a disk is worth a look, then an emergency. */
export const DISK_WARN_PERCENT = 10;
export const DISK_FAIL_PERCENT = 2;

/** The key file the app makes beside the embedded database (secret-box.server.ts). */
const keyFileOf = (dataDir: string) => `${resolve(dataDir)}-secrets.key`;

/**
 * DATA_DIR holds the embedded database (every lead, the sessions): closed to other accounts
 * (0700) and owned by the account the site runs as, or the site cannot open it.
 */
export function checkDataDir(
  dataDir: string,
  usesEmbedded: boolean,
  siteUser: string,
): { status: CheckStatus; values: CheckValues["data-dir"] } {
  const path = resolve(dataDir);
  if (!existsSync(path)) {
    // PostgreSQL: nothing to keep there. Embedded: the first start creates it, 0700.
    return {
      status: usesEmbedded ? "warn" : "ok",
      values: { reason: "missing", path, used: usesEmbedded },
    };
  }
  const stat = statSync(path);
  if (stat.mode & 0o077) {
    return { status: "fail", values: { reason: "open", path, mode: octal(stat.mode) } };
  }
  const expected = accountId(siteUser) ?? process.getuid?.() ?? stat.uid;
  if (stat.uid !== expected) {
    return {
      status: "fail",
      values: {
        reason: "owner",
        path,
        owner: accountName(stat.uid),
        expected: accountName(expected),
      },
    };
  }
  const keyFile = keyFileOf(path);
  if (existsSync(keyFile)) {
    const keyMode = statSync(keyFile).mode;
    if (keyMode & 0o077) {
      return {
        status: "fail",
        values: { reason: "key-open", path: keyFile, mode: octal(keyMode) },
      };
    }
  }
  return {
    status: "ok",
    values: { reason: "ok", path, mode: octal(stat.mode), owner: accountName(stat.uid) },
  };
}

const worst = (statuses: CheckStatus[]): CheckStatus =>
  statuses.includes("fail") ? "fail" : statuses.includes("warn") ? "warn" : "ok";

/** Free space where the database and the backups are written; a disk holding both is one entry. */
export function checkDisk(folders: FolderSpace["folders"]): {
  status: CheckStatus;
  values: CheckValues["disk"];
} {
  const byDevice = new Map<number, FolderSpace>();
  for (const { setting, path } of folders) {
    const { freeBytes, freePercent, device } = freeSpace(path);
    const known = byDevice.get(device);
    if (known) {
      known.folders.push({ setting, path: resolve(path) });
      continue;
    }
    const status: CheckStatus =
      freePercent < DISK_FAIL_PERCENT ? "fail" : freePercent < DISK_WARN_PERCENT ? "warn" : "ok";
    byDevice.set(device, {
      folders: [{ setting, path: resolve(path) }],
      freeBytes,
      freePercent,
      status,
    });
  }
  const disks = [...byDevice.values()];
  return { status: worst(disks.map((disk) => disk.status)), values: { reason: "measured", disks } };
}
