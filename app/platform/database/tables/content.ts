import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { check, index, pgTable, primaryKey, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import {
  bytea,
  createdAndUpdated,
  LANGUAGE_CODES,
  lastChange,
  ownedBy,
  timestamptz,
  timestamptzNow,
} from "./columns";

// What the team writes and shows: articles, pictures, settings, page texts, collections.

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: pg.serial("id").primaryKey(),
    slug: pg.text("slug").notNull().unique(),
    /** Shared by the language versions of one article, for the FR|EN switch and hreflang. */
    translationKey: pg.text("translation_key").notNull(),
    title: pg.text("title").notNull(),
    excerpt: pg.text("excerpt").notNull(),
    /** Sanitised HTML made from `markdown`; what the public pages and the API serve. */
    content: pg.text("content").notNull(),
    /** The Markdown the author wrote, edited in the back office. */
    markdown: pg.text("markdown").notNull().default(""),
    language: pg.text("language").notNull(),
    category: pg.text("category").notNull(),
    tags: pg.text("tags").array().notNull().default(sql`'{}'::text[]`),
    published: pg.boolean("published").notNull().default(true),
    /**
     * The date shown and sorted on: set at the first publication (by a trigger when nothing set
     * it, migration 0008), editable in the back office; null while never published.
     */
    publishedAt: timestamptz("published_at"),
    /** A draft to publish at this time (docs/decisions/022); null once published or unplanned. */
    publishAt: timestamptz("publish_at"),
    ...createdAndUpdated(),
    /**
     * "file": as content/blog has it; "admin": created or changed in the back office, which the
     * start-up sync never overwrites.
     */
    origin: pg
      .text("origin", { enum: ["file", "admin"] })
      .notNull()
      .default("file"),
    /** Incremented by every back-office save: a save made from an older version is refused. */
    version: pg.integer("version").notNull().default(1),
    /**
     * The library picture on the blog card, atop the article and as its social preview. A picture
     * in use is never deleted (the library refuses; the key backs it up).
     */
    coverMediaId: pg.integer("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
  },
  (table) => [
    uniqueIndex("blog_posts_language_translation_key_idx").on(table.language, table.translationKey),
    index("blog_posts_listing_idx").on(table.language, table.published, table.publishedAt),
    index("blog_posts_cover_idx").on(table.coverMediaId),
    index("blog_posts_publish_at_idx")
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
  ],
);

/** Old slugs of articles whose slug changed: the public page answers them with a 301. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: pg.text("old_slug").primaryKey(),
  postId: ownedBy("post_id", () => blogPosts.id),
  createdAt: timestamptzNow("created_at"),
});

export const MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * The media library's pictures. The database is their one store: every instance makes its
 * variants from `original` (docs/decisions/021). Queries name their columns: `original` is read
 * only to make variants.
 */
export const media = pgTable(
  "media",
  {
    id: pg.serial("id").primaryKey(),
    /** The file as uploaded, metadata included: never served as it is. */
    original: bytea("original").notNull(),
    /** First 32 hex digits of the SHA-256 of `original`: the public addresses' version. */
    contentHash: pg.text("content_hash").notNull().unique(),
    /** Read from the content, never from the name or the declared type. */
    type: pg.text("type", { enum: MEDIA_TYPES }).notNull(),
    /** Upright, as shown (EXIF orientation applied). */
    width: pg.integer("width").notNull(),
    height: pg.integer("height").notNull(),
    byteSize: pg.integer("byte_size").notNull(),
    /** Sanitised: lowercase ASCII words joined by hyphens, and the extension of its real type. */
    fileName: pg.text("file_name").notNull(),
    altFr: pg.text("alt_fr").notNull().default(""),
    altEn: pg.text("alt_en").notNull().default(""),
    captionFr: pg.text("caption_fr").notNull().default(""),
    captionEn: pg.text("caption_en").notNull().default(""),
    /**
     * The point every crop keeps in view (cards, covers, social previews), in percent of the
     * upright picture's width and height from its top left corner. Null until chosen: CSS
     * centres, the social preview crops around what libvips finds draws the eye.
     */
    focusX: pg.smallint("focus_x"),
    focusY: pg.smallint("focus_y"),
    /** Username; kept when the account is removed, as in the activity log. */
    uploadedBy: pg.text("uploaded_by"),
    ...createdAndUpdated(),
  },
  (table) => [index("media_created_idx").on(table.createdAt)],
);

/**
 * What an author is typing in the editor, kept every few seconds until the article is saved: one
 * row per author and article, or per author for a new article (`article_id` null). `fields` is
 * the form's values, as the editor sends them.
 */
