import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
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
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    /** "reference" (an item of the projects collection) or "article" (a blog post). */
    kind: text("kind", { enum: ["reference", "article"] }).notNull(),
    /** The item: a collection item's id, or an article's id. */
    itemId: integer("item_id").notNull(),
    /** The version shown: its title and content as they were when the link was made. */
    title: text("title").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    /** Which language the preview is shown in. */
    language: text("language").notNull(),
    createdBy: text("created_by"),
    createdAt: timestamptzNow("created_at"),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    openings: integer("openings").notNull().default(0),
    approvedBy: text("approved_by"),
    approvedAt: timestamptz("approved_at"),
  },
  (table) => [index("approval_links_item_idx").on(table.kind, table.itemId)],
);

/** A comment left on a preview link's page by the person it was sent to. */
export const approvalComments = pgTable(
  "approval_comments",
  {
    id: serial("id").primaryKey(),
    linkId: ownedBy("link_id", () => approvalLinks.id),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    at: timestamptzNow("at"),
  },
  (table) => [index("approval_comments_link_idx").on(table.linkId)],
);

/** The items that may be published only once the client approved the version published. */
export const approvalRequirements = pgTable(
  "approval_requirements",
  {
    kind: text("kind", { enum: ["reference", "article"] }).notNull(),
    itemId: integer("item_id").notNull(),
    required: boolean("required").notNull().default(true),
    setBy: text("set_by"),
    setAt: timestamptzNow("set_at"),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] })],
);

export type ApprovalLinkRow = typeof approvalLinks.$inferSelect;
export type ApprovalCommentRow = typeof approvalComments.$inferSelect;
