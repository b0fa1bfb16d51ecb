import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { z } from "zod";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "../../platform/database/db.server";
import { type CollectionItemRow, collectionItems, media } from "../../platform/database/schema";
import { announceSiteChange } from "../../platform/settings/site-changes";
import { readVersion } from "../../platform/text/content-versions.server";

/**
 * The site's collections edited in the back office (docs/decisions/026): projects, client logos,
 * testimonials, figures, certifications... One generic store; each collection brings its item
 * schema and its first-start items from the code. A collection has no row until its first edit,
 * which stores the defaults and then applies the edit, so a release may change the defaults of a
 * collection nobody edited. Every change bumps the collection's version (two people editing are
 * told), goes into the history and is announced to every instance.
 */

const log = componentLogger("collections");

export interface CollectionDefinition<T extends Record<string, unknown>> {
  name: string;
  /** The item's fields as the back office posts them; messages are error codes. */
  schema: z.ZodType<T>;
  /** What the site shows while nobody edited the collection. */
  defaults: () => readonly T[];
  /** The library picture an item shows, kept in a column so the library cannot delete it. */
  mediaIdOf?: (item: T) => number | null | undefined;
  /**
   * A rule on the visible items together (sector shares at most 100 %): an error code refuses
   * the change that breaks it, nothing written.
   */
  checkAll?: (visible: readonly T[]) => string | undefined;
  /**
   * Named places rather than a list (the home page's photos): items are edited, never added,
   * removed, hidden or moved.
   */
  fixed?: true;
  /**
   * Asked, inside the change, before a stored item is shown with its new version (a reference
   * that needs its client's approval): an error code refuses the change, nothing written.
   */
  beforeShow?: (
    db: Pick<Database, "select">,
    item: { id: number; data: unknown; mediaId: number | null },
  ) => Promise<string | undefined>;
  /** A default's last valid day (a certificate's), stored with it at the first edit. */
  validUntilOfDefault?: (item: T, index: number) => string | null;
}

/** A certificate's file, as uploaded. */
export interface ItemDocument {
  bytes: Buffer;
  type: string;
  name: string;
}

export interface CollectionItem<T> {
  /** "12" for a stored item, "d3" for the fourth default of a collection nobody edited yet. */
  ref: string;
  position: number;
  visible: boolean;
  data: T;
  mediaId: number | null;
  validUntil: string | null;
  document: { type: string; name: string } | null;
}

/** The collection's version in content_versions. */
export const collectionScope = (name: string) => `collection:${name}`;
/** Every column but the file's bytes, which only its download reads. */
const { document: _document, ...withoutDocument } = getTableColumns(collectionItems);

// Kept across Vite's reloads in development, as the settings' snapshot is.
const state: {
  rows: Map<string, CollectionItemRow[]>;
  signature?: string;
  queue?: Promise<unknown>;
} = import.meta.hot?.data ?? { rows: new Map() };

/** Reads every stored item into memory; the pages are told when something changed. */
export function refreshCollections(db: Database): Promise<void> {
  const run = (state.queue ?? Promise.resolve()).then(async () => {
    const rows = await db
      .select(withoutDocument)
      .from(collectionItems)
      .orderBy(
        asc(collectionItems.collection),
        asc(collectionItems.position),
        asc(collectionItems.id),
      );
    // A library picture an item shows, edited (alt text, file), changes the pages too.
    const shown = [...new Set(rows.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])))];
    const pictures =
      shown.length === 0
        ? []
        : await db
            .select({ id: media.id, updatedAt: media.updatedAt })
            .from(media)
            .where(inArray(media.id, shown))
            .orderBy(asc(media.id));
    const signature = JSON.stringify([rows, pictures]);
    if (signature === state.signature) return;
    const byName = new Map<string, CollectionItemRow[]>();
    for (const row of rows) {
      const list = byName.get(row.collection) ?? [];
      list.push({ ...row, document: null });
      byName.set(row.collection, list);
    }
    state.rows = byName;
    const first = state.signature === undefined;
    state.signature = signature;
    if (!first || rows.length > 0) announceSiteChange();
  });
  state.queue = run.catch((error: unknown) => log.warn({ err: error }, "collections not reloaded"));
  return run;
}

