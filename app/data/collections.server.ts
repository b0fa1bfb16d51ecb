import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { z } from "zod";
import { componentLogger } from "~/runtime/logger.server";
import { findHistory, recordHistory } from "./content-history.server";
import { claimVersion, readVersion, VersionConflict } from "./content-versions.server";
import type { Database } from "./db.server";
import { fieldErrors } from "./field-errors";
import { type CollectionItemRow, collectionItems, media } from "./schema";
import { announceSiteChange } from "./site-changes";

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

const scopeOf = (name: string) => `collection:${name}`;
/** Every column but the file's bytes, which only its download reads. */
const { document: _document, ...withoutDocument } = getTableColumns(collectionItems);
const historyKeyOf = (name: string, id: number) => `${name}/${id}`;

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
    readVersion(db, scopeOf(definition.name)),
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

/** What a change of an item may set besides its fields. */
export interface ItemExtras {
  visible?: boolean;
  validUntil?: string | null;
  /** A new file, or null to remove it; absent keeps the one there. */
  document?: ItemDocument | null;
}

export type CollectionOutcome =
  | { ok: true; version: number; ref: string }
  | { ok: false; reason: "conflict" | "notFound" }
  | { ok: false; reason: "invalid"; errors: Partial<Record<string, string>> };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the history keeps of an item: everything but the file's bytes. */
function snapshotOf(row: CollectionItemRow) {
  return {
    position: row.position,
    visible: row.visible,
    data: row.data,
    mediaId: row.mediaId,
    validUntil: row.validUntil,
    documentName: row.documentType ? row.documentName : null,
  };
}

/**
 * Runs a change of a collection under its version: the defaults are stored first when nobody
 * edited it yet (a default's ref "d3" then names its new row), and a refused version writes nothing.
 */
async function change<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  version: number,
  actor: string | null,
  work: (
    tx: Transaction,
    rows: CollectionItemRow[],
    idOf: (ref: string) => number | undefined,
  ) => Promise<string | undefined>,
): Promise<CollectionOutcome> {
  try {
    const result = await db.transaction(async (tx) => {
      const next = await claimVersion(tx, scopeOf(definition.name), version, actor);
      let rows = await tx
        .select()
        .from(collectionItems)
        .where(eq(collectionItems.collection, definition.name))
        .orderBy(asc(collectionItems.position), asc(collectionItems.id));
      if (rows.length === 0 && version === 0) {
        const defaults = definition.defaults();
        rows =
          defaults.length === 0
            ? []
            : await tx
                .insert(collectionItems)
                .values(
                  defaults.map((data, position) => ({
                    collection: definition.name,
                    position,
                    data,
                    mediaId: definition.mediaIdOf?.(data) ?? null,
                    validUntil: definition.validUntilOfDefault?.(data, position) ?? null,
                    updatedBy: actor,
                  })),
                )
                .returning();
      }
      const idOf = (ref: string) => {
        const index = /^d(\d+)$/.exec(ref)?.[1];
        if (index !== undefined) return version === 0 ? rows[Number(index)]?.id : undefined;
        const id = Number(ref);
        return rows.some((row) => row.id === id) ? id : undefined;
      };
      const ref = await work(tx, rows, idOf);
      if (ref === undefined) throw new NotFound();
      if (definition.checkAll) {
        const after = await tx
          .select({ data: collectionItems.data })
          .from(collectionItems)
          .where(
            and(eq(collectionItems.collection, definition.name), eq(collectionItems.visible, true)),
          )
          .orderBy(asc(collectionItems.position), asc(collectionItems.id));
        const broken = definition.checkAll(after.map((row) => row.data as T));
        if (broken) throw new RuleBroken(broken);
      }
      return { version: next, ref };
    });
    await refreshCollections(db).catch(() => {});
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof VersionConflict) return { ok: false, reason: "conflict" };
    if (error instanceof NotFound) return { ok: false, reason: "notFound" };
    if (error instanceof RuleBroken) {
      return { ok: false, reason: "invalid", errors: { collection: error.message } };
    }
    throw error;
  }
}

class NotFound extends Error {}
class RuleBroken extends Error {}

function parse<T extends Record<string, unknown>>(
  definition: CollectionDefinition<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: Partial<Record<string, string>> } {
  const parsed = definition.schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors<string>(parsed.error) };
}

function columnsOf(extras: ItemExtras) {
  return {
    ...(extras.visible === undefined ? {} : { visible: extras.visible }),
    ...(extras.validUntil === undefined ? {} : { validUntil: extras.validUntil }),
    ...(extras.document === undefined
      ? {}
      : {
          document: extras.document?.bytes ?? null,
          documentType: extras.document?.type ?? null,
          documentName: extras.document?.name ?? null,
        }),
  };
}

/** Adds an item at the end of the list. */
export async function addItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  input: unknown,
  extras: ItemExtras,
  version: number,
  actor: string | null,
): Promise<CollectionOutcome> {
  const parsed = parse(definition, input);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  return change(db, definition, version, actor, async (tx, rows) => {
    const position = (rows.at(-1)?.position ?? -1) + 1;
    const [row] = await tx
      .insert(collectionItems)
      .values({
        collection: definition.name,
        position,
        data: parsed.data,
        mediaId: definition.mediaIdOf?.(parsed.data) ?? null,
        updatedBy: actor,
        ...columnsOf(extras),
      })
      .returning();
    if (!row) return undefined;
    await recordHistory(tx, "collections", actor, [
      { key: historyKeyOf(definition.name, row.id), oldValue: null, newValue: snapshotOf(row) },
    ]);
    return String(row.id);
  });
}

