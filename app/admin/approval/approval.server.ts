import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import {
  type ApprovalCommentRow,
  type ApprovalLinkRow,
  approvalComments,
  approvalLinks,
  approvalRequirements,
  blogPosts,
  collectionItems,
} from "~/platform/database/schema";
import type { Lang } from "~/platform/i18n/lang";

/**
 * A client's approval of a draft (docs/decisions/044). Staff make a preview link to a draft
 * reference or article: the link shows the version it was made from (a copy, `snapshot`), lasts
 * at most 7 days, can be revoked; the person it is sent to approves (their name typed, the time
 * kept) or comments, without an account. A reference may require an approval of the version it
 * publishes: the projects collection asks `referencePublishRefusal` before showing one.
 */

export type ApprovalKind = "reference" | "article";
export const MAX_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The collection whose items are references. */
export const REFERENCES_COLLECTION = "projects";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a reference's preview shows: the item's data as it was, and its library picture. */
export interface ReferenceSnapshot {
  data: Record<string, unknown>;
  mediaId: number | null;
}

/** What an article's preview shows: its texts and HTML as they were. */
export interface ArticleSnapshot {
  title: string;
  excerpt: string;
  category: string;
  content: string;
}

/** A draft the staff can send for approval, with what the link will show. */
export interface Draft {
  kind: ApprovalKind;
  id: number;
  title: string;
  language: Lang | null;
  snapshot: ReferenceSnapshot | ArticleSnapshot;
}

const isLang = (value: string): value is Lang => value === "fr" || value === "en";

/** The draft references (hidden items of the projects collection) and the unpublished articles. */
export async function listDrafts(db: Database, lang: Lang): Promise<Draft[]> {
  const references = await db
    .select()
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.collection, REFERENCES_COLLECTION),
        eq(collectionItems.visible, false),
      ),
    )
    .orderBy(collectionItems.position);
  const articles = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, false))
    .orderBy(desc(blogPosts.updatedAt));
  return [...references.map((row) => referenceDraft(row, lang)), ...articles.map(articleDraft)];
}

function referenceDraft(row: typeof collectionItems.$inferSelect, lang: Lang): Draft {
  const data = row.data as Record<string, unknown>;
  const title = (data.title as Record<string, string> | undefined)?.[lang] ?? `#${row.id}`;
  return {
    kind: "reference",
    id: row.id,
    title,
    language: null,
    snapshot: { data, mediaId: row.mediaId },
  };
}

function articleDraft(row: typeof blogPosts.$inferSelect): Draft {
  return {
    kind: "article",
    id: row.id,
    title: row.title,
    language: isLang(row.language) ? row.language : "fr",
    snapshot: {
      title: row.title,
      excerpt: row.excerpt,
      category: row.category,
      content: row.content,
    },
  };
}

/** One draft as it is now; undefined when it is gone or published. */
export async function findDraft(
  db: Database,
  kind: ApprovalKind,
  id: number,
  lang: Lang,
): Promise<Draft | undefined> {
  if (kind === "reference") {
    const [row] = await db
      .select()
      .from(collectionItems)
      .where(
        and(eq(collectionItems.collection, REFERENCES_COLLECTION), eq(collectionItems.id, id)),
      );
    return row && !row.visible ? referenceDraft(row, lang) : undefined;
  }
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row && !row.published ? articleDraft(row) : undefined;
}