function itemOf<T extends Record<string, unknown>>(
  definition: CollectionDefinition<T>,
  row: CollectionItemRow,
): CollectionItem<T> | undefined {
  // A stored item the schema of today refuses is left out rather than breaking the page.
  const parsed = definition.schema.safeParse(row.data);
  if (!parsed.success) return undefined;
  return {
    ref: String(row.id),
    position: row.position,
    visible: row.visible,
    data: parsed.data,
    mediaId: row.mediaId,
    validUntil: row.validUntil,
    document: row.documentType
      ? { type: row.documentType, name: row.documentName ?? "document" }
      : null,
  };
}

function defaultItems<T extends Record<string, unknown>>(
  definition: CollectionDefinition<T>,
): CollectionItem<T>[] {
  return definition.defaults().map((data, index) => ({
    ref: `d${index}`,
    position: index,
    visible: true,
    data,
    mediaId: definition.mediaIdOf?.(data) ?? null,
    validUntil: definition.validUntilOfDefault?.(data, index) ?? null,
    document: null,
  }));
}

/** The items as the pages read them (synchronously, from memory): all, hidden ones included. */
export function collectionSnapshot<T extends Record<string, unknown>>(
  definition: CollectionDefinition<T>,
): CollectionItem<T>[] {
  const rows = state.rows.get(definition.name);
  if (!rows) return defaultItems(definition);
  return rows.flatMap((row) => itemOf(definition, row) ?? []);
}

/** What the site shows: the visible items, in order. */
export function visibleItems<T extends Record<string, unknown>>(
  definition: CollectionDefinition<T>,
): CollectionItem<T>[] {
  return collectionSnapshot(definition).filter((item) => item.visible);
}

/** What the back office shows: the items from the database, and the version to save from. */
export async function readCollection<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
): Promise<{ items: CollectionItem<T>[]; version: number }> {
  const [rows, version] = await Promise.all([
    db
      .select(withoutDocument)
      .from(collectionItems)
      .where(eq(collectionItems.collection, definition.name))
      .orderBy(asc(collectionItems.position), asc(collectionItems.id)),
    readVersion(db, collectionScope(definition.name)),
  ]);
  if (version === 0 && rows.length === 0) return { items: defaultItems(definition), version };
  const items = rows.flatMap((row) => itemOf(definition, { ...row, document: null }) ?? []);
  return { items, version };
}

/** A certificate's file, for its download. */
export async function itemDocument(
  db: Database,
  name: string,
  id: number,
): Promise<(ItemDocument & { visible: boolean; validUntil: string | null }) | undefined> {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.collection, name), eq(collectionItems.id, id)))
    .limit(1);
  if (!row?.document || !row.documentType) return undefined;
  return {
    bytes: row.document,
    type: row.documentType,
    name: row.documentName ?? "document",
    visible: row.visible,
    validUntil: row.validUntil,
  };
}

/**
 * Puts a cleaned copy of an item's file in place of the one read, unless the file changed in the
 * meantime (then the newer one stays). Not a change of the item: no version, no history.
 */
export async function replaceItemDocument(
  db: Database,
  name: string,
  id: number,
  before: Buffer,
  after: Buffer,
): Promise<boolean> {
  const updated = await db
    .update(collectionItems)
    .set({ document: after })
    .where(
      and(
        eq(collectionItems.collection, name),
        eq(collectionItems.id, id),
        eq(collectionItems.document, before),
      ),
    )
    .returning({ id: collectionItems.id });
  return updated.length === 1;
}

/** Items of any collection that show a picture of the library: its "used in" list. */
export async function itemsUsingMedia(
  db: Pick<Database, "select">,
  mediaIds: readonly number[],
): Promise<{ collection: string; id: number; mediaId: number; data: Record<string, unknown> }[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({
      collection: collectionItems.collection,
      id: collectionItems.id,
      mediaId: collectionItems.mediaId,
      data: collectionItems.data,
    })
    .from(collectionItems)
    .where(inArray(collectionItems.mediaId, [...mediaIds]));
  return rows.flatMap((row) => (row.mediaId === null ? [] : [{ ...row, mediaId: row.mediaId }]));
}
