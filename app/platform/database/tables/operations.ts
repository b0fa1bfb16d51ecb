import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { timestamptz, timestamptzNow } from "./columns";

// What runs the site: the jobs' runs across instances and the activity log.

/**
 * A daily or periodic job's run, claimed by inserting its key: the primary key makes one instance
 * win, so a job runs exactly once across instances (retention, watchdog alerts, reminders).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: pg.text("job").notNull(),
    runKey: pg.text("run_key").notNull(),
    startedAt: timestamptzNow("started_at"),
    finishedAt: timestamptz("finished_at"),
    result: pg.jsonb("result"),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
);

/** Who did what in the back office, and from where; kept when the account is removed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: pg.serial("id").primaryKey(),
    at: timestamptzNow("at"),
    actor: pg.text("actor"),
    action: pg.text("action").notNull(),
    target: pg.text("target"),
    ip: pg.text("ip"),
    /** What the entry is about, so the log can link to it: "lead" and 42, "article" and 7... */
    objectType: pg.text("object_type"),
    objectId: pg.text("object_id"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actor, table.at),
    index("audit_log_action_idx").on(table.action, table.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
