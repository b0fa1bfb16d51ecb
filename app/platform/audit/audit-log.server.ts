import { and, asc, desc, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../database/db.server";
import { listPage } from "../database/list-page.server";
import { type AuditEntry, auditLog } from "../database/schema";

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
  // Team accounts
  "user_invited",
  "invitation_accepted",
  "user_updated",
  "user_role_changed",
  "user_disabled",
  "user_enabled",
  "password_reset_requested",
  "password_reset_link_created",
  "password_reset",
  "passkey_added",
  "passkey_removed",
  "totp_enabled",
  "totp_disabled",
  "recovery_codes_generated",
  "recovery_code_used",
  "second_factor_failed",
  "second_factor_requirement_changed",
  "second_factors_reset",
  "step_up",
  "session_ended",
  "language_changed",
  // Requests
  "lead_status_changed",
  "lead_note_saved",
  "leads_exported",
  "lead_notification_resent",
  "lead_released",
  "lead_attachment_downloaded",
  "lead_answered",
  "lead_reminder_sent",
  "notification_alert_sent",
  "backup_alert_sent",
  "retention_run",
  "held_files_dropped",
  "upload_budget_alert_sent",
  // Recruitment
  "job_post_created",
  "job_post_saved",
  "job_post_deleted",
  "application_opened",
  "application_updated",
  "application_deleted",
  "application_file_downloaded",
  "applications_erased",
  "applications_retention_run",
  // A client's approval of a draft
  "approval_link_created",
  "approval_link_revoked",
  "approval_link_opened",
  "approval_given",
  "approval_commented",
  "approval_requirement_changed",
  // Document library
  "document_added",
  "document_saved",
  "document_version_added",
  "document_deleted",
  // Redirects and the 404 log
  "redirect_added",
  "redirect_saved",
  "redirect_deleted",
  "redirects_imported",
  "not_found_dismissed",
  // Translations
  "translation_confirmed",
  "translations_exported",
  "translations_imported",
  // Webhooks
  "webhook_endpoint_added",
  "webhook_endpoint_disabled",
  "webhook_endpoint_enabled",
  "webhook_endpoint_gone",
  "webhook_endpoint_failing",
  "webhook_test_sent",
  "webhook_resent",
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditRecord {
  actor: string | null;
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
  at?: Date;
  /** What the entry is about, so the log links to it: `{ type: "lead", id: 42 }`. */
  object?: { type: AuditObjectType; id: string | number };
}

/** The kinds of things an entry can link to. */
export type AuditObjectType =
  | "lead"
  | "article"
  | "media"
  | "page_texts"
  | "collection_item"
  | "settings"
  | "user";

export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor?.slice(0, 64) ?? null,
    action: entry.action,
    target: entry.target?.slice(0, 200) ?? null,
    ip: entry.ip ?? null,
    objectType: entry.object?.type ?? null,
    objectId: entry.object ? String(entry.object.id) : null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * One page of the log, newest first (page 1 is the newest); `where` narrows it (the viewer's
 * filters, audit-filters.server.ts).
 */
export async function listAudit(
  db: Database,
  page = 1,
  where?: SQL,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const newestFirst = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const found = await listPage(db, newestFirst, { table: auditLog, where }, page, AUDIT_PAGE_SIZE);
  return { entries: found.rows, total: found.total };
}

/** Everyone the log names as having acted, alphabetically: the choices of its person filter. */
export async function auditActors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .where(isNotNull(auditLog.actor))
    .orderBy(asc(auditLog.actor));
  return rows.flatMap((row) => (row.actor ? [row.actor] : []));
}

/** The latest entries of some actions, of everyone or of one account (as actor or target). */
export async function recentEntries(
  db: Database,
  actions: AuditAction[],
  limit: number,
  account?: string,
): Promise<AuditEntry[]> {
  const ofAccount = account && or(eq(auditLog.actor, account), eq(auditLog.target, account));
  return db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.action, actions), ofAccount || undefined))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
