import {
  mailConfigured,
  type SendAccountMail,
  sendAccountMail,
} from "~/admin/intake/mailer.server";
import { alertAdministrators } from "~/admin/leads/administrator-alert.server";
import { claimJobRun, releaseJobRun } from "~/admin/leads/lead-follow-up.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { checkBackups, checkRestoreTest } from "./doctor/backup-checks";
import { describeResult } from "./doctor/texts";

/**
 * The administrators are e-mailed when the newest backup is more than 26 hours old or the last
 * restore test failed: once per state of the backup folder (its newest file, its last restore
 * test), claimed in the database so that one instance sends it.
 */

const log = componentLogger("backup-watch");
const JOB = "backup-alert";
const TICK_MS = 10 * 60_000;

export interface BackupWatchOptions {
  now?: Date;
  backupDir?: string;
  send?: SendAccountMail;
}

export async function alertStaleBackups(
  db: Database,
  options: BackupWatchOptions = {},
): Promise<"unset" | "fine" | "done" | "sent" | "unsent"> {
  const dir = options.backupDir ?? process.env.BACKUP_DIR?.trim();
  if (!dir) return "unset";
  const now = options.now ?? new Date();
  const kind = env().DATABASE_URL ? "postgres" : "pglite";
  const backups = { id: "backups" as const, ...checkBackups(dir, kind, now) };
  const restore = { id: "restore-test" as const, ...checkRestoreTest(dir, now) };
  const stale = backups.status !== "ok";
  const failed = restore.values.reason === "failed";
  if (!stale && !failed) return "fine";
  const send = options.send ?? (mailConfigured() ? sendAccountMail : undefined);
  if (!send) return "unsent";
  const newest = "file" in backups.values ? backups.values.file : backups.values.reason;
  const tested = "at" in restore.values ? restore.values.at : restore.values.reason;
  const key = `${stale ? newest : "fresh"}|${failed ? tested : "passed"}`;
  if (!(await claimJobRun(db, JOB, key, now))) return "done";
  return alertAdministrators(db, send, log, {
    action: "backup_alert_sent",
    mail: (lang) => {
      const t = messages(lang, "adminSystem").mail;
      const lines = [backups, restore]
        .filter((check) => check.status !== "ok")
        .map((check) => describeResult(check, lang))
        .map((line) => `- ${line.title}: ${line.text}`)
        .join("\n");
      return {
        subject: t.subject,
        text: fill(t.text, {
          lines,
          link: `${env().PUBLIC_SITE_URL}${backOfficePath("/system", lang)}`,
        }),
      };
    },
    nobody: "backups need attention: no administrator has an e-mail",
    release: () => releaseJobRun(db, JOB, key),
  });
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> = Promise.resolve();

/** Every 10 minutes on each instance; the claim makes one e-mail of each state. */
export function startBackupWatch(): void {
  if (timer) return;
  const tick = () => {
    running = getDb()
      .then((db) => alertStaleBackups(db))
      .catch((error: unknown) =>
        log.error({ error: describeDbError(error) }, "backup watch failed"),
      );
  };
  tick();
  timer = setInterval(tick, TICK_MS);
  timer.unref?.();
}

export async function stopBackupWatch(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
