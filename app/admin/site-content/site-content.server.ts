import { reloader, reloadOnNotification } from "~/admin/shell/reload-on-change.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "../../platform/database/db.server";
import { refreshSiteSettings } from "../../platform/settings/site-settings.server";
import { refreshCollections } from "./collections.server";
import { refreshPageTexts } from "./page-texts.server";

/**
 * The site's own content every page reads from memory: settings, page texts and collections
 * (docs/decisions/024, 026). Loaded at boot and again whenever any instance (or plain SQL) changes
 * one of their tables: the triggers of migrations 0011 and 0012 notify this channel.
 */
export const SITE_CHANGED_CHANNEL = "procelia_site_changed";

const log = componentLogger("site-content");

function refreshAll(db: Database): Promise<unknown> {
  return Promise.all([refreshSiteSettings(db), refreshPageTexts(db), refreshCollections(db)]);
}

/**
 * At boot: listens for changes made on any instance (PostgreSQL only; the embedded database has
 * one process, which refreshes itself after a save), then reads everything. A listening connection
 * that comes back reloads it all, since notifications sent while it was down are lost. A failure
 * keeps what each had: the public pages go on with the content they had.
 */
export async function loadSiteContent(db: Database): Promise<void> {
  await reloadOnNotification(SITE_CHANGED_CHANNEL, reloader(refreshAll, log, "site content"));
  await refreshAll(db);
}
