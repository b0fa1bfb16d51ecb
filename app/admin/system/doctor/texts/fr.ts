// The doctor's lines in French.
import { advice, placesOf, type Texts } from "../texts-shape";
import type { FolderSpace } from "../types";

/** sampleIdentityParts names each part in English: "domain" and the sample domain. */
const frenchPart = (part: string) =>
  part.replace(/^domain /, "domaine ").replace(/^enterprise number /, "numéro d'entreprise ");

export const fr: Texts = {
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
