import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addItem,
  deleteItem,
  moveItem,
  restoreItem,
  updateItem,
} from "~/admin/site-content/collection-edits.server";
import {
  type CollectionDefinition,
  readCollection,
  visibleItems,
} from "~/admin/site-content/collections.server";
import type { Database } from "~/platform/database/db.server";
import { collectionItems } from "~/platform/database/schema";
import { listHistory } from "~/platform/text/content-history.server";
import { stopApp, testDatabases } from "../../../../tests/integration/harness";
import { collectionsUser } from "./content-harness";

/** The collections' store: defaults until the first edit, order, visibility, undo, shared rules. */

afterAll(stopApp);

const figures: CollectionDefinition<{ label: string; share: number }> = {
  name: "test-figures",
  schema: z.object({ label: z.string().trim().min(1, "required"), share: z.number().int().min(0) }),
  defaults: () => [
    { label: "Agroalimentaire", share: 60 },
    { label: "Brasserie", share: 25 },
    { label: "Pharmacie", share: 15 },
  ],
  checkAll: (items) =>
    items.reduce((sum, item) => sum + item.share, 0) > 100 ? "over100" : undefined,
};

const labels = () => visibleItems(figures).map((item) => item.data.label);

describe.each(testDatabases)("collections on $name", (database) => {
  const { reset } = collectionsUser(database);
  let db: Database;

  beforeEach(async () => {
    db = await reset();
  });

  it("shows the code's items until the first edit, which keeps them and applies itself", async () => {
    expect(labels()).toEqual(["Agroalimentaire", "Brasserie", "Pharmacie"]);
    expect((await db.select().from(collectionItems)).length).toBe(0);

    const moved = await moveItem(db, figures, "d2", 0, 0, "claire");
    expect(moved).toMatchObject({ ok: true, version: 1 });
    expect(labels()).toEqual(["Pharmacie", "Agroalimentaire", "Brasserie"]);

    // A second person still on version 0 is told, and nothing of theirs is written.
    expect(await moveItem(db, figures, "d0", 2, 0, "marc")).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(labels()).toEqual(["Pharmacie", "Agroalimentaire", "Brasserie"]);
  });

  it("hides, refuses what breaks the shared rule, deletes and restores", async () => {
    const { items } = await readCollection(db, figures);
    const hidden = await updateItem(
      db,
      figures,
      items[1]?.ref ?? "",
      undefined,
      { visible: false },
      0,
      null,
    );
    expect(hidden).toMatchObject({ ok: true });
    expect(labels()).toEqual(["Agroalimentaire", "Pharmacie"]);

    const tooMuch = await addItem(db, figures, { label: "Chimie", share: 30 }, {}, 1, null);
    expect(tooMuch).toEqual({ ok: false, reason: "invalid", errors: { collection: "over100" } });
    const invalid = await addItem(db, figures, { label: " ", share: 5 }, {}, 1, null);
    expect(invalid).toMatchObject({ ok: false, reason: "invalid", errors: { label: "required" } });
    expect(await addItem(db, figures, { label: "Chimie", share: 25 }, {}, 1, null)).toMatchObject({
      ok: true,
      version: 2,
    });

    const first = (await readCollection(db, figures)).items[0];
    expect(await deleteItem(db, figures, first?.ref ?? "", 2, "claire")).toMatchObject({
      ok: true,
    });
    expect(labels()).toEqual(["Pharmacie", "Chimie"]);
    const [deletion] = await listHistory(db, "collections", 1, "test-figures/");
    expect(await restoreItem(db, figures, deletion?.id ?? 0, 3, "claire")).toMatchObject({
      ok: true,
    });
    expect(labels()).toEqual(["Agroalimentaire", "Pharmacie", "Chimie"]);
  });
});
