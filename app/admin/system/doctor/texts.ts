// What each check's result says, in English and French: plain words for whoever looks after the
// site, then what to do. The checks (checks.ts) only return ids and values.
import type { CheckId, CheckResult, CheckStatus, CheckValues, FolderSpace } from "./types";

export type DoctorLang = "en" | "fr";

/** Numbers, sizes and dates in the reader's language (dates in the company's time zone). */
class Format {
  constructor(private readonly locale: string) {}
  number(value: number, digits = 0): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: digits }).format(value);
  }
  size(bytes: number, units: string[]): string {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return `${this.number(value, value < 10 && unit > 0 ? 1 : 0)} ${units[unit]}`;
  }
  date(iso: string): string {
    return new Intl.DateTimeFormat(this.locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Brussels",
    }).format(new Date(iso));
  }
}

/** "DATA_DIR /var/lib/procelia, BACKUP_DIR /var/backups/procelia": the folders on one disk. */
const placesOf = (disk: FolderSpace) =>
  disk.folders.map((folder) => `${folder.setting} ${folder.path}`).join(", ");

type Describe<Id extends CheckId> = (values: CheckValues[Id], f: Format) => string;

interface Texts {
  locale: string;
  units: string[];
  status: Record<CheckStatus, string>;
  skipped: string;
  error: (message: string) => string;
  summary: (counts: Record<CheckStatus, number>, seconds: string) => string;
  checks: { [Id in CheckId]: { title: string; describe: Describe<Id> } };
}

