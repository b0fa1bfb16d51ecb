// The doctor's lines in English.
import { advice, placesOf, type Texts } from "../texts-shape";
import type { FolderSpace } from "../types";

export const en: Texts = {
  locale: "en-GB",
  units: ["bytes", "KB", "MB", "GB", "TB"],
  status: { ok: "ok", warn: "warn", fail: "FAIL" },
  skipped: "not checked: the settings are invalid (see Settings)",
  error: (message) => `the check itself failed: ${message}`,
  summary: (c, seconds) =>
    `${c.fail} failed, ${c.warn} ${c.warn === 1 ? "warning" : "warnings"}, ${c.ok} ok, in ${seconds} s`,
  checks: {
    node: {
      title: "Node.js",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.version}, the project's own (${v.projectBinary})`;
          case "other-binary":
            return `${v.version} from ${v.binary} runs this check; the site runs on ${v.projectBinary}`;
          case "too-old":
            return `${v.version} (${v.binary}) is older than ${v.wanted}: run npm ci, then this command through npm`;
          case "no-project-binary":
            return `${v.projectBinary} is missing, so the service cannot start: run npm ci in this release (without --ignore-scripts)`;
          case "project-binary-too-old":
            return `${v.projectBinary} is Node.js ${v.projectVersion}, older than ${v.wanted}: run npm ci`;
        }
      },
    },
    environment: {
      title: "Settings",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `valid (${v.mode}, read from ${v.source || "the environment"})`;
          case "advice":
            return `valid (${v.mode}, read from ${v.source || "the environment"}), but not set: ${v.missing.map((name) => `${name} (${advice.en[name] ?? ""})`).join(", ")}`;
          case "invalid":
            return `the site would refuse to start: ${v.problems.join("; ")} (read from ${v.source || "the environment"})`;
        }
      },
    },
    database: {
      title: "Database",
      describe: (v) => {
        const name = (kind: "postgres" | "pglite") =>
          kind === "postgres" ? "PostgreSQL" : "the embedded database";
        switch (v.reason) {
          case "ok":
            return `${name(v.kind)} at ${v.target} answers; all ${v.expected} migrations applied`;
          case "pending":
            return `${name(v.kind)} at ${v.target} answers, but ${v.pending.length} migration(s) of this release are not applied (${v.pending.join(", ")}): start the site (it applies them) and check again`;
          case "ahead":
            return `${v.target} was updated by a newer release (${v.applied} migrations, this one knows ${v.expected}): run the newer release`;
          case "unreachable":
            return `${name(v.kind)} at ${v.target} does not answer: ${v.error}`;
          case "in-use":
            return `the embedded database in ${v.target} is open in the running site (process ${v.process}), which checks its migrations at start (/readyz)`;
          case "not-created":
            return `no embedded database in ${v.target} yet: the first start creates it`;
          case "other-owner":
            return `the embedded database in ${v.target} belongs to ${v.owner}: not opened as root (it would leave files the site cannot write); run the doctor as ${v.owner} to read its migrations`;
        }
      },
    },
    mail: {
      title: "E-mail",
      describe: (v) => {
        const tls = {
          starttls: "encrypted (STARTTLS)",
          implicit: "encrypted (TLS)",
          none: "unencrypted, on this machine",
        };
        switch (v.reason) {
          case "not-configured":
            return "not configured (SMTP_HOST): contact requests are kept, but nobody is told by e-mail";
          case "ok":
            return `${v.host}:${v.port} answers, ${tls[v.tls]}${v.auth ? ", login accepted" : ""}; no message sent`;
          case "failed":
            return `${v.host}:${v.port} (${tls[v.tls]}) failed: ${v.error}; contact requests wait in the outbox`;
        }
      },
    },
    "public-url": {
      title: "Public address",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return v.url;
          case "unset":
            return v.production
              ? `PUBLIC_SITE_URL is not set: links, the sitemap and e-mails say ${v.fallback}; set it, then build again`
              : `not set: ${v.fallback} (fine outside production)`;
          case "local":
            return v.production
              ? `${v.url} is this machine's own address: visitors and e-mails cannot use it`
              : `${v.url} (this machine, fine outside production)`;
          case "example":
            return v.production
              ? `${v.url} is an example domain that belongs to nobody: set PUBLIC_SITE_URL to the site's address`
              : `${v.url} (an example domain, fine outside production)`;
          case "build-differs":
            return `the pages were built for ${v.builtFor}, not ${v.url}: build again (npm run build)`;
          case "not-https":
            return `${v.url} is not https: browsers mark the site as not secure`;
        }
      },
    },
    identity: {
      title: "Company identity",
      describe: (v) =>
        v.reason === "ok"
          ? v.name
          : `still the sample company (${v.parts.join(", ")}): put yours in app/platform/content/company.ts (docs/make-it-yours.md)`,
    },
    "data-dir": {
      title: "Data folder",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.path}: ${v.mode}, owned by ${v.owner}`;
          case "open":
            return `${v.path} can be read by other accounts (${v.mode}): run chmod 700 ${v.path}`;
          case "owner":
            return `${v.path} belongs to ${v.owner}, but the site runs as ${v.expected}: run chown -R ${v.expected}: ${v.path}`;
          case "key-open":
            return `${v.path} can be read by other accounts (${v.mode}): run chmod 600 ${v.path}`;
          case "missing":
            return v.used
              ? `${v.path} does not exist yet: the first start creates it (0700)`
              : `${v.path}: not used (the site runs on PostgreSQL)`;
        }
      },
    },
    disk: {
      title: "Disk space",
      describe: (v, f) =>
        v.disks
          .map(
            (disk: FolderSpace) =>
              `${placesOf(disk)}: ${f.number(disk.freePercent, disk.freePercent < 10 ? 1 : 0)} % free (${f.size(disk.freeBytes, en.units)})`,
          )
          .join("; ") +
        (v.disks.some((disk) => disk.status !== "ok")
          ? " — see docs/operations/monitoring.md, When a disk fills"
          : ""),
    },
    backups: {
      title: "Backups",
      describe: (v, f) => {
        switch (v.reason) {
          case "no-setting":
            return "BACKUP_DIR is not set: no backup to check on this machine";
          case "dir-missing":
            return `${v.path} does not exist: no backup can be written there`;
          case "dir-open":
            return `${v.path} can be read by other accounts (${v.mode}): run chmod 700 ${v.path}`;
          case "none":
            return v.recent
              ? `no backup in ${v.path} yet: the first one runs tonight`
              : `no backup (*.${v.kind}) in ${v.path}: check the timer (systemctl list-timers procelia-backup.timer)`;
          case "empty":
            return `the newest backup, ${v.file}, is empty: check journalctl -u procelia-backup`;
          case "ok":
            return `newest ${v.file}, ${f.number(v.hours, 1)} h ago (${f.size(v.bytes, en.units)})`;
          case "old":
            return `newest ${v.file} is ${f.number(v.hours, 1)} h old: last night's backup is missing (journalctl -u procelia-backup)`;
          case "too-old":
            return `newest ${v.file} is ${f.number(v.hours, 1)} h old: no backup for two days (journalctl -u procelia-backup)`;
        }
      },
    },
    "restore-test": {
      title: "Restore test",
      describe: (v, f) => {
        switch (v.reason) {
          case "no-setting":
            return "BACKUP_DIR is not set: no restore test to read";
          case "none":
            return "no restore test yet: run systemctl start procelia-restore-test";
          case "unreadable":
            return `the last line of restore-tests.jsonl cannot be read: ${v.error}`;
          case "failed":
            return `the restore test of ${v.file} on ${f.date(v.at)} failed: ${v.message}`;
          case "ok":
            return `${v.file} restored on ${f.date(v.at)} in ${f.number(v.seconds, 1)} s`;
          case "old":
            return `the last restore test is ${f.number(v.days, 1)} days old (${v.file}): check the weekly timer (systemctl list-timers procelia-restore-test.timer)`;
        }
      },
    },
    build: {
      title: "Build",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.version}+${v.commit}, made from these sources`;
          case "missing":
            return "no production build here: run npm run build";
          case "unrecorded":
            return "the build does not say what it was made from: run npm run build";
          case "stale":
            return v.production
              ? `the sources changed since the build ${v.recorded}: a release is never edited in place; install a new one`
              : `the sources changed since the build ${v.recorded}: npm start builds again`;
        }
      },
    },
  },
};
