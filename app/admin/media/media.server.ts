import { desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { MEDIA_PREFIX, referenceMarkers } from "../../platform/content/media-paths";
import type { Database } from "../../platform/database/db.server";
import { errorCode } from "../../platform/database/db-errors.server";
import { listPage } from "../../platform/database/list-page.server";
import { blogPosts, type MediaType, media } from "../../platform/database/schema";
import { itemsUsingMedia, refreshCollections } from "../site-content/collections.server";

/** A picture as the library lists it: everything but the file itself. */
export const mediaInfo = {
  id: media.id,
  contentHash: media.contentHash,
  type: media.type,
  width: media.width,
  height: media.height,
  byteSize: media.byteSize,
  fileName: media.fileName,
  altFr: media.altFr,
  altEn: media.altEn,
  captionFr: media.captionFr,
  captionEn: media.captionEn,
  focusX: media.focusX,
  focusY: media.focusY,
  uploadedBy: media.uploadedBy,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
};
export type MediaInfo = {
  [K in keyof typeof mediaInfo]: (typeof media.$inferSelect)[K];
};

/** A checked file, ready to store: its bytes and what was read from them. */
export interface MediaFile {
  original: Buffer;
  contentHash: string;
  type: MediaType;
  width: number;
  height: number;
  fileName: string;
}

const text = (max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, { message: "tooLong" })
    .refine((value) => !/\p{Cc}/u.test(value), { message: "invalid" })
    .refine((value) => !required || value.length > 0, { message: "required" });

/** The texts of a picture as the form sends them; alternative texts may stay empty for now. */
export const mediaTextsSchema = z.object({
  altFr: text(250, false),
  altEn: text(250, false),
  captionFr: text(500, false),
  captionEn: text(500, false),
});
export type MediaTexts = z.infer<typeof mediaTextsSchema>;

/** Whether a picture may be placed on a public page: it has its alternative text in both languages. */
export function isPlaceable(picture: Pick<MediaInfo, "altFr" | "altEn">): boolean {
  return picture.altFr.trim() !== "" && picture.altEn.trim() !== "";
}

export type StoreResult = { ok: true; id: number } | { ok: false; reason: "duplicate"; id: number };

/** The picture that already holds this file, if any. */
const sameContent = async (db: Database, contentHash: string) =>
  (await findMediaByHash(db, contentHash))?.id;

/** Adds a picture; the same file twice is refused with the picture that already holds it. */
export async function insertMedia(
  db: Database,
  file: MediaFile,
  uploadedBy: string,
): Promise<StoreResult> {
  const existing = await sameContent(db, file.contentHash);
  if (existing !== undefined) return { ok: false, reason: "duplicate", id: existing };
  try {
    const [row] = await db
      .insert(media)
      .values({ ...file, byteSize: file.original.length, uploadedBy })
      .returning({ id: media.id });
    if (!row) throw new Error("insert returned no row");
    return { ok: true, id: row.id };
  } catch (error) {
    // The same file uploaded twice at once: the unique hash keeps one.
    const raced = errorCode(error) === "23505" && (await sameContent(db, file.contentHash));
    if (raced) return { ok: false, reason: "duplicate", id: raced };
    throw error;
  }
}

/**
 * Replaces a picture's file and keeps its lasting address: the name stays, the extension follows
 * the new file's type. Undefined when the picture is gone.
 */
export async function replaceMediaFile(
  db: Database,
  id: number,
  file: MediaFile,
): Promise<StoreResult | undefined> {
  const existing = await sameContent(db, file.contentHash);
  if (existing !== undefined) return { ok: false, reason: "duplicate", id: existing };
  const [current] = await db
    .select({ fileName: media.fileName })
    .from(media)
    .where(eq(media.id, id));
  if (!current) return undefined;
  const stem = current.fileName.replace(/\.[a-z0-9]+$/, "");
  const extension = file.fileName.slice(file.fileName.lastIndexOf("."));
  try {
    const [row] = await db
      .update(media)
      .set({
        ...file,
        fileName: `${stem}${extension}`,
        byteSize: file.original.length,
        updatedAt: new Date(),
      })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (row) await refreshCollections(db).catch(() => {});
    return row && { ok: true, id: row.id };
  } catch (error) {
    const raced = errorCode(error) === "23505" && (await sameContent(db, file.contentHash));
    if (raced) return { ok: false, reason: "duplicate", id: raced };
    throw error;
  }
}

export async function findMedia(db: Database, id: number): Promise<MediaInfo | undefined> {
  const [row] = await db.select(mediaInfo).from(media).where(eq(media.id, id));
  return row;
}

/** The pictures of these ids that exist (an article's references, read in one query). */
export async function findMediaByIds(db: Database, ids: number[]): Promise<MediaInfo[]> {
  if (ids.length === 0) return [];
  return db.select(mediaInfo).from(media).where(inArray(media.id, ids));
}

export async function findMediaByHash(
  db: Database,
  contentHash: string,
): Promise<MediaInfo | undefined> {
  const [row] = await db.select(mediaInfo).from(media).where(eq(media.contentHash, contentHash));
  return row;
}

/** The stored file of a version of a picture, to make variants from. */
export async function readOriginal(db: Database, contentHash: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ original: media.original })
    .from(media)
    .where(eq(media.contentHash, contentHash));
  return row?.original;
}

