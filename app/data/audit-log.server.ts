import { count, desc, inArray } from "drizzle-orm";
import type { Database } from "./db.server";
import { type AuditEntry, auditLog } from "./schema";

export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "sign_out_everywhere",
  "password_changed",
  "password_check_failed",
  "user_added",
  "user_removed",
  "article_created",
  "article_saved",
  "article_published",
  "article_unpublished",
  "article_deleted",
  "article_restored",
  "article_scheduled",
  "article_unscheduled",
  "article_published_on_schedule",
  "media_uploaded",
  "media_replaced",
  "media_saved",
  "media_deleted",
  "lead_erased",
  "settings_saved",
  "settings_restored",
  "page_texts_saved",
  "page_texts_published",
  "page_texts_discarded",
  "page_text_restored",
  "page_text_reviewed",
  "page_text_removed",
  "collection_item_added",
  "collection_item_saved",
  "collection_item_shown",
  "collection_item_hidden",
  "collection_item_moved",
  "collection_item_deleted",
  "collection_item_restored",
  "certificate_reminder_sent",
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditRecord {
  actor: string | null;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
  at?: Date;
}

export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor?.slice(0, 64) ?? null,
    action: entry.action,
    target: entry.target?.slice(0, 200) ?? null,
    ip: entry.ip ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first (page 1 is the newest). */
export async function listAudit(
  db: Database,
  page = 1,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries, total: totals?.total ?? 0 };
}

export async function recentEntries(
  db: Database,
  actions: AuditAction[],
  limit: number,
): Promise<AuditEntry[]> {
  return db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, actions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