/** A new preview link of a draft, as it is now; the token is returned once, never stored. */
export async function createLink(
  db: Database,
  draft: Draft,
  options: { days: number; language: Lang; actor: string | null; ip?: string | null },
): Promise<{ token: string; link: ApprovalLinkRow }> {
  const days = Math.min(Math.max(Math.trunc(options.days), 1), MAX_LINK_DAYS);
  const token = randomBytes(24).toString("base64url");
  const [link] = await db
    .insert(approvalLinks)
    .values({
      tokenHash: hashOf(token),
      kind: draft.kind,
      itemId: draft.id,
      title: draft.title,
      snapshot: draft.snapshot,
      language: draft.language ?? options.language,
      createdBy: options.actor,
      expiresAt: new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  if (!link) throw new Error("the link was not stored");
  await recordAudit(db, {
    actor: options.actor,
    action: "approval_link_created",
    target: `${draft.kind}/${draft.id} ${draft.title} (${days})`,
    ip: options.ip ?? null,
    object: objectOf(draft.kind, draft.id),
  });
  return { token, link };
}

/** The activity log's link to the item. */
function objectOf(kind: ApprovalKind, id: number) {
  return kind === "reference"
    ? ({ type: "collection_item", id: `${REFERENCES_COLLECTION}/${id}` } as const)
    : ({ type: "article", id } as const);
}

/** A link that still opens: known, not revoked, not expired. */
export async function openLink(db: Database, token: string): Promise<ApprovalLinkRow | undefined> {
  if (!/^[\w-]{20,64}$/.test(token)) return undefined;
  const [link] = await db
    .select()
    .from(approvalLinks)
    .where(
      and(
        eq(approvalLinks.tokenHash, hashOf(token)),
        isNull(approvalLinks.revokedAt),
        gt(approvalLinks.expiresAt, new Date()),
      ),
    );
  return link;
}

/** Counts an opening of a link and writes it in the activity log. */
export async function recordOpening(db: Database, link: ApprovalLinkRow, ip: string | null) {
  await db
    .update(approvalLinks)
    .set({ openings: sql`${approvalLinks.openings} + 1` })
    .where(eq(approvalLinks.id, link.id));
  await recordAudit(db, {
    actor: null,
    action: "approval_link_opened",
    target: `${link.kind}/${link.itemId} ${link.title}`,
    ip,
    object: objectOf(link.kind, link.itemId),
  });
}

/** The outsider's approval of the version the link shows: the first one stays. */
export async function approve(
  db: Database,
  link: ApprovalLinkRow,
  name: string,
  ip: string | null,
): Promise<void> {
  const updated = await db
    .update(approvalLinks)
    .set({ approvedBy: name, approvedAt: new Date() })
    .where(and(eq(approvalLinks.id, link.id), isNull(approvalLinks.approvedAt)))
    .returning({ id: approvalLinks.id });
  if (updated.length === 0) return;
  await recordAudit(db, {
    actor: null,
    action: "approval_given",
    target: `${link.kind}/${link.itemId} ${link.title}: ${name}`,
    ip,
    object: objectOf(link.kind, link.itemId),
  });
}

export async function addComment(
  db: Database,
  link: ApprovalLinkRow,
  name: string,
  comment: string,
  ip: string | null,
): Promise<void> {
  await db.insert(approvalComments).values({ linkId: link.id, name, comment });
  await recordAudit(db, {
    actor: null,
    action: "approval_commented",
    target: `${link.kind}/${link.itemId} ${link.title}: ${name}`,
    ip,
    object: objectOf(link.kind, link.itemId),
  });
}

/** Revokes a link of an item; false when there is none of that id. */
export async function revokeLink(
  db: Database,
  kind: ApprovalKind,
  itemId: number,
  linkId: number,
  actor: string | null,
  ip?: string | null,
): Promise<boolean> {
  const [link] = await db
    .update(approvalLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(approvalLinks.id, linkId),
        eq(approvalLinks.kind, kind),
        eq(approvalLinks.itemId, itemId),
        isNull(approvalLinks.revokedAt),
      ),
    )
    .returning();
  if (!link) return false;
  await recordAudit(db, {
    actor,
    action: "approval_link_revoked",
    target: `${kind}/${itemId} ${link.title}`,
    ip: ip ?? null,
    object: objectOf(kind, itemId),
  });
  return true;
}

export interface LinkState extends ApprovalLinkRow {
  comments: ApprovalCommentRow[];
  /** Whether the link still opens. */
  open: boolean;
  /** Whether it shows the draft as it is now. */
  current: boolean;
}

/** A value with its keys sorted: jsonb keeps its own key order, so copies compare by content. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const sameSnapshot = (a: unknown, b: unknown) =>
  JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/** An item's links, newest first, with their comments; `current` against the draft as it is now. */
export async function linksOf(
  db: Database,
  kind: ApprovalKind,
  itemId: number,
  now: Draft["snapshot"] | undefined,
): Promise<LinkState[]> {
  const links = await db
    .select()
    .from(approvalLinks)
    .where(and(eq(approvalLinks.kind, kind), eq(approvalLinks.itemId, itemId)))
    .orderBy(desc(approvalLinks.createdAt), desc(approvalLinks.id));
  const comments =
    links.length === 0
      ? []
      : await db
          .select()
          .from(approvalComments)
          .where(
            inArray(
              approvalComments.linkId,
              links.map((link) => link.id),
            ),
          )
          .orderBy(approvalComments.at);
  const at = Date.now();
  return links.map((link) => ({
    ...link,
    comments: comments.filter((comment) => comment.linkId === link.id),
    open: link.revokedAt === null && link.expiresAt.getTime() > at,
    current: now !== undefined && sameSnapshot(link.snapshot, now),
  }));
}

/** The approval of the item's version as it is now: who and when; none if that version was not approved. */
export async function currentApproval(
  db: Pick<Database, "select">,
  kind: ApprovalKind,
  itemId: number,
  now: Draft["snapshot"],
): Promise<{ name: string; at: Date } | undefined> {
  const approved = await db
    .select()
    .from(approvalLinks)
    .where(
      and(
        eq(approvalLinks.kind, kind),
        eq(approvalLinks.itemId, itemId),
        sql`${approvalLinks.approvedAt} is not null`,
      ),
    )
    .orderBy(desc(approvalLinks.approvedAt));
  const match = approved.find((link) => sameSnapshot(link.snapshot, now));
  return match?.approvedBy && match.approvedAt
    ? { name: match.approvedBy, at: match.approvedAt }
    : undefined;
}

export async function isApprovalRequired(
  db: Pick<Database, "select">,
  kind: ApprovalKind,
  itemId: number,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(approvalRequirements)
    .where(and(eq(approvalRequirements.kind, kind), eq(approvalRequirements.itemId, itemId)));
  return row?.required ?? false;
}

export async function setApprovalRequired(
  db: Database,
  kind: ApprovalKind,
  itemId: number,
  required: boolean,
  title: string,
  actor: string | null,
  ip?: string | null,
): Promise<void> {
  await db
    .insert(approvalRequirements)
    .values({ kind, itemId, required, setBy: actor })
    .onConflictDoUpdate({
      target: [approvalRequirements.kind, approvalRequirements.itemId],
      set: { required, setBy: actor, setAt: new Date() },
    });
  await recordAudit(db, {
    actor,
    action: "approval_requirement_changed",
    target: `${kind}/${itemId} ${title}: ${required ? "required" : "not required"}`,
    ip: ip ?? null,
    object: objectOf(kind, itemId),
  });
}

/**
 * Why a reference may not be published now: it requires the client's approval and the version
 * about to be shown was not approved. Asked inside the change's transaction.
 */
export async function referencePublishRefusal(
  db: Pick<Database, "select">,
  item: { id: number; data: unknown; mediaId: number | null },
): Promise<string | undefined> {
  if (!(await isApprovalRequired(db, "reference", item.id))) return undefined;
  const now: ReferenceSnapshot = {
    data: item.data as Record<string, unknown>,
    mediaId: item.mediaId,
  };
  return (await currentApproval(db, "reference", item.id, now)) ? undefined : "approvalRequired";
}
