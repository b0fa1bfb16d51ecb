import { refreshCollections } from "~/admin/site-content/collections.server";
import { refreshPageTexts } from "~/admin/site-content/page-texts.server";
import {
  action as itemAction,
  loader as itemLoader,
} from "~/admin/site-content/routes/collection-item";
import type { Database } from "~/platform/database/db.server";
import {
  collectionItems,
  contentHistory,
  contentVersions,
  pageTexts,
} from "~/platform/database/schema";
import type { TestDatabase } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";

/**
 * The media library's test user, whose `reset` also empties the collections (their items, history
 * and versions), so that each test starts from the code's items.
 */
export function collectionsUser(database: TestDatabase) {
  const user = emptying(database, collectionItems, refreshCollections);

  /** An item's form as its page fills it (a new item's when `ref` is undefined), some controls changed, posted. */
  async function saveItem(slug: string, ref: string | undefined, changes: Record<string, string>) {
    const path = `/admin/collections/${slug}/${ref ?? "new"}`;
    const params = ref ? { slug, ref } : { slug };
    const form = shape(await user.asAdmin(itemLoader, path, { params })).data as {
      values: Record<string, string>;
      version: number;
    };
    const posted: Record<string, string> = { version: String(form.version) };
    for (const [name, value] of Object.entries({ ...form.values, ...changes })) {
      // An unticked box is not sent, as in a browser.
      if (!(name === "visible" && value === "")) posted[name] = value;
    }
    return user.asAdmin(itemAction, path, { params, form: posted });
  }

  return { ...user, saveItem };
}

/** The media library's test user, whose `reset` also empties the page texts and their history. */
export const pageTextsUser = (database: TestDatabase) =>
  emptying(database, pageTexts, refreshPageTexts);

/**
 * The media library's test user, whose `reset` also empties a content table, the content's
 * history and versions, and reloads what the pages show from it.
 */
function emptying(
  database: TestDatabase,
  table: typeof collectionItems | typeof pageTexts,
  reload: (db: Database) => Promise<void>,
) {
  const user = libraryUser(database);
  const reset = async (): Promise<Database> => {
    const db = await user.reset();
    await db.delete(contentHistory);
    await db.delete(table);
    await db.delete(contentVersions);
    await reload(db);
    return db;
  };
  return { ...user, reset };
}
