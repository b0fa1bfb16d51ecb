import { inArray } from "drizzle-orm";
import type { AuditObjectType } from "../../platform/audit/audit-log.server";
import type { Database } from "../../platform/database/db.server";
import { blogPosts, leads, media, users } from "../../platform/database/schema";
import { collectionBySlug } from "../site-content/collection-registry.server";
import { readCollection } from "../site-content/collections.server";
import { isTextPage } from "../site-content/page-text-fields.server";

/** What an entry of the log is about, as stored: a type and an id ("collection_item", "projects/12"). */
export interface AuditObjectRef {
  objectType: string | null;
  objectId: string | null;
}

export const objectKey = (type: string, id: string) => `${type}:${id}`;

const auditObjectTypes: readonly AuditObjectType[] = [
  "lead",
  "article",
  "media",
  "page_texts",
  "collection_item",
  "settings",
  "user",
];
export const isAuditObjectType = (value: string | null): value is AuditObjectType =>
  (auditObjectTypes as readonly (string | null)[]).includes(value);

/** The ids of one type among the entries, as numbers when the type's ids are row ids. */
function idsOf(entries: readonly AuditObjectRef[], type: AuditObjectType): string[] {
  return [
    ...new Set(
      entries.flatMap((entry) =>
        entry.objectType === type && entry.objectId ? [entry.objectId] : [],
      ),
    ),
  ];
}

const rowIds = (ids: string[]) =>
  ids.filter((id) => /^\d{1,9}$/.test(id)).map((id) => Number.parseInt(id, 10));

/**
 * Which of the entries' objects still exist, as `objectKey`s: one query per kind of row on the
 * page, so a page of 50 entries costs a handful of lookups, never one per entry.
 */
export async function existingObjects(
  db: Database,
  entries: readonly AuditObjectRef[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const tables = [
    ["lead", leads, leads.id],
    ["article", blogPosts, blogPosts.id],
    ["media", media, media.id],
    ["user", users, users.id],
  ] as const;
  await Promise.all(
    tables.map(async ([type, table, column]) => {
      const ids = rowIds(idsOf(entries, type));
      if (ids.length === 0) return;
      const rows = await db.select({ id: column }).from(table).where(inArray(column, ids));
      for (const row of rows) found.add(objectKey(type, String(row.id)));
    }),
  );
  for (const id of idsOf(entries, "settings")) found.add(objectKey("settings", id));
  for (const id of idsOf(entries, "page_texts")) {
    if (isTextPage(id)) found.add(objectKey("page_texts", id));
  }
  // A collection item is "slug/ref": its collection is read once, whatever the number of entries.
  const items = idsOf(entries, "collection_item");
  const slugs = [...new Set(items.map((id) => id.split("/")[0] ?? ""))];
  await Promise.all(
    slugs.map(async (slug) => {
      const entry = collectionBySlug(slug);
      if (!entry) return;
      const { items: current } = await readCollection(db, entry.definition);
      for (const item of current) found.add(objectKey("collection_item", `${slug}/${item.ref}`));
    }),
  );
  return found;
}