export async function updateMediaTexts(
  db: Database,
  id: number,
  texts: MediaTexts,
): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ ...texts, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  // Pages showing the picture in a collection are rendered again (other instances: migration 0013).
  if (rows.length > 0) await refreshCollections(db).catch(() => {});
  return rows.length > 0;
}

/** A focal point as the detail screen's two number fields send it: whole percents, 0 to 100. */
const percent = z.coerce
  .number({ message: "invalid" })
  .int({ message: "invalid" })
  .min(0, { message: "invalid" })
  .max(100, { message: "invalid" });
export const mediaFocusSchema = z.object({ focusX: percent, focusY: percent });
export type MediaFocus = z.infer<typeof mediaFocusSchema>;

/**
 * Sets the point every crop of the picture keeps in view, or clears it (null: the middle for
 * CSS, libvips' attention point for a social preview). The pages showing it are rendered again.
 */
export async function updateMediaFocus(
  db: Database,
  id: number,
  focus: MediaFocus | null,
): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ focusX: focus?.focusX ?? null, focusY: focus?.focusY ?? null, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  if (rows.length > 0) await refreshCollections(db).catch(() => {});
  return rows.length > 0;
}

export const MEDIA_PAGE_SIZE = 48;

/** `%` and `_` are literal in a search, as typed. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the library, newest first, searched in names, alternative texts and captions. */
export async function listMedia(
  db: Database,
  { query = "", page = 1 }: { query?: string; page?: number } = {},
): Promise<{ pictures: MediaInfo[]; total: number }> {
  const pattern = likePattern(query.trim());
  const where: SQL | undefined = query.trim()
    ? or(
        ilike(media.fileName, pattern),
        ilike(media.altFr, pattern),
        ilike(media.altEn, pattern),
        ilike(media.captionFr, pattern),
        ilike(media.captionEn, pattern),
      )
    : undefined;
  const newestFirst = db
    .select(mediaInfo)
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id));
  const found = await listPage(db, newestFirst, { table: media, where }, page, MEDIA_PAGE_SIZE);
  return { pictures: found.rows, total: found.total };
}

/** An article that shows a picture. */
export interface MediaUse {
  id: number;
  title: string;
  language: string;
  slug: string;
  published: boolean;
}

/**
 * Where a picture is used: the articles whose cover it is or whose Markdown references it
 * (referenceMarkers). The
 * site's other pages take their pictures from app/platform/content/images, never from the library.
 */
export async function mediaUsage(
  db: Pick<Database, "select">,
  picture: { id: number; contentHash: string },
): Promise<MediaUse[]> {
  const matches = referenceMarkers(picture).map(
    (marker) => sql`strpos(${blogPosts.markdown}, ${marker}) > 0`,
  );
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      language: blogPosts.language,
      slug: blogPosts.slug,
      published: blogPosts.published,
    })
    .from(blogPosts)
    .where(or(eq(blogPosts.coverMediaId, picture.id), ...matches))
    .orderBy(blogPosts.language, blogPosts.title);
}

/** An item of a back-office collection (a project, a client's logo) that shows a picture. */
export type CollectionUse = Awaited<ReturnType<typeof itemsUsingMedia>>[number];

/** Where a picture is used: articles, and the collections' items (the key refuses their deletion). */
export async function allUses(
  db: Pick<Database, "select">,
  picture: { id: number; contentHash: string },
): Promise<{ uses: MediaUse[]; items: CollectionUse[] }> {
  const [uses, items] = await Promise.all([
    mediaUsage(db, picture),
    itemsUsingMedia(db, [picture.id]),
  ]);
  return { uses, items };
}

export type DeleteResult =
  | { ok: true; picture: MediaInfo }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "inUse"; uses: MediaUse[]; items: CollectionUse[] };

/**
 * Deletes a picture no article and no collection item uses. The articles are read and the row deleted in one
 * transaction that locks the row, so two deletions cannot both pass.
 */
export async function deleteMedia(db: Database, id: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const [picture] = await tx.select(mediaInfo).from(media).where(eq(media.id, id)).for("update");
    if (!picture) return { ok: false, reason: "notFound" } as const;
    const { uses, items } = await allUses(tx, picture);
    if (uses.length + items.length > 0) {
      return { ok: false, reason: "inUse", uses, items } as const;
    }
    await tx.delete(media).where(eq(media.id, id));
    return { ok: true, picture } as const;
  });
}

/** How many articles use each of these pictures, in one query (the library's grid). */
export async function usageCounts(
  db: Database,
  pictures: { id: number; contentHash: string }[],
): Promise<Map<number, number>> {
  if (pictures.length === 0) return new Map();
  const ids = pictures.map((picture) => picture.id);
  const uses = sql<number>`cast(count(${blogPosts.id}) as int)`;
  const rows = await db
    .select({ id: media.id, uses })
    .from(media)
    .leftJoin(
      blogPosts,
      or(
        eq(blogPosts.coverMediaId, media.id),
        sql`strpos(${blogPosts.markdown}, ${`${MEDIA_PREFIX}/`} || ${media.id} || '/') > 0`,
        sql`strpos(${blogPosts.markdown}, ${`${MEDIA_PREFIX}/`} || ${media.contentHash} || '/') > 0`,
      ),
    )
    .where(inArray(media.id, ids))
    .groupBy(media.id);
  const counts = new Map(rows.map((row) => [row.id, Number(row.uses)]));
  for (const item of await itemsUsingMedia(db, ids)) {
    counts.set(item.mediaId, (counts.get(item.mediaId) ?? 0) + 1);
  }
  return counts;
}