const en: Texts = {
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

const advice: Record<DoctorLang, Record<string, string>> = {
  en: {
    DATABASE_URL: "the embedded database is for trying the site",
    METRICS_TOKEN: "monitoring cannot read the metrics",
    SECRETS_KEY: "needed before anyone turns on an authenticator app",
  },
  fr: {
    DATABASE_URL: "la base intégrée sert à essayer le site",
    METRICS_TOKEN: "la surveillance ne peut pas lire les mesures",
    SECRETS_KEY: "nécessaire avant qu'un compte active une application d'authentification",
  },
};

/** sampleIdentityParts names each part in English: "domain" and the sample domain. */
const frenchPart = (part: string) =>
  part.replace(/^domain /, "domaine ").replace(/^enterprise number /, "numéro d'entreprise ");

const fr: Texts = {
  locale: "fr-BE",
  units: ["octets", "Ko", "Mo", "Go", "To"],
  status: { ok: "ok", warn: "attention", fail: "ÉCHEC" },
  skipped: "non vérifié : les réglages sont invalides (voir Réglages)",
  error: (message) => `la vérification elle-même a échoué : ${message}`,
  summary: (c, seconds) =>
    `${c.fail} en échec, ${c.warn} ${c.warn > 1 ? "avertissements" : "avertissement"}, ${c.ok} ok, en ${seconds} s`,
  checks: {
    node: {
      title: "Node.js",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.version}, celui du projet (${v.projectBinary})`;
          case "other-binary":
            return `${v.version} de ${v.binary} fait cette vérification ; le site tourne avec ${v.projectBinary}`;
          case "too-old":
            return `${v.version} (${v.binary}) est plus ancien que ${v.wanted} : lancez npm ci, puis cette commande via npm`;
          case "no-project-binary":
            return `${v.projectBinary} manque, le service ne peut pas démarrer : lancez npm ci dans cette version (sans --ignore-scripts)`;
          case "project-binary-too-old":
            return `${v.projectBinary} est Node.js ${v.projectVersion}, plus ancien que ${v.wanted} : lancez npm ci`;
        }
      },
    },
    environment: {
      title: "Réglages",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `valides (${v.mode}, lus dans ${v.source || "l'environnement"})`;
          case "advice":
            return `valides (${v.mode}, lus dans ${v.source || "l'environnement"}), mais non définis : ${v.missing.map((name) => `${name} (${advice.fr[name] ?? ""})`).join(", ")}`;
          case "invalid":
            return `le site refuserait de démarrer : ${v.problems.join(" ; ")} (lus dans ${v.source || "l'environnement"})`;
        }
      },
    },
    database: {
      title: "Base de données",
      describe: (v) => {
        const name = (kind: "postgres" | "pglite") =>
          kind === "postgres" ? "PostgreSQL" : "la base intégrée";
        switch (v.reason) {
          case "ok":
            return `${name(v.kind)} (${v.target}) répond ; les ${v.expected} migrations sont appliquées`;
          case "pending":
            return `${name(v.kind)} (${v.target}) répond, mais ${v.pending.length} migration(s) de cette version ne sont pas appliquées (${v.pending.join(", ")}) : démarrez le site (il les applique) et vérifiez à nouveau`;
          case "ahead":
            return `${v.target} a été mise à jour par une version plus récente (${v.applied} migrations, celle-ci en connaît ${v.expected}) : utilisez la version plus récente`;
          case "unreachable":
            return `${name(v.kind)} (${v.target}) ne répond pas : ${v.error}`;
          case "in-use":
            return `la base intégrée de ${v.target} est ouverte par le site en marche (processus ${v.process}), qui vérifie ses migrations au démarrage (/readyz)`;
          case "not-created":
            return `pas encore de base intégrée dans ${v.target} : le premier démarrage la crée`;
          case "other-owner":
            return `la base intégrée de ${v.target} appartient à ${v.owner} : non ouverte en tant que root (elle garderait des fichiers que le site ne peut pas modifier) ; lancez la vérification sous ${v.owner} pour lire ses migrations`;
        }
      },
    },
    mail: {
      title: "E-mail",
      describe: (v) => {
        const tls = {
          starttls: "chiffré (STARTTLS)",
          implicit: "chiffré (TLS)",
          none: "non chiffré, sur cette machine",
        };
        switch (v.reason) {
          case "not-configured":
            return "non configuré (SMTP_HOST) : les demandes de contact sont gardées, mais personne n'est prévenu par e-mail";
          case "ok":
            return `${v.host}:${v.port} répond, ${tls[v.tls]}${v.auth ? ", identifiants acceptés" : ""} ; aucun message envoyé`;
          case "failed":
            return `${v.host}:${v.port} (${tls[v.tls]}) en échec : ${v.error} ; les demandes de contact attendent dans la file d'envoi`;
        }
      },
    },
    "public-url": {
      title: "Adresse publique",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return v.url;
          case "unset":
            return v.production
              ? `PUBLIC_SITE_URL n'est pas défini : les liens, le plan du site et les e-mails indiquent ${v.fallback} ; définissez-le, puis reconstruisez`
              : `non défini : ${v.fallback} (sans importance hors production)`;
          case "local":
            return v.production
              ? `${v.url} est l'adresse de cette machine : ni les visiteurs ni les e-mails ne peuvent l'utiliser`
              : `${v.url} (cette machine, sans importance hors production)`;
          case "example":
            return v.production
              ? `${v.url} est un domaine d'exemple qui n'appartient à personne : mettez l'adresse du site dans PUBLIC_SITE_URL`
              : `${v.url} (domaine d'exemple, sans importance hors production)`;
          case "build-differs":
            return `les pages ont été construites pour ${v.builtFor}, pas pour ${v.url} : reconstruisez (npm run build)`;
          case "not-https":
            return `${v.url} n'est pas en https : les navigateurs signalent le site comme non sécurisé`;
        }
      },
    },
    identity: {
      title: "Identité de l'entreprise",
      describe: (v) =>
        v.reason === "ok"
          ? v.name
          : `toujours l'entreprise d'exemple (${v.parts.map(frenchPart).join(", ")}) : mettez la vôtre dans app/platform/content/company.ts (docs/make-it-yours.md)`,
    },
    "data-dir": {
      title: "Dossier des données",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.path} : ${v.mode}, appartient à ${v.owner}`;
          case "open":
            return `${v.path} est lisible par d'autres comptes (${v.mode}) : lancez chmod 700 ${v.path}`;
          case "owner":
            return `${v.path} appartient à ${v.owner}, mais le site tourne sous ${v.expected} : lancez chown -R ${v.expected}: ${v.path}`;
          case "key-open":
            return `${v.path} est lisible par d'autres comptes (${v.mode}) : lancez chmod 600 ${v.path}`;
          case "missing":
            return v.used
              ? `${v.path} n'existe pas encore : le premier démarrage le crée (0700)`
              : `${v.path} : non utilisé (le site tourne sur PostgreSQL)`;
        }
      },
    },
    disk: {
      title: "Espace disque",
      describe: (v, f) =>
        v.disks
          .map(
            (disk: FolderSpace) =>
              `${placesOf(disk)} : ${f.number(disk.freePercent, disk.freePercent < 10 ? 1 : 0)} % libre (${f.size(disk.freeBytes, fr.units)})`,
          )
          .join(" ; ") +
        (v.disks.some((disk) => disk.status !== "ok")
          ? " — voir docs/operations/monitoring.md, When a disk fills"
          : ""),
    },
    backups: {
      title: "Sauvegardes",
      describe: (v, f) => {
        switch (v.reason) {
          case "no-setting":
            return "BACKUP_DIR n'est pas défini : aucune sauvegarde à vérifier sur cette machine";
          case "dir-missing":
            return `${v.path} n'existe pas : aucune sauvegarde ne peut y être écrite`;
          case "dir-open":
            return `${v.path} est lisible par d'autres comptes (${v.mode}) : lancez chmod 700 ${v.path}`;
          case "none":
            return v.recent
              ? `pas encore de sauvegarde dans ${v.path} : la première a lieu cette nuit`
              : `aucune sauvegarde (*.${v.kind}) dans ${v.path} : vérifiez le minuteur (systemctl list-timers procelia-backup.timer)`;
          case "empty":
            return `la dernière sauvegarde, ${v.file}, est vide : voir journalctl -u procelia-backup`;
          case "ok":
            return `dernière : ${v.file}, il y a ${f.number(v.hours, 1)} h (${f.size(v.bytes, fr.units)})`;
          case "old":
            return `la dernière, ${v.file}, date de ${f.number(v.hours, 1)} h : celle de la nuit passée manque (journalctl -u procelia-backup)`;
          case "too-old":
            return `la dernière, ${v.file}, date de ${f.number(v.hours, 1)} h : aucune sauvegarde depuis deux jours (journalctl -u procelia-backup)`;
        }
      },
    },
    "restore-test": {
      title: "Test de restauration",
      describe: (v, f) => {
        switch (v.reason) {
          case "no-setting":
            return "BACKUP_DIR n'est pas défini : aucun test de restauration à lire";
          case "none":
            return "pas encore de test de restauration : lancez systemctl start procelia-restore-test";
          case "unreadable":
            return `la dernière ligne de restore-tests.jsonl est illisible : ${v.error}`;
          case "failed":
            return `le test de restauration de ${v.file} du ${f.date(v.at)} a échoué : ${v.message}`;
          case "ok":
            return `${v.file} restaurée le ${f.date(v.at)} en ${f.number(v.seconds, 1)} s`;
          case "old":
            return `le dernier test de restauration date de ${f.number(v.days, 1)} jours (${v.file}) : vérifiez le minuteur hebdomadaire (systemctl list-timers procelia-restore-test.timer)`;
        }
      },
    },
    build: {
      title: "Version construite",
      describe: (v) => {
        switch (v.reason) {
          case "ok":
            return `${v.version}+${v.commit}, faite à partir de ces sources`;
          case "missing":
            return "aucune version de production construite ici : lancez npm run build";
          case "unrecorded":
            return "la version construite ne dit pas de quoi elle est faite : lancez npm run build";
          case "stale":
            return v.production
              ? `les sources ont changé depuis la construction de ${v.recorded} : une version installée ne se modifie pas, installez-en une nouvelle`
              : `les sources ont changé depuis la construction de ${v.recorded} : npm start reconstruit`;
        }
      },
    },
  },
};

export const doctorTexts: Record<DoctorLang, Texts> = { en, fr };

/** A result's title and sentence in the reader's language. */
export function describeResult(
  result: CheckResult,
  lang: DoctorLang,
): { title: string; text: string } {
  const texts = doctorTexts[lang];
  const check = texts.checks[result.id];
  const f = new Format(texts.locale);
  const { values } = result;
  const text =
    values.reason === "skipped"
      ? texts.skipped
      : values.reason === "error"
        ? texts.error(values.error)
        : (check.describe as (values: unknown, f: Format) => string)(values, f);
  return { title: check.title, text };
}

/** "1 failed, 2 warnings, 8 ok, in 0.42 s". */
export function summarize(results: CheckResult[], seconds: number, lang: DoctorLang): string {
  const counts: Record<CheckStatus, number> = { ok: 0, warn: 0, fail: 0 };
  for (const result of results) counts[result.status]++;
  const texts = doctorTexts[lang];
  return texts.summary(counts, new Format(texts.locale).number(seconds, 2));
}
