import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's PostgreSQL 15 server programs (package postgresql-15). */
export const PG_BIN = "/usr/lib/postgresql/15/bin";

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function asOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (id.status !== 0)
    throw new Error("Running as root needs the postgres user to run PostgreSQL.");
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL server program (as postgres when root); fails with its output. */
export function pgRun(program: string, args: string[]): string {
  if (!existsSync(join(PG_BIN, program))) {
    throw new Error(
      `${join(PG_BIN, program)} is missing: this test needs PostgreSQL 15's server programs (apt-get install postgresql-15).`,
    );
  }
  const owner = asOwner();
  const command = owner ? "runuser" : join(PG_BIN, program);
  const argv = owner ? ["-u", "postgres", "--", join(PG_BIN, program), ...args] : args;
  const result = spawnSync(command, argv, { encoding: "utf8", cwd: "/" });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** A temporary folder the server programs may write to. */
export function clusterFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "procelia-pitr-"));
  const owner = asOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return dir;
}

/** Makes `path` (and nothing else) owned by the postgres user when running as root. */
export function giveToPostgres(path: string): void {
  const owner = asOwner();
  if (!owner) return;
  const result = spawnSync("chown", ["-R", `${owner.uid}:${owner.gid}`, path]);
  if (result.status !== 0) throw new Error(`chown ${path} failed`);
}

/**
 * Runs a shell script as the postgres user (when root) with PostgreSQL 15's programs first on
 * its PATH; the script is read from standard input, so its folder need not be readable by
 * postgres. Fails with its output.
 */
export function runScriptAsPostgres(script: string, env: Record<string, string>): string {
  const vars = { ...env, PATH: `${PG_BIN}:/usr/bin:/bin` };
  const assignments = Object.entries(vars).map(([key, value]) => `${key}=${value}`);
  const owner = asOwner();
  const [command, ...args] = owner
    ? ["runuser", "-u", "postgres", "--", "env", ...assignments, "bash", "-s"]
    : ["env", ...assignments, "bash", "-s"];
  const result = spawnSync(command as string, args, {
    input: readFileSync(script),
    encoding: "utf8",
    cwd: "/",
  });
  if (result.status !== 0) {
    throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}
