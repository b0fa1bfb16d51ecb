import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { ownedBy, timestamptz, timestamptzNow } from "./columns";

// A client's approval of a draft (docs/decisions/044): preview links for someone without an
// account, what they answered, and the items that need an approval before they are published.

/**
 * A preview link to a draft as it was when the link was made (`snapshot`), for someone outside the
 * company. Only the token's SHA-256 is kept: the link is shown once, to the staff who made it.
 */
export const approvalLinks = pgTable(
  "approval_links",
  {
    id: pg.serial("id").primaryKey(),
    tokenHash: pg.text("token_hash").notNull().unique(),
    /** "reference" (an item of the projects collection) or "article" (a blog post). */
    kind: pg.text("kind", { enum: ["reference", "article"] }).notNull(),
    /** The item: a collection item's id, or an article's id. */
    itemId: pg.integer("item_id").notNull(),
    /** The version shown: its title and content as they were when the link was made. */
    title: pg.text("title").notNull(),
    snapshot: pg.jsonb("snapshot").notNull(),
    /** Which language the preview is shown in. */
    language: pg.text("language").notNull(),
    createdBy: pg.text("created_by"),
    createdAt: timestamptzNow("created_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    openings: pg.integer("openings").notNull().default(0),
    approvedBy: pg.text("approved_by"),
    approvedAt: timestamptz("approved_at"),
  },
  (table) => [index("approval_links_item_idx").on(table.kind, table.itemId)],
);

/** A comment left on a preview link's page by the person it was sent to. */
export const approvalComments = pgTable(
  "approval_comments",
  {
    id: pg.serial("id").primaryKey(),
    linkId: ownedBy("link_id", () => approvalLinks.id),
    name: pg.text("name").notNull(),
    comment: pg.text("comment").notNull(),
    at: timestamptzNow("at"),
  },
  (table) => [index("approval_comments_link_idx").on(table.linkId)],
);

/** The items that may be published only once the client approved the version published. */
export const approvalRequirements = pgTable(
  "approval_requirements",
  {
    kind: pg.text("kind", { enum: ["reference", "article"] }).notNull(),
    itemId: pg.integer("item_id").notNull(),
    required: pg.boolean("required").notNull().default(true),
    setBy: pg.text("set_by"),
    setAt: timestamptzNow("set_at"),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] })],
);

export type ApprovalLinkRow = typeof approvalLinks.$inferSelect;
export type ApprovalCommentRow = typeof approvalComments.$inferSelect;
