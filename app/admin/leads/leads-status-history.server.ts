import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { auditLog } from "../../platform/database/schema";
import { type LeadStatus, leadStatuses } from "./leads.server";

/** One step of a request's status, as the activity log recorded it. */
export interface StatusStep {
  at: Date;
  /** Username; null for the site itself. */
  actor: string | null;
  kind: "changed" | "answered" | "released";
  from?: LeadStatus;
  to?: LeadStatus;
}

const isStatus = (value: string | undefined): value is LeadStatus =>
  (leadStatuses as readonly string[]).includes(value ?? "");

/**
 * A request's status history, oldest first, read from the activity log (every change is already
 * recorded there, with who and when: no second copy to keep in step). "#12: new → in_progress"
 * gives the two statuses; an entry whose text says otherwise still counts as a change.
 */
export async function leadStatusHistory(db: Database, leadId: number): Promise<StatusStep[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, "lead"),
        eq(auditLog.objectId, String(leadId)),
        inArray(auditLog.action, ["lead_status_changed", "lead_answered", "lead_released"]),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(200);
  return rows.map((row): StatusStep => {
    if (row.action === "lead_answered") return { at: row.at, actor: row.actor, kind: "answered" };
    if (row.action === "lead_released") return { at: row.at, actor: row.actor, kind: "released" };
    const [, from, to] = /:\s*(\w+)\s*→\s*(\w+)\s*$/.exec(row.target ?? "") ?? [];
    return {
      at: row.at,
      actor: row.actor,
      kind: "changed",
      ...(isStatus(from) && isStatus(to) ? { from, to } : {}),
    };
  });
}
