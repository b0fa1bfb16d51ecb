import { actionsOfGroup, auditGroups } from "~/admin/activity/audit-filters.server";
import {
  existingObjects,
  isAuditObjectType,
  objectKey,
} from "~/admin/activity/audit-objects.server";
import type { AuditEntryView, AuditOptionGroup } from "~/admin/activity/ui/audit-entries";
import { formatDateTime } from "~/admin/shell/admin-request.server";
import { collectionBySlug } from "~/admin/site-content/collection-registry.server";
import { isTextPage } from "~/admin/site-content/page-text-fields.server";
import type { AuditObjectType } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { can, type Role } from "~/platform/database/roles";
import type { AuditEntry } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import type admin from "~/platform/i18n/messages/fr/admin.server";
import { messages } from "~/platform/i18n/messages.server";
import { areaOf } from "~/platform/navigation/back-office-access";
import { pageName } from "../../site-content/page-texts-view.server";
import { describeTarget } from "./audit-target.server";

type Texts = (typeof admin)["audit"];
type PathOf = (inside: "" | `/${string}`) => string;

/** Where each kind of object is edited in the back office; a collection item's id is "slug/ref". */
function objectPath(type: AuditObjectType, id: string): `/${string}` | undefined {
  switch (type) {
    case "lead":
      return `/leads/${encodeURIComponent(id)}`;
    case "article":
      return `/articles/${encodeURIComponent(id)}`;
    case "media":
      return `/media/${encodeURIComponent(id)}`;
    case "user":
      return `/users/${encodeURIComponent(id)}`;
    case "settings":
      return "/settings";
    case "page_texts":
      return `/pages/${encodeURIComponent(id)}`;
    case "collection_item": {
      const [slug, ref, ...rest] = id.split("/");
      if (!slug || !ref || rest.length > 0) return undefined;
      // Named with the collection's current address, whatever the one it had then.
      const current = collectionBySlug(slug)?.screen.slug ?? slug;
      return `/collections/${encodeURIComponent(current)}/${encodeURIComponent(ref)}`;
    }
  }
}

/** An object's name when the entry has no words of its own: a page's or collection's name. */
function objectName(type: AuditObjectType, id: string, t: Texts, lang: StaffLang): string {
  if (type === "page_texts" && isTextPage(id)) {
    return fill(t.objects.page_texts, { id: pageName(id, lang, messages(lang, "adminPages")) });
  }
  if (type === "collection_item") {
    const collection = collectionBySlug(id.split("/")[0] ?? "");
    if (collection) return fill(t.objects.collection_item, { id: collection.screen.title[lang] });
  }
  return fill(t.objects[type], { id });
}

/**
 * The log's entries as the page shows them: the action in the viewer's language, and the object
 * as a link while it exists (and the viewer's role may open it), else marked as deleted.
 */
export async function auditEntriesView(
  db: Database,
  entries: AuditEntry[],
  { t, lang, path, role }: { t: Texts; lang: StaffLang; path: PathOf; role: Role },
): Promise<AuditEntryView[]> {
  const existing = await existingObjects(db, entries);
  return entries.map((entry) => {
    const action = entry.action as keyof Texts["actions"];
    // A refused sign-in keeps the username only when it names an account.
    const target =
      describeTarget(entry, lang) ?? (entry.action === "sign_in_failed" ? t.unknownAccount : null);
    const view: AuditEntryView = {
      id: entry.id,
      at: formatDateTime(entry.at, lang),
      actor: entry.actor,
      action,
      actionText: t.actions[action] ?? entry.action,
      target,
      ip: entry.ip,
    };
    const { objectType: type, objectId: id } = entry;
    if (!isAuditObjectType(type) || !id) return view;
    const text = target ?? objectName(type, id, t, lang);
    if (!existing.has(objectKey(type, id))) return { ...view, object: { text, deleted: true } };
    const inside = objectPath(type, id);
    const href = inside && path(inside);
    return { ...view, object: href && can(role, areaOf(href)) ? { text, href } : { text } };
  });
}

/** The action filter's choices: each group, first as a whole, then its actions. */
export function actionOptionGroups(t: Texts): AuditOptionGroup[] {
  return auditGroups.map((group) => ({
    label: t.groups[group],
    options: [
      { value: group, label: fill(t.filters.wholeGroup, { group: t.groups[group] }) },
      ...actionsOfGroup(group).map((action) => ({ value: action, label: t.actions[action] })),
    ],
  }));
}
