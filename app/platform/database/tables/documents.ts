import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { bytea, createdAndUpdated, LANGUAGE_CODES, ownedBy, timestamptzNow } from "./columns";

// The document library: datasheets, brochures and method statements the site offers for download.

export const DOCUMENT_KINDS = ["datasheet", "brochure", "methodStatement"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A document of the library: what it is called in each language, its kind and the service pages
 * that list it. Its address (`/documents/<slug>.pdf`) stays the same across versions.
 */
export const documents = pgTable("documents", {
  id: pg.serial("id").primaryKey(),
  /** Lowercase ASCII words joined by hyphens: the file's public name, never changed. */
  slug: pg.text("slug").notNull().unique(),
  kind: pg.text("kind", { enum: DOCUMENT_KINDS }).notNull(),
  titleFr: pg.text("title_fr").notNull(),
  /** Empty: the English pages show the French title. */
  titleEn: pg.text("title_en").notNull().default(""),
  /** Empty: the Dutch pages show the English title (the language's fallback). */
  titleNl: pg.text("title_nl").notNull().default(""),
  /** Page ids of the service pages that list it (app/platform/navigation/page-table.ts). */
  services: pg.text("services").array().notNull().default([]),
  /** Hidden documents are neither listed nor downloadable. */
  visible: pg.boolean("visible").notNull().default(true),
  createdBy: pg.text("created_by"),
  ...createdAndUpdated(),
});

/**
 * Every file uploaded for a document, per language: the newest of a language is the one served;
 * the older ones stay for the team. The database is their one store, as for the media library.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: pg.serial("id").primaryKey(),
    documentId: ownedBy("document_id", () => documents.id),
    language: pg.text("language", { enum: LANGUAGE_CODES }).notNull(),
    /** The PDF as uploaded; checked by its content, never by its name. */
    bytes: bytea("bytes").notNull(),
    byteSize: pg.integer("byte_size").notNull(),
    /** First 32 hex digits of the SHA-256 of `bytes`: the download's ETag. */
    contentHash: pg.text("content_hash").notNull(),
    /** The name the file had on the uploader's computer, for the team only. */
    uploadedName: pg.text("uploaded_name").notNull().default(""),
    uploadedBy: pg.text("uploaded_by"),
    createdAt: timestamptzNow("created_at"),
  },
  (table) => [
    index("document_versions_current_idx").on(table.documentId, table.language, table.createdAt),
  ],
);

/**
 * Downloads of a document per day (Brussels): one counter row, nothing about who downloaded it
 * (no cookie, address or identifier is kept).
 */
export const documentDownloads = pgTable(
  "document_downloads",
  {
    documentId: ownedBy("document_id", () => documents.id),
    day: pg.date("day", { mode: "string" }).notNull(),
    count: pg.integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.day] })],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
