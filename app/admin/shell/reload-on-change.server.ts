import type { Logger } from "pino";
import { type Database, getDb, onNotification } from "~/platform/database/db.server";

/**
 * What a feature's in-memory copy (site content, documents, redirects) does when another instance
 * says it changed: read it again from the database of the moment. A failure keeps what it had,
 * logged as "<what> not reloaded".
 */
export function reloader(
  refresh: (db: Database) => Promise<unknown>,
  log: Logger,
  what: string,
): () => void {
  return () => {
    getDb()
      .then(refresh)
      .catch((error: unknown) => log.warn({ err: error }, `${what} not reloaded`));
  };
}

/**
 * At boot: reloads on every change told on `channel` by any instance, and each time the
 * listening connection comes back (PostgreSQL only: the embedded database has one process, which
 * reloads after its own writes). Not listening leaves this instance with its own copy.
 */
export function reloadOnNotification(channel: string, reload: () => void): Promise<void> {
  return onNotification(channel, reload).catch(() => {});
}
