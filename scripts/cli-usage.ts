// What each command-line tool says to --help or to a wrong call. Kept apart from the tools so
// that `--help` answers at once, without loading the app and its database drivers.

const DATABASE = `Database: DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR
(default data/pglite; stop the site first: it holds that database's lock). Both are read from
the environment, or from .env (npm run) / /etc/procelia/environment (production).
Exit status: 0 done, 1 failed (one line says why), 2 wrong call (this text follows).`;

export const usages = {
  users: `Back-office accounts. The first one is made here; the others are invited in the back office.
Usage:
  npm run users -- add USERNAME --password-stdin [--email E] [--name N] [--role admin|editor|sales] [--lang fr|en]
  npm run users -- list
  npm run users -- passwd USERNAME --password-stdin
  npm run users -- remove USERNAME
  npm run users -- enable USERNAME
  npm run users -- reset-factors USERNAME
An account made here is an administrator unless --role says otherwise.
${DATABASE}`,
  leads: `Contact requests: list, export as CSV, erase one person's requests (GDPR).
Usage:
  npm run leads -- list [--since YYYY-MM-DD] [--until YYYY-MM-DD]
  npm run leads -- export [--out FILE.csv] [--since YYYY-MM-DD] [--until YYYY-MM-DD]
  npm run leads -- erase EMAIL [--yes]
${DATABASE}`,
  "db-copy-to-postgres": `Copies the embedded database (DATA_DIR) into an empty PostgreSQL (DATABASE_URL).
Usage:
  DATABASE_URL=postgres://… npm run db:copy-to-postgres [-- --skip-sessions]
Stop the site first. The target must hold no row; everything is copied in one transaction.
Exit status: 0 done, 1 failed (one line says why), 2 wrong call (this text follows).`,
  doctor: `Checks the installation, one line each: Node.js, settings, database and migrations, mail
server (no message sent), public address, company identity, data folder, disk space, backups and
the last restore test, build.
Usage:
  npm run doctor [-- --lang en|fr] [--json] [--env-file FILE | --no-env-file]
Settings: --env-file, else .env, else /etc/procelia/environment (then NODE_ENV=production, as
the service); a variable already in the environment wins. Database: DATABASE_URL (PostgreSQL)
when set, else the embedded database in DATA_DIR (default data/pglite). Backups: BACKUP_DIR.
Exit status: 0 nothing failed (warnings allowed), 1 a check failed, 2 wrong call (this text follows).`,
} as const;

export type CommandName = keyof typeof usages;
