import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { type CollectionItemRow, collectionItems } from "../../platform/database/schema";
import { findHistory, recordHistory } from "../../platform/text/content-history.server";
import { claimVersion, VersionConflict } from "../../platform/text/content-versions.server";
import { noteItemTranslations } from "../../platform/text/translation-sources.server";
import { parseForm } from "../shell/form-schema";
import {
  type CollectionDefinition,
  collectionScope,
  type ItemDocument,
  refreshCollections,
} from "./collections.server";

/**
 * The changes of a collection made in the back office (docs/decisions/026): add, edit, hide,
 * delete, move and undo. Each runs under the collection's version (two people editing are told),
 * stores the code's items first when nobody edited the collection yet, checks the rules across
 * items, writes the history and reloads the collections, which renders the pages again.
 */

const historyKeyOf = (name: string, id: number) => `${name}/${id}`;

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

type Snapshot = ReturnType<typeof snapshotOf>;

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
      const next = await claimVersion(tx, collectionScope(definition.name), version, actor);
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

/**
 * A change of one stored item (`ref` as in its address): `work` writes it and gives the item as it
 * is after (null: gone; undefined: not found), which the history records beside what it was.
 */
function changeItem<T extends Record<string, unknown>>(
  db: Database,
  definition: CollectionDefinition<T>,
  ref: string,
  version: number,
  actor: string | null,
  work: (
    tx: Transaction,
    item: CollectionItemRow,
    rows: CollectionItemRow[],
  ) => Promise<Snapshot | null | undefined>,
): Promise<CollectionOutcome> {
  return change(db, definition, version, actor, async (tx, rows, idOf) => {
    const id = idOf(ref);
    const item = rows.find((row) => row.id === id);
    if (!item) return undefined;
    const after = await work(tx, item, rows);
    if (after === undefined) return undefined;
    await recordHistory(tx, "collections", actor, [
      { key: historyKeyOf(definition.name, item.id), oldValue: snapshotOf(item), newValue: after },
    ]);
    return String(item.id);
  });
}

class NotFound extends Error {}
class RuleBroken extends Error {}

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
  if (definition.fixed) return { ok: false, reason: "notFound" };
  const parsed = parseForm(definition.schema, input);
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
    await noteItemTranslations(
      tx,
      historyKeyOf(definition.name, row.id),
      undefined,
      row.data,
      actor,
    );
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
  if (definition.fixed && extras.visible === false) return { ok: false, reason: "notFound" };
  const parsed = input === undefined ? undefined : parseForm(definition.schema, input);
  if (parsed && !parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  return changeItem(db, definition, ref, version, actor, async (tx, before) => {
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
      .where(eq(collectionItems.id, before.id))
      .returning();
    // A shown item's new version (or a hidden one shown) may need a consent first.
    if (after?.visible && definition.beforeShow) {
      const refusal = await definition.beforeShow(tx, after);
      if (refusal) throw new RuleBroken(refusal);
    }
    await noteItemTranslations(
      tx,
      historyKeyOf(definition.name, before.id),
      before.data,
      after?.data,
      actor,
    );
    return after && snapshotOf(after);
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
  if (definition.fixed) return Promise.resolve({ ok: false, reason: "notFound" });
  return changeItem(db, definition, ref, version, actor, async (tx, before) => {
    await tx.delete(collectionItems).where(eq(collectionItems.id, before.id));
    return null;
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
  if (definition.fixed) return Promise.resolve({ ok: false, reason: "notFound" });
  return changeItem(db, definition, ref, version, actor, async (tx, moved, rows) => {
    const order = rows.filter((row) => row.id !== moved.id);
    order.splice(Math.max(0, Math.min(order.length, to)), 0, moved);
    await renumber(tx, order);
    return { ...snapshotOf(moved), position: order.indexOf(moved) };
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
      // Undo may show an older version: it needs the same consent as a save.
      if (restored?.visible && definition.beforeShow) {
        const refusal = await definition.beforeShow(tx, restored);
        if (refusal) throw new RuleBroken(refusal);
      }
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
