// What each command-line tool says to --help or to a wrong call. Kept apart from the tools so
// that `--help` answers at once, without loading the app and its database drivers.

const DATABASE = `Database: DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR
(default data/pglite; stop the site first: it holds that database's lock). Both are read from
the environment, or from .env (npm run) / /etc/procelia/environment (production).
Exit status: 0 done, 1 failed (one line says why), 2 wrong call (this text follows).`;

export const usages = {
  users: `Back-office accounts. The first one is made here; the others are invited in the back office.
Usage:
  npm run users -- add USERNAME --password-stdin [--email E] [--name N] [--role admin|editor|sales|recruiter] [--lang fr|en]
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
  backup: `Writes one backup file of the database and prints its path on its last line.
Usage:
  npm run backup -- [--out DIR] [--keep-days N]
DIR: BACKUP_DIR when --out is not given. The file is procelia-<UTC stamp>.dump (PostgreSQL,
pg_dump's custom format) or procelia-<UTC stamp>.pglite.tar.gz (embedded database: stop the
site first, PGlite cannot be read by a second process), mode 0600. Then backups in DIR older
than N days (--keep-days, else BACKUP_KEEP_DAYS, else 30) are deleted.
${DATABASE}`,
  restore: `Restores a backup into an empty database or folder, then checks it.
Usage:
  npm run restore -- FILE --into postgres://USER:PASSWORD@HOST/DATABASE
  npm run restore -- FILE --into-dir DIR
A .dump file goes into an empty PostgreSQL database (--into), a .pglite.tar.gz file into an
empty or missing folder (--into-dir). A target that holds anything is refused and left as it
was. Then each table's row count is compared with the backup's, and the migrations applied
with this release's. DATABASE_URL and DATA_DIR are not read: the live database is never a default.
Exit status: 0 done, 1 failed (one line says why), 2 wrong call (this text follows).`,
  "restore-test": `Restores the newest backup of a folder into a scratch database, checks it, drops it.
Usage:
  npm run restore-test -- [--dir DIR]
DIR: BACKUP_DIR when --dir is not given. A .dump goes into the scratch database
<name>_restore_test on the server of RESTORE_TEST_DATABASE_URL (else DATABASE_URL; its user
needs CREATEDB); a .pglite.tar.gz into a temporary folder (never DATA_DIR). One JSON line is
appended to DIR/restore-tests.jsonl.
Exit status: 0 restored and checked, 1 failed (one line says why), 2 wrong call (this text follows).`,
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
