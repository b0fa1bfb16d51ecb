import { existsSync, readFileSync, statfsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** A mode as ls and chmod write it: 0700. */
export const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, "0");

/** Accounts of this machine by id, from /etc/passwd (no library: one line per account). */
function accounts(): Map<number, string> {
  const byId = new Map<number, string>();
  try {
    for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
      const [name, , uid] = line.split(":");
      if (name && uid) byId.set(Number(uid), name);
    }
  } catch {
    // Not a Unix machine: ids are shown as numbers.
  }
  return byId;
}

export function accountName(uid: number): string {
  return accounts().get(uid) ?? String(uid);
}

/** The id of an account by its name, or undefined when this machine has no such account. */
export function accountId(name: string): number | undefined {
  for (const [uid, account] of accounts()) if (account === name) return uid;
  return undefined;
}

/** The folder itself, or the nearest existing folder above it (where it would be created). */
export function nearestExisting(path: string): string {
  let current = resolve(path);
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** Free space for the site's account (not the part kept for root), in bytes and percent. */
export function freeSpace(path: string): {
  freeBytes: number;
  freePercent: number;
  device: number;
} {
  const at = nearestExisting(path);
  const fs = statfsSync(at);
  const freeBytes = fs.bavail * fs.bsize;
  const freePercent = fs.blocks > 0 ? (fs.bavail / fs.blocks) * 100 : 0;
  return { freeBytes, freePercent, device: statSync(at).dev };
}
