import { data, redirect } from "react-router";
import { findMediaByIds, isPlaceable, listMedia, type MediaInfo } from "~/admin/media/media.server";
import { adminHeaders, formatDateTime } from "~/admin/shell/admin-request.server";
import {
  collectionBySlug,
  type RegisteredCollection,
} from "~/admin/site-content/collection-registry.server";
import type { CollectionItem } from "~/admin/site-content/collections.server";
import type adminCollections from "~/admin/site-content/texts/collections.fr.server";
import type { AuditAction, AuditRecord } from "~/platform/audit/audit-log.server";
import { mediaPhotoSource } from "~/platform/content/media-paths";
import type { Database } from "~/platform/database/db.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { listHistory } from "~/platform/text/content-history.server";

/** What the collection screens share: the collection of the address, pictures, history, log. */

type Texts = typeof adminCollections;
type Item = CollectionItem<Record<string, unknown>>;

/**
 * The collection an address names, or the back office's "not found"; a former address of a
 * collection is sent, permanently, to the same place under its current one.
 */
export function collectionOf(slug: string | undefined, request?: Request): RegisteredCollection {
  const entry = slug ? collectionBySlug(slug) : undefined;
  if (!entry) throw data(null, { status: 404, headers: adminHeaders });
  if (request && entry.screen.slug !== slug) {
    const url = new URL(request.url);
    const moved = url.pathname.replace(`/collections/${slug}`, `/collections/${entry.screen.slug}`);
    // 308 keeps a form's POST a POST; a page simply moves.
    const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
    throw redirect(`${moved}${url.search}`, { status, headers: adminHeaders });
  }
  return entry as RegisteredCollection;
}

/** An item's name in the list, history and log; a stored item the schema refuses has its number. */
export function titleOf(entry: RegisteredCollection, data: unknown, lang: StaffLang, ref: string) {
  const parsed = entry.definition.schema.safeParse(data);
  const title = parsed.success ? entry.screen.itemTitle(parsed.data, lang).trim() : "";
  return title || `#${ref}`;
}

/** The smallest JPEG of a library picture: the back office's thumbnails. */
export const thumbOf = (picture: MediaInfo) => mediaPhotoSource(picture).variants.jpg[0]?.url ?? "";

/** Each item's thumbnail: its library picture, else its built-in one, else none. */
export async function itemThumbnails(
  db: Database,
  entry: RegisteredCollection,
  items: readonly Item[],
): Promise<Map<string, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.mediaId === null ? [] : [item.mediaId])))];
  const pictures = new Map((await findMediaByIds(db, ids)).map((picture) => [picture.id, picture]));
  const thumbs = new Map<string, string>();
  for (const item of items) {
    const picture = item.mediaId === null ? undefined : pictures.get(item.mediaId);
    const url = picture ? thumbOf(picture) : entry.screen.thumbnail?.(item.data);
    if (url) thumbs.set(item.ref, url);
  }
  return thumbs;
}

export interface PictureChoice {
  id: number;
  label: string;
  thumb: string;
}

/** The library's newest pictures for a picture field, and the chosen ones even when older. */
export async function pictureChoices(
  db: Database,
  chosen: readonly number[],
  t: Texts["form"],
): Promise<PictureChoice[]> {
  const { pictures } = await listMedia(db);
  const missing = chosen.filter((id) => !pictures.some((picture) => picture.id === id));
  const older = await findMediaByIds(db, missing);
  return [...pictures, ...older].map((picture) => ({
    id: picture.id,
    label: isPlaceable(picture)
      ? picture.fileName
      : fill(t.pictureAltMissing, { name: picture.fileName }),
    thumb: thumbOf(picture),
  }));
}

/** Records an item's change in the activity log: "projects/12 Title". */
export function itemAudit(
  action: AuditAction,
  entry: RegisteredCollection,
  ref: string,
  title: string,
): Omit<AuditRecord, "actor" | "ip"> {
  return {
    action,
    target: `${entry.screen.slug}/${ref} ${title}`,
    object: { type: "collection_item", id: `${entry.screen.slug}/${ref}` },
  };
}

interface Snapshot {
  position: number;
  visible: boolean;
  data: unknown;
  mediaId: number | null;
  validUntil: string | null;
  documentName: string | null;
}

export type ChangeKind = keyof Texts["history"]["kinds"];

function kindOf(old: Snapshot | null, now: Snapshot | null): ChangeKind {
  if (!old) return "added";
  if (!now) return "deleted";
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const contentSame =
    same(old.data, now.data) &&
    old.validUntil === now.validUntil &&
    old.documentName === now.documentName;
  if (contentSame && old.visible !== now.visible) return now.visible ? "shown" : "hidden";
  if (contentSame && old.visible === now.visible && old.position !== now.position) return "moved";
  return "changed";
}

export interface HistoryRow {
  id: number;
  at: string;
  actor: string;
  kind: string;
  item: string;
  detail: string;
  undoing: boolean;
  undoable: boolean;
}

/**
 * The collection's latest changes, newest first, in words; "Undo" is offered where it would
 * change something (the item is not already as it was before that change).
 */
export async function historyRows(
  db: Database,
  entry: RegisteredCollection,
  current: readonly Item[],
  lang: StaffLang,
  t: Texts["history"],
  limit = 30,
): Promise<HistoryRow[]> {
  const entries = await listHistory(db, "collections", limit, `${entry.definition.name}/`);
  return entries.map((row) => {
    const old = row.oldValue as Snapshot | null;
    const now = row.newValue as Snapshot | null;
    const ref = row.key.split("/")[1] ?? "";
    const kind = kindOf(old, now);
    const stored = current.find((item) => item.ref === ref);
    const asNow = stored && {
      position: stored.position,
      visible: stored.visible,
      data: stored.data,
      validUntil: stored.validUntil,
    };
    const asBefore = old && {
      position: old.position,
      visible: old.visible,
      data: entry.definition.schema.safeParse(old.data).data ?? old.data,
      validUntil: old.validUntil,
    };
    return {
      id: row.id,
      at: formatDateTime(row.at, lang),
      actor: row.actor ?? t.nobody,
      kind: t.kinds[kind],
      item: titleOf(entry, (now ?? old)?.data, lang, ref),
      detail:
        kind === "moved" && old && now
          ? fill(t.movedTo, { from: old.position + 1, to: now.position + 1 })
          : "",
      undoing: row.restoredFrom !== null,
      undoable: JSON.stringify(asNow ?? null) !== JSON.stringify(asBefore ?? null),
    };
  });
}
