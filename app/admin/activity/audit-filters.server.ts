import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { AuditAction } from "../../platform/audit/audit-log.server";
import { auditLog } from "../../platform/database/schema";
import { dayRangeShape, withinDays } from "../shell/day-range.server";
import { pageNumber, readUrlFilters, type UrlFilters } from "../shell/ui/url-filters";

/** The activity log's kinds of actions, as its filter groups them. */
export const auditGroups = ["accounts", "requests", "content", "site", "recruitment"] as const;
export type AuditGroup = (typeof auditGroups)[number];

/** Every action's group: typed over every action, so a new one without a group fails tsc. */
const groupOf: Record<AuditAction, AuditGroup> = {
  sign_in: "accounts",
  sign_in_failed: "accounts",
  sign_out: "accounts",
  sign_out_everywhere: "accounts",
  password_changed: "accounts",
  password_check_failed: "accounts",
  user_added: "accounts",
  user_removed: "accounts",
  user_invited: "accounts",
  invitation_accepted: "accounts",
  user_updated: "accounts",
  user_role_changed: "accounts",
  user_disabled: "accounts",
  user_enabled: "accounts",
  password_reset_requested: "accounts",
  password_reset_link_created: "accounts",
  password_reset: "accounts",
  passkey_added: "accounts",
  passkey_removed: "accounts",
  totp_enabled: "accounts",
  totp_disabled: "accounts",
  recovery_codes_generated: "accounts",
  recovery_code_used: "accounts",
  second_factor_failed: "accounts",
  second_factors_reset: "accounts",
  second_factor_requirement_changed: "accounts",
  step_up: "accounts",
  session_ended: "accounts",
  language_changed: "accounts",
  lead_erased: "requests",
  lead_status_changed: "requests",
  lead_note_saved: "requests",
  leads_exported: "requests",
  lead_notification_resent: "requests",
  lead_released: "requests",
  lead_attachment_downloaded: "requests",
  lead_answered: "requests",
  lead_reminder_sent: "requests",
  notification_alert_sent: "requests",
  backup_alert_sent: "site",
  retention_run: "requests",
  held_files_dropped: "requests",
  upload_budget_alert_sent: "requests",
  job_post_created: "recruitment",
  job_post_saved: "recruitment",
  job_post_deleted: "recruitment",
  application_opened: "recruitment",
  application_updated: "recruitment",
  application_deleted: "recruitment",
  application_file_downloaded: "recruitment",
  applications_erased: "recruitment",
  applications_retention_run: "recruitment",
  webhook_endpoint_added: "site",
  webhook_endpoint_disabled: "site",
  webhook_endpoint_enabled: "site",
  webhook_endpoint_gone: "site",
  webhook_endpoint_failing: "site",
  webhook_test_sent: "site",
  webhook_resent: "site",
  article_created: "content",
  article_saved: "content",
  article_published: "content",
  article_unpublished: "content",
  article_deleted: "content",
  article_restored: "content",
  article_scheduled: "content",
  article_unscheduled: "content",
  article_published_on_schedule: "content",
  media_uploaded: "content",
  media_replaced: "content",
  media_saved: "content",
  media_deleted: "content",
  page_texts_saved: "content",
  page_texts_published: "content",
  page_texts_discarded: "content",
  page_text_restored: "content",
  page_text_reviewed: "content",
  page_text_removed: "content",
  collection_item_added: "content",
  collection_item_saved: "content",
  collection_item_shown: "content",
  collection_item_hidden: "content",
  collection_item_moved: "content",
  collection_item_deleted: "content",
  collection_item_restored: "content",
  approval_link_created: "content",
  approval_link_revoked: "content",
  approval_link_opened: "content",
  approval_given: "content",
  approval_commented: "content",
  approval_requirement_changed: "content",
  settings_saved: "site",
  settings_restored: "site",
  certificate_reminder_sent: "site",
  document_added: "content",
  document_saved: "content",
  document_version_added: "content",
  document_deleted: "content",
  redirect_added: "content",
  redirect_saved: "content",
  redirect_deleted: "content",
  redirects_imported: "content",
  not_found_dismissed: "content",
  translation_confirmed: "content",
  translations_exported: "content",
  translations_imported: "content",
};

/** The actions of a group, in the order auditActions declares them. */
export function actionsOfGroup(group: AuditGroup): AuditAction[] {
  return (Object.keys(groupOf) as AuditAction[]).filter((action) => groupOf[action] === group);
}

const isAction = (value: string): value is AuditAction => Object.hasOwn(groupOf, value);
const isGroup = (value: string): value is AuditGroup =>
  (auditGroups as readonly string[]).includes(value);

/** The log's filters in its URL; `action` is one action or a whole group. Empty means "any". */
export const auditFilterShape = {
  person: z.string().trim().min(1).max(64),
  action: z.string().refine((value) => isAction(value) || isGroup(value)),
  ...dayRangeShape,
  page: pageNumber(1_000_000),
};

export type AuditFilters = UrlFilters<typeof auditFilterShape>;

/** Reads the filters of a URL; an invalid one is named rather than guessed. */
export const parseAuditFilters = (params: URLSearchParams) =>
  readUrlFilters(auditFilterShape, params);

/**
 * The SQL condition of the filters. A person is the entry's actor, or the account a refused
 * sign-in named (those entries have no actor); days are Brussels days, as the log shows them.
 */
export function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.person) {
    conditions.push(
      or(
        eq(auditLog.actor, filters.person),
        and(isNull(auditLog.actor), eq(auditLog.target, filters.person)),
      ),
    );
  }
  if (filters.action) {
    const { action } = filters;
    conditions.push(
      isGroup(action)
        ? inArray(auditLog.action, actionsOfGroup(action))
        : eq(auditLog.action, action),
    );
  }
  conditions.push(withinDays(auditLog.at, filters));
  return conditions.length ? and(...conditions) : undefined;
}
