import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/**
 * PGlite lets a second process open the same directory without error and then loses rows
 * silently, so the directory is guarded by a lock file holding the owner's PID.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/$/, "")}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is already used by process ${owner}. ` +
            "PGlite cannot be shared between processes: stop that process, or use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.",
        );
      }
      unlinkSync(lockPath); // Left by a process that no longer runs.
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