export const articleAutosaves = pgTable(
  "article_autosaves",
  {
    id: pg.serial("id").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    articleId: pg.integer("article_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    fields: pg.jsonb("fields").$type<Record<string, string>>().notNull(),
    updatedAt: timestamptzNow("updated_at"),
  },
  (table) => [
    uniqueIndex("article_autosaves_article_idx")
      .on(table.userId, table.articleId)
      .where(sql`${table.articleId} is not null`),
    uniqueIndex("article_autosaves_new_idx")
      .on(table.userId)
      .where(sql`${table.articleId} is null`),
  ],
);

/**
 * Each save of an article in the back office: who, when, what it did, and the form's values as
 * saved (for a comparison or a restore later). Removed with the article.
 */
/** What a save of an article did, as its revision and the editor's message say. */
export const REVISION_CHANGES = [
  "created",
  "saved",
  "published",
  "unpublished",
  "scheduled",
  "unscheduled",
  "restored",
] as const;

export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: pg.serial("id").primaryKey(),
    articleId: ownedBy("article_id", () => blogPosts.id),
    /** The article's version this save made. */
    version: pg.integer("version").notNull(),
    /** Username; kept when the account is removed, as in the activity log. */
    actor: pg.text("actor"),
    change: pg.text("change", { enum: REVISION_CHANGES }).notNull(),
    fields: pg.jsonb("fields").$type<Record<string, string>>().notNull(),
    savedAt: timestamptzNow("saved_at"),
  },
  (table) => [index("article_revisions_article_idx").on(table.articleId, table.savedAt)],
);

/**
 * The site settings edited in the back office (docs/decisions/024): one row, id 1, absent until
 * the first save (app/platform/content/company.ts gives the defaults till then). `values` holds every
 * field by its key (app/platform/settings/site-settings-fields.ts); a save made from an older `version` is
 * refused. A trigger (migration 0011) notifies every instance.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: pg.integer("id").primaryKey().default(1),
    values: pg.jsonb("values").$type<Record<string, unknown>>().notNull(),
    version: pg.integer("version").notNull().default(1),
    ...lastChange(),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * Every change of the site's own content, one row per field: settings now, collections and page
 * texts later (`entity` names which, `key` the field). Old and new values are kept whole, so any
 * of them can be restored, which is recorded as a change of its own.
 */
export const contentHistory = pgTable(
  "content_history",
  {
    id: pg.serial("id").primaryKey(),
    entity: pg.text("entity").notNull(),
    key: pg.text("key").notNull(),
    oldValue: pg.jsonb("old_value"),
    newValue: pg.jsonb("new_value"),
    /** Username; kept when the account is removed, as in the activity log. */
    actor: pg.text("actor"),
    at: timestamptzNow("at"),
    /** The change whose old value this one put back. */
    restoredFrom: pg.integer("restored_from"),
  },
  (table) => [index("content_history_entity_idx").on(table.entity, table.at)],
);

/**
 * The page texts edited in the back office, over the dictionaries' defaults (docs/decisions/026):
 * one row per page, text key and language. `value` is what the public page shows (null: the
 * default); `pending` what the next publication of the page will show (with `hasPending`; a null
 * `pending` then means "back to the default"). `toReview`: the other language changed after this
 * one, so this translation may be stale.
 */
export const pageTexts = pgTable(
  "page_texts",
  {
    page: pg.text("page").notNull(),
    key: pg.text("key").notNull(),
    lang: pg.text("lang", { enum: LANGUAGE_CODES }).notNull(),
    value: pg.text("value"),
    pending: pg.text("pending"),
    hasPending: pg.boolean("has_pending").notNull().default(false),
    toReview: pg.boolean("to_review").notNull().default(false),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.page, table.key, table.lang] })],
);

/**
 * A version per thing edited as a whole in the back office ("page:piping", "collection:projects"):
 * a save made from an older version is refused, so two people editing one page are told.
 */
export const contentVersions = pgTable("content_versions", {
  scope: pg.text("scope").primaryKey(),
  version: pg.integer("version").notNull().default(0),
  ...lastChange(),
});

/**
 * The items of the site's collections (projects, client logos, testimonials, figures,
 * certifications...), edited in the back office. A collection has no row until its first edit:
 * the code's defaults apply till then (app/platform/content). `data` is the item's fields, checked by the
 * collection's own schema; pictures come from the media library, which refuses to delete one in use.
 */
export const collectionItems = pgTable(
  "collection_items",
  {
    id: pg.serial("id").primaryKey(),
    collection: pg.text("collection").notNull(),
    position: pg.integer("position").notNull(),
    visible: pg.boolean("visible").notNull().default(true),
    data: pg.jsonb("data").$type<Record<string, unknown>>().notNull(),
    mediaId: pg.integer("media_id").references(() => media.id, { onDelete: "restrict" }),
    /** A certificate's file as uploaded (PDF or picture), served to visitors as a download. */
    document: bytea("document"),
    documentType: pg.text("document_type"),
    documentName: pg.text("document_name"),
    /** A certificate's last valid day (Brussels): hidden from the next midnight on. */
    validUntil: pg.date("valid_until", { mode: "string" }),
    /** When the administrators were told the certificate expires soon. */
    remindedAt: timestamptz("reminded_at"),
    createdAt: timestamptzNow("created_at"),
    ...lastChange(),
  },
  (table) => [
    index("collection_items_order_idx").on(table.collection, table.position),
    index("collection_items_media_idx").on(table.mediaId),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

export type ContentHistoryRow = typeof contentHistory.$inferSelect;

export type PageTextRow = typeof pageTexts.$inferSelect;

export type CollectionItemRow = typeof collectionItems.$inferSelect;
