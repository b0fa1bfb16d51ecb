import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/database/db.server";
import {
  type Lead,
  leadAttachments,
  leads,
  leadUploadChunks,
} from "../../platform/database/schema";
import {
  findStoredFile,
  listStoredFiles,
  type StagedAttachment,
  type StagedWriter,
  type StoredFileItem,
  storeStaged,
} from "./stored-files.server";

// The contact form's upload (app/site/contact) stages its files through these.
export { dropStaged, type StagedAttachment, stageChunk } from "./stored-files.server";

/**
 * Joins each staged file's chunks into lead_attachments (inside the database: the bytes do not
 * come back through the server) and drops the chunks; run in the request's own transaction.
 */
export const attachStaged = (
  tx: StagedWriter,
  leadId: number,
  stageKey: string,
  files: StagedAttachment[],
) => storeStaged(tx, "lead", leadId, stageKey, files);

/** The files of requests held (never released) since before `cutoff`; the requests stay. */
export async function deleteHeldLeadFiles(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(leadAttachments)
    .where(
      inArray(
        leadAttachments.leadId,
        db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.triage, "held"), lt(leads.createdAt, cutoff))),
      ),
    )
    .returning({ id: leadAttachments.id });
  return rows.length;
}

/** Chunks of uploads nobody finished (a client gone, an instance stopped mid-request). */
export async function deleteStaleUploadChunks(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(leadUploadChunks)
    .where(lt(leadUploadChunks.createdAt, cutoff))
    .returning({ seq: leadUploadChunks.seq });
  return rows.length;
}

/** A request's files as listed (no content): the detail page and the e-mail link to them. */
export type AttachmentListItem = StoredFileItem;
export const listAttachments = (db: Database, leadId: number) =>
  listStoredFiles(db, "lead", leadId);

/** One file with its bytes, only under the request it belongs to. */
export const findAttachment = (db: Database, leadId: number, fileId: number) =>
  findStoredFile(db, "lead", leadId, fileId);

/**
 * Waiting to be checked: held and not yet judged spam. A held request marked as spam leaves the
 * "to check" tab for the list of requests (status spam), still never e-mailed (it stays held).
 */
export const awaitingCheck = and(eq(leads.triage, "held"), ne(leads.status, "spam"));

/** Characters of a message read for the "to check" tab's excerpt. */
const EXCERPT_READ = 400;

/** The held requests, newest first: what the "to check" tab lists, with the message's start. */
export function listHeldLeads(db: Database, limit = 200) {
  return db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      spamScore: leads.spamScore,
      spamReasons: leads.spamReasons,
      messageStart: sql<string>`left(${leads.message}, ${EXCERPT_READ})`,
    })
    .from(leads)
    .where(awaitingCheck)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** A message's first words on one line, cut at a word near `max` characters with an ellipsis. */
export function messageExcerpt(message: string, max = 200): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
}

/**
 * Changes the requests that `where` selects; true when one was changed, false when none matches
 * any more (changed or erased meanwhile): the condition and the change are one statement.
 */
export async function updateLeadWhere(
  db: Pick<Database, "update">,
  where: SQL | undefined,
  change: PgUpdateSetSource<typeof leads>,
): Promise<boolean> {
  const rows = await db.update(leads).set(change).where(where).returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * Marks a held request as spam: it leaves the "to check" tab, keeps its status "spam" in the list
 * of requests, and is never e-mailed. False when it was not waiting for a check any more
 * (released, marked or erased meanwhile).
 */
export async function markHeldAsSpam(db: Database, id: number): Promise<boolean> {
  return updateLeadWhere(db, and(eq(leads.id, id), awaitingCheck), {
    status: "spam",
    updatedAt: sql`now()`,
  });
}

/**
 * Releases a held request: it becomes an ordinary one and its notification, kept back until now,
 * is due at once. False when it was not held (released meanwhile, or erased).
 */
export async function releaseLead(db: Database, id: number): Promise<boolean> {
  return updateLeadWhere(db, and(eq(leads.id, id), eq(leads.triage, "held")), {
    triage: "released",
    // Released after being marked as spam: back to a new request.
    status: sql`case when ${leads.status} = 'spam' then 'new' else ${leads.status} end`,
    notifyAfter: sql`now()`,
    updatedAt: sql`now()`,
  });
}

/** The leads screen's figures: what waits for someone. */
export interface LeadCounts {
  /** New requests, held ones aside. */
  fresh: number;
  held: number;
  /** Not answered yet and not spam (held ones included: they may be real). */
  unanswered: number;
}

export async function leadCounts(db: Database): Promise<LeadCounts> {
  const [row] = await db
    .select({
      fresh: sql<number>`count(*) filter (where ${leads.status} = 'new' and ${leads.triage} <> 'held')`,
      held: sql<number>`count(*) filter (where ${leads.triage} = 'held' and ${leads.status} <> 'spam')`,
      unanswered: sql<number>`count(*) filter (where ${leads.answeredAt} is null and ${leads.status} <> 'spam')`,
    })
    .from(leads);
  return {
    fresh: Number(row?.fresh ?? 0),
    held: Number(row?.held ?? 0),
    unanswered: Number(row?.unanswered ?? 0),
  };
}

export const DASHBOARD_WEEKS = 12;

/**
 * Requests per week (Monday to Sunday, Brussels time) over the last DASHBOARD_WEEKS weeks, the
 * current one last; weeks without a request count 0.
 */
export async function requestsPerWeek(
  db: Database,
  now = new Date(),
): Promise<{ week: string; total: number }[]> {
  const rows = await db.execute<{ week: string; total: number | string }>(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/Brussels'))
          - make_interval(weeks => ${DASHBOARD_WEEKS - 1}),
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/Brussels')),
        interval '1 week'
      ) as week
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week, count(${leads.id}) as total
    from weeks
    left join ${leads}
      on date_trunc('week', ${leads.createdAt} at time zone 'Europe/Brussels') = weeks.week
    group by weeks.week
    order by weeks.week`);
  // node-postgres answers { rows }, PGlite the same shape.
  const list = (rows as unknown as { rows: { week: string; total: number | string }[] }).rows;
  return list.map((row) => ({ week: row.week, total: Number(row.total) }));
}

/** Requests per value of a source column over the same weeks, most first. */
async function perSource(
  db: Database,
  column: typeof leads.sourcePage | typeof leads.referrerHost,
  now: Date,
) {
  const since = new Date(now.getTime() - DASHBOARD_WEEKS * 7 * 24 * 3600 * 1000);
  const rows = await db
    .select({ value: column, total: count() })
    .from(leads)
    .where(and(isNotNull(column), sql`${leads.createdAt} >= ${since.toISOString()}`))
    .groupBy(column)
    .orderBy(desc(count()), asc(column))
    .limit(20);
  const [none] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(isNull(column), sql`${leads.createdAt} >= ${since.toISOString()}`));
  return {
    rows: rows.map((row) => ({ value: row.value ?? "", total: row.total })),
    unknown: none?.total ?? 0,
  };
}

export function requestsPerSourcePage(db: Database, now = new Date()) {
  return perSource(db, leads.sourcePage, now);
}

export function requestsPerOutsideSite(db: Database, now = new Date()) {
  return perSource(db, leads.referrerHost, now);
}

export type HeldLead = Pick<
  Lead,
  "id" | "createdAt" | "name" | "company" | "email" | "spamScore" | "spamReasons"
>;
