import type { AuditAction } from "~/platform/audit/audit-log.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";

/**
 * The recruitment area's notes in the activity log, in the reader's words; undefined for an
 * action of another feature (the activity log reads it first, app/admin/activity).
 */
export function describeRecruitmentTarget(
  action: AuditAction,
  target: string,
  lang: StaffLang,
): string | undefined {
  const t = messages(lang, "adminCareers");
  const w = t.audit;
  switch (action) {
    case "job_post_created":
    case "job_post_saved":
    case "job_post_deleted":
      // "12 slug": the slug is what people know.
      return /^\d+ (.+)$/.exec(target)?.[1] ?? target;
    case "application_opened":
    case "application_deleted":
    case "application_updated": {
      const match = /^application (\d+)(?:: (\w+))?$/.exec(target);
      if (!match) return target;
      const status = match[2] as keyof typeof t.statuses | undefined;
      return status && Object.hasOwn(t.statuses, status)
        ? fill(w.applicationStatus, { id: match[1] ?? "", status: t.statuses[status] })
        : fill(w.application, { id: match[1] ?? "" });
    }
    case "application_file_downloaded": {
      const match = /^application (\d+), file (\d+)$/.exec(target);
      return match ? fill(w.applicationFile, { id: match[1] ?? "", file: match[2] ?? "" }) : target;
    }
    case "applications_erased": {
      const match = /^(\d+) applications?, address (\S+)$/.exec(target);
      return match
        ? fill(w.erased, { count: match[1] ?? "", fingerprint: match[2] ?? "" })
        : target;
    }
    case "applications_retention_run": {
      const match = /^(\d+) applications? deleted \(unchanged for (\d+) months\)$/.exec(target);
      return match ? fill(w.retention, { count: match[1] ?? "", months: match[2] ?? "" }) : target;
    }
    default:
      return undefined;
  }
}
