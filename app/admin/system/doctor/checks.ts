// Every check of an installation, without the command line: `npm run doctor` prints them, and
// the back office can list the same results. Reads the settings from process.env, as the site does.
import { env } from "~/platform/runtime/env.server";
import { checkBackups, checkRestoreTest } from "./backup-checks";
import { checkDatabase } from "./database-check";
import { checkMail } from "./mail-check";
import { checkBuild, checkEnvironment, checkNode } from "./runtime-checks";
import { checkIdentity, checkPublicUrl } from "./site-checks";
import { checkDataDir, checkDisk } from "./storage-checks";
import type { CheckId, CheckOptions, CheckResult, CheckStatus, CheckValues, NotRun } from "./types";

export type { CheckId, CheckOptions, CheckResult, CheckStatus } from "./types";

type Outcome<Id extends CheckId> = { status: CheckStatus; values: CheckValues[Id] | NotRun };

/** A check that throws is a failure with its message, never a crash of the whole list. */
async function settle<Id extends CheckId>(
  id: Id,
  run: () => Outcome<Id> | Promise<Outcome<Id>>,
): Promise<CheckResult> {
  try {
    const { status, values } = await run();
    return { id, status, values } as CheckResult;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return { id, status: "fail", values: { reason: "error", error: message } } as CheckResult;
  }
}

/** Without valid settings, what depends on them is not checked (the environment's line says why). */
const skipped = { status: "warn", values: { reason: "skipped" } } as const;

/** Runs every check at once (the slow ones are network round trips) and returns them in order. */
export async function runChecks(options: CheckOptions = {}): Promise<CheckResult[]> {
  const root = options.root ?? process.cwd();
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? 2_500;
  const siteUser = options.siteUser ?? "procelia";
  const environment = checkEnvironment(options.settingsSource ?? "");
  const config = environment.valid ? env() : undefined;
  const dataDir = process.env.DATA_DIR?.trim() || "data/pglite";
  const backupDir = process.env.BACKUP_DIR?.trim() || undefined;
  const usesEmbedded = !process.env.DATABASE_URL?.trim();
  const kind = usesEmbedded ? "pglite" : "postgres";
  const production = (process.env.NODE_ENV ?? "development") === "production";

  return Promise.all([
    settle("node", () => checkNode(root)),
    settle("environment", () => environment),
    settle("database", () =>
      config ? checkDatabase(config, root, timeoutMs, options.siteQuery) : skipped,
    ),
    settle("mail", () => (config ? checkMail(config, timeoutMs) : skipped)),
    settle("public-url", () => (config ? checkPublicUrl(root) : skipped)),
    settle("identity", () => checkIdentity()),
    settle("data-dir", () => checkDataDir(dataDir, usesEmbedded, siteUser)),
    settle("disk", () =>
      checkDisk([
        { setting: "DATA_DIR", path: dataDir },
        ...(backupDir ? [{ setting: "BACKUP_DIR" as const, path: backupDir }] : []),
      ]),
    ),
    settle("backups", () => checkBackups(backupDir, kind, now)),
    settle("restore-test", () => checkRestoreTest(backupDir, now)),
    settle("build", () => checkBuild(root, production)),
  ]);
}

/** 1 when any check failed, else 0: warnings are worth a look but do not stop anything. */
export const exitCodeOf = (results: CheckResult[]) =>
  results.some((result) => result.status === "fail") ? 1 : 0;
