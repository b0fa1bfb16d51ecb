// What one check of the doctor found: an id, a status and the values its text is made from.
// Texts live apart (texts.ts), so that the command line and the back office say the same thing
// in their own language.

export type CheckStatus = "ok" | "warn" | "fail";

/** A check that could not run: the environment was invalid, or it threw. */
export type NotRun = { reason: "skipped" } | { reason: "error"; error: string };

/** Free space of one disk, and the folders of the settings that are on it. */
export interface FolderSpace {
  folders: { setting: "DATA_DIR" | "BACKUP_DIR"; path: string }[];
  freePercent: number;
  freeBytes: number;
  status: CheckStatus;
}

export interface CheckValues {
  node:
    | { reason: "ok" | "other-binary"; version: string; binary: string; projectBinary: string }
    | { reason: "too-old"; version: string; wanted: string; binary: string }
    | { reason: "no-project-binary"; projectBinary: string; version: string }
    | {
        reason: "project-binary-too-old";
        projectBinary: string;
        projectVersion: string;
        wanted: string;
      };
  environment:
    | { reason: "ok"; mode: string; source: string }
    | { reason: "advice"; mode: string; source: string; missing: string[] }
    | { reason: "invalid"; mode: string; source: string; problems: string[] };
  database:
    | {
        reason: "ok" | "pending" | "ahead";
        kind: "postgres" | "pglite";
        target: string;
        applied: number;
        expected: number;
        pending: string[];
      }
    | { reason: "unreachable"; kind: "postgres" | "pglite"; target: string; error: string }
    | { reason: "in-use"; target: string; process: string }
    | { reason: "not-created"; target: string }
    | { reason: "other-owner"; target: string; owner: string };
  mail:
    | { reason: "not-configured" }
    | { reason: "ok"; host: string; port: number; tls: MailTls; auth: boolean }
    | { reason: "failed"; host: string; port: number; tls: MailTls; error: string };
  "public-url":
    | { reason: "ok" | "not-https" | "local" | "example"; url: string; production: boolean }
    | { reason: "unset"; production: boolean; fallback: string }
    | { reason: "build-differs"; url: string; builtFor: string; production: boolean };
  identity: { reason: "ok"; name: string } | { reason: "sample"; parts: string[] };
  "data-dir":
    | { reason: "ok"; path: string; mode: string; owner: string }
    | { reason: "open"; path: string; mode: string }
    | { reason: "owner"; path: string; owner: string; expected: string }
    | { reason: "key-open"; path: string; mode: string }
    | { reason: "missing"; path: string; used: boolean };
  disk: { reason: "measured"; disks: FolderSpace[] };
  backups:
    | { reason: "no-setting" }
    | { reason: "dir-missing"; path: string }
    | { reason: "dir-open"; path: string; mode: string }
    | { reason: "none"; path: string; kind: string; recent: boolean }
    | { reason: "empty"; file: string }
    | { reason: "ok" | "old" | "too-old"; file: string; hours: number; bytes: number };
  "restore-test":
    | { reason: "no-setting" | "none" }
    | { reason: "unreadable"; error: string }
    | { reason: "failed"; at: string; file: string; message: string }
    | { reason: "ok" | "old"; at: string; file: string; seconds: number; days: number };
  build:
    | { reason: "ok"; version: string; commit: string }
    | { reason: "missing" | "unrecorded" | "stale"; production: boolean; recorded?: string };
}

/** How the site reaches its mail server: STARTTLS required, implicit TLS, or clear text allowed. */
export type MailTls = "starttls" | "implicit" | "none";

export type CheckId = keyof CheckValues;

export type CheckResult = {
  [Id in CheckId]: { id: Id; status: CheckStatus; values: CheckValues[Id] | NotRun };
}[CheckId];

export interface CheckOptions {
  /** The release's folder: package.json, drizzle/, build/, node_modules/ (default: the cwd). */
  root?: string;
  /** The moment backups are measured against (default: now). */
  now?: Date;
  /** How long the database and the mail server get to answer (default 2.5 s). */
  timeoutMs?: number;
  /** The account the site runs as, when it exists on this machine (default: procelia). */
  siteUser?: string;
  /** The file the settings were read from, for the environment's line ("": the environment). */
  settingsSource?: string;
  /** Inside the site: its own database connection, rather than a second one. */
  siteQuery?: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
}