/** Changes an item's fields (and, with `extras`, its visibility, validity or file). */
export async function updateItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  ref: string,
  input: unknown,
  extras: ItemExtras,
  version: number,
  actor: string | null,
): Promise<CollectionOutcome> {
  const parsed = input === undefined ? undefined : parse(definition, input);
  if (parsed && !parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  return change(db, definition, version, actor, async (tx, rows, idOf) => {
    const id = idOf(ref);
    const before = rows.find((row) => row.id === id);
    if (!before || id === undefined) return undefined;
    const [after] = await tx
      .update(collectionItems)
      .set({
        ...(parsed?.ok
          ? { data: parsed.data, mediaId: definition.mediaIdOf?.(parsed.data) ?? null }
          : {}),
        ...columnsOf(extras),
        // A new last valid day: the reminder before it is due again (certificates).
        ...(extras.validUntil !== undefined && extras.validUntil !== before.validUntil
          ? { remindedAt: null }
          : {}),
        updatedAt: new Date(),
        updatedBy: actor,
      })
      .where(eq(collectionItems.id, id))
      .returning();
    if (!after) return undefined;
    await recordHistory(tx, "collections", actor, [
      {
        key: historyKeyOf(definition.name, id),
        oldValue: snapshotOf(before),
        newValue: snapshotOf(after),
      },
    ]);
    return String(id);
  });
}

/** Removes an item; the history keeps it, so it can be restored. */
export function deleteItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  ref: string,
  version: number,
  actor: string | null,
): Promise<CollectionOutcome> {
  return change(db, definition, version, actor, async (tx, rows, idOf) => {
    const id = idOf(ref);
    const before = rows.find((row) => row.id === id);
    if (!before || id === undefined) return undefined;
    await tx.delete(collectionItems).where(eq(collectionItems.id, id));
    await recordHistory(tx, "collections", actor, [
      { key: historyKeyOf(definition.name, id), oldValue: snapshotOf(before), newValue: null },
    ]);
    return String(id);
  });
}

/** Moves an item to another place in the list (0: first); the others keep their order. */
export function moveItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  ref: string,
  to: number,
  version: number,
  actor: string | null,
): Promise<CollectionOutcome> {
  return change(db, definition, version, actor, async (tx, rows, idOf) => {
    const id = idOf(ref);
    const from = rows.findIndex((row) => row.id === id);
    const moved = rows[from];
    if (!moved || id === undefined) return undefined;
    const order = rows.filter((row) => row.id !== id);
    order.splice(Math.max(0, Math.min(order.length, to)), 0, moved);
    await renumber(tx, order);
    await recordHistory(tx, "collections", actor, [
      {
        key: historyKeyOf(definition.name, id),
        oldValue: snapshotOf(moved),
        newValue: { ...snapshotOf(moved), position: order.indexOf(moved) },
      },
    ]);
    return String(id);
  });
}

/** Positions 0..n-1 in the given order, writing only the rows whose place changed. */
async function renumber(tx: Transaction, order: CollectionItemRow[]): Promise<void> {
  for (const [position, row] of order.entries()) {
    if (row.position === position) continue;
    await tx.update(collectionItems).set({ position }).where(eq(collectionItems.id, row.id));
  }
}

/**
 * Undo: puts an item back as it was before a change (a deleted item comes back, an added one
 * goes), recorded as a change of its own. A file removed since cannot come back: only its name
 * was kept.
 */
export async function restoreItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  historyId: number,
  version: number,
  actor: string | null,
): Promise<CollectionOutcome> {
  const entry = await findHistory(db, "collections", historyId);
  const [name, idText] = entry?.key.split("/") ?? [];
  const id = Number(idText);
  if (!entry || name !== definition.name || !Number.isInteger(id)) {
    return { ok: false, reason: "notFound" };
  }
  const old = entry.oldValue as ReturnType<typeof snapshotOf> | null;
  if (old && !definition.schema.safeParse(old.data).success) {
    return { ok: false, reason: "invalid", errors: {} };
  }
  return change(db, definition, version, actor, async (tx, rows) => {
    const current = rows.find((row) => row.id === id);
    let restored: CollectionItemRow | undefined;
    if (!old) {
      if (current) await tx.delete(collectionItems).where(eq(collectionItems.id, id));
    } else {
      const columns = {
        position: old.position,
        visible: old.visible,
        data: old.data,
        mediaId: old.mediaId,
        validUntil: old.validUntil,
        ...(current?.validUntil === old.validUntil ? {} : { remindedAt: null }),
        updatedAt: new Date(),
        updatedBy: actor,
      };
      [restored] = current
        ? await tx
            .update(collectionItems)
            .set(columns)
            .where(eq(collectionItems.id, id))
            .returning()
        : await tx
            .insert(collectionItems)
            .values({ id, collection: definition.name, ...columns })
            .returning();
      // The restored item takes its old place; the others keep their order around it.
      const others = rows.filter((row) => row.id !== id);
      if (restored) {
        others.splice(Math.min(others.length, old.position), 0, restored);
        await renumber(tx, others);
      }
    }
    await recordHistory(
      tx,
      "collections",
      actor,
      [
        {
          key: entry.key,
          oldValue: current ? snapshotOf(current) : null,
          newValue: restored ? snapshotOf(restored) : null,
        },
      ],
      entry.id,
    );
    return String(id);
  });
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
