import { describeRecruitmentTarget } from "~/admin/careers/audit-targets.server";
import { collectionBySlug } from "~/admin/site-content/collection-registry.server";
import { isTextPage } from "~/admin/site-content/page-text-fields.server";
import type { AuditAction } from "~/platform/audit/audit-log.server";
import type { AuditEntry } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { isStaffLang, locales, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { fullTextName, pageName } from "../../site-content/page-texts-view.server";

/**
 * What an entry of the activity log is about, in the reader's words. The log stores a short
 * technical note per entry (`#3: new → in_progress`, `home/hero.cta/en`, `on`), written by each
 * feature in the form it had at hand; it is read here, action by action, into statuses, roles,
 * field and page names from the dictionaries. A note this reader does not recognise is shown as
 * stored rather than hidden.
 */

type Entry = Pick<AuditEntry, "action" | "target">;

/** "#12", "request 12": a lead's number. */
const LEAD = /^(?:#|request )(\d+)$/;

/** A note read by `pattern`'s named groups into `text`'s places; as stored if it does not match. */
function filled(target: string, pattern: RegExp, text: string): string {
  const groups = pattern.exec(target)?.groups;
  return groups ? fill(text, groups) : target;
}

export function describeTarget(entry: Entry, lang: StaffLang): string | null {
  const { target } = entry;
  if (target === null || target === "") return null;
  const t = messages(lang, "admin").audit;
  const w = t.targets;
  const lead = (id: string) => fill(t.objects.lead, { id });
  const languageName = (code: string) =>
    isStaffLang(code) ? messages(lang, "adminLeads").languages[code] : code;
  const action = entry.action as AuditAction;
  const recruitment = describeRecruitmentTarget(action, target, lang);
  if (recruitment !== undefined) return recruitment;
  switch (action) {
    case "lead_answered":
    case "lead_released":
    case "lead_notification_resent":
    case "lead_note_saved":
    case "lead_reminder_sent": {
      const id = LEAD.exec(target)?.[1];
      return id ? lead(id) : target;
    }
    case "webhook_resent": {
      const id = /^#(\d+): msg_/.exec(target)?.[1];
      return id ? lead(id) : target;
    }
    case "lead_status_changed": {
      const match = /^#(\d+): (\w+) → (\w+)$/.exec(target);
      if (!match) return target;
      const statuses = messages(lang, "adminLeads").statuses as Record<string, string>;
      const [, id = "", from = "", to = ""] = match;
      return fill(w.change, {
        name: lead(id),
        from: statuses[from] ?? from,
        to: statuses[to] ?? to,
      });
    }
    case "lead_attachment_downloaded": {
      const match = /^request (\d+), file (\d+)$/.exec(target);
      return match
        ? fill(w.leadFile, { lead: lead(match[1] ?? ""), file: match[2] ?? "" })
        : target;
    }
    case "lead_erased":
      return filled(target, /^(?<count>\d+) requests?, address (?<fingerprint>\S+)$/, w.erased);
    case "retention_run":
      return filled(
        target,
        /^(?<count>\d+) requests? deleted \(unchanged for (?<months>\d+) months\)$/,
        w.retention,
      );
    case "held_files_dropped":
      return filled(
        target,
        /^(?<count>\d+) files? of requests held for (?<days>\d+) days deleted$/,
        w.heldFiles,
      );
    case "upload_budget_alert_sent": {
      const match = /^(\d+) administrators? \((client|total)\)$/.exec(target);
      if (!match) return target;
      return fill(w.uploadBudget, {
        count: match[1] ?? "",
        which: match[2] === "client" ? w.budgetClient : w.budgetTotal,
      });
    }
    case "notification_alert_sent":
    case "backup_alert_sent":
      return filled(target, /^(?<count>\d+) administrators?$/, w.administrators);
    case "leads_exported":
      return exportText(target, lang);
    case "user_role_changed": {
      const match = /^(.+): (\w+) → (\w+)$/.exec(target);
      if (!match) return target;
      const roles = messages(lang, "adminUsers").roles as Record<string, string>;
      const [, name = "", from = "", to = ""] = match;
      return fill(w.change, { name, from: roles[from] ?? from, to: roles[to] ?? to });
    }
    case "user_updated": {
      const match = /^(.+): ([\w, ]+)$/.exec(target);
      if (!match) return target;
      const labels = messages(lang, "adminUsers").form as Record<string, string>;
      const fields = (match[2] ?? "").split(", ").map((field) => labels[field] ?? field);
      return fill(w.fields, { name: match[1] ?? "", fields: fields.join(", ") });
    }
    case "step_up":
      return (w.stepUp as Record<string, string>)[target] ?? target;
    case "second_factor_requirement_changed":
      return target === "on" ? w.factorRequired : target === "off" ? w.factorOptional : target;
    case "language_changed": {
      const match = /^(\w+) → (\w+)$/.exec(target);
      return match
        ? fill(w.languageChange, {
            from: languageName(match[1] ?? ""),
            to: languageName(match[2] ?? ""),
          })
        : target;
    }
    case "settings_saved":
    case "settings_restored": {
      const labels = messages(lang, "adminSettings").fields as Record<string, string>;
      return target
        .split(", ")
        .map((key) => labels[key] ?? key)
        .join(", ");
    }
    case "redirects_imported":
      return filled(
        target,
        /^(?<added>\d+) added, (?<conflicts>\d+) conflicts, (?<refused>\d+) refused$/,
        w.redirectsImported,
      );
    case "certificate_reminder_sent": {
      const match = /^(.+) \((\d{4}-\d{2}-\d{2})\)$/.exec(target);
      return match
        ? fill(w.certificate, { name: match[1] ?? "", date: dayText(match[2] ?? "", lang) })
        : target;
    }
    case "article_created":
    case "article_saved":
    case "article_published":
    case "article_unpublished":
    case "article_deleted":
    case "article_restored":
    case "article_scheduled":
    case "article_unscheduled":
    case "article_published_on_schedule": {
      const match = /^(\w+)\/(.+)$/.exec(target);
      return match && isStaffLang(match[1] ?? "")
        ? fill(w.article, {
            slug: match[2] ?? "",
            language: messages(lang, "adminPages").languages[match[1] as StaffLang],
          })
        : target;
    }
    case "media_uploaded":
    case "media_deleted":
    case "media_saved":
    case "media_replaced":
      // "12 photo.jpg": the number is the link's; the name is what people know.
      return /^\d+ (.+)$/.exec(target)?.[1] ?? target;
    case "document_added":
    case "document_saved":
    case "document_deleted":
      // "3 Fiche technique": the document's French title.
      return /^\d+ (.+)$/.exec(target)?.[1] ?? target;
    case "document_version_added": {
      const match = /^\d+ (.+) \((\w+)\)$/.exec(target);
      return match && isStaffLang(match[2] ?? "")
        ? `${match[1]} (${messages(lang, "adminPages").languages[match[2] as StaffLang]})`
        : target;
    }
    case "page_texts_published":
    case "page_texts_discarded":
      return isTextPage(target) ? pageName(target, lang, messages(lang, "adminPages")) : target;
    case "page_texts_saved": {
      const match = /^(\w+): (.+)$/.exec(target);
      const page = match?.[1] ?? "";
      if (!match || !isTextPage(page)) return target;
      const texts = (match[2] ?? "").split(", ").map((id) => textText(page, id, lang));
      return `${pageName(page, lang, messages(lang, "adminPages"))}${w.colon}${texts.join(", ")}`;
    }
    case "page_text_restored":
    case "page_text_reviewed":
    case "page_text_removed":
      return target
        .split(", ")
        .map((id) => {
          const [page = "", ...rest] = id.split("/");
          if (!isTextPage(page) || rest.length === 0) return id;
          return `${pageName(page, lang, messages(lang, "adminPages"))}${w.colon}${textText(page, rest.join("/"), lang)}`;
        })
        .join(", ");
    case "collection_item_added":
    case "collection_item_saved":
    case "collection_item_shown":
    case "collection_item_hidden":
    case "collection_item_moved":
    case "collection_item_deleted":
    case "collection_item_restored": {
      // "projects/12 Title": the item's title, and which collection it belongs to.
      const match = /^([\w-]+)\/(\S+) (.*)$/.exec(target);
      const collection = match && collectionBySlug(match[1] ?? "");
      if (!match || !collection) return target;
      const name = collection.screen.title[lang];
      const title = (match[3] ?? "").trim();
      return title && !title.startsWith("#") ? `${title} (${name})` : `${name}`;
    }
    case "approval_link_created":
    case "approval_link_revoked":
    case "approval_link_opened":
    case "approval_given":
    case "approval_commented":
    case "approval_requirement_changed":
      // "reference/12 Title: …": the item's title and what follows, without its address.
      return target.replace(/^(?:reference|article)\/\d+ /, "");
    default:
      // Usernames, device names, a passkey's name: words already.
      return target;
  }
}

/** "hero.cta/en": the text's name with its section and language. */
function textText(page: Parameters<typeof pageName>[0], id: string, lang: StaffLang): string {
  const cut = id.lastIndexOf("/");
  const key = cut > 0 ? id.slice(0, cut) : id;
  const textLang = cut > 0 ? id.slice(cut + 1) : "";
  return fullTextName(
    page,
    key,
    isStaffLang(textLang) ? textLang : undefined,
    lang,
    messages(lang, "adminPages"),
  );
}

/** A stored day (YYYY-MM-DD) the reader's way: "31 mai 2027", "May 31, 2027". */
function dayText(day: string, lang: StaffLang): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locales[lang].format, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}

/** "12 (status=new, q=…)": how many requests left, and with which filter. */
function exportText(target: string, lang: StaffLang): string {
  const match = /^(\d+)(?: \((.*)\))?$/.exec(target);
  if (!match) return target;
  const w = messages(lang, "admin").audit.targets;
  const leadsT = messages(lang, "adminLeads");
  const count = fill(w.exported, { count: match[1] ?? "" });
  if (!match[2]) return count;
  const statuses = leadsT.statuses as Record<string, string>;
  const parts = match[2].split(", ").map((part) => {
    const cut = part.indexOf("=");
    const field = part.slice(0, cut);
    const value = part.slice(cut + 1);
    switch (field) {
      case "q":
        return w.searched;
      case "status":
        return `${leadsT.inbox.status}${w.colon}${statuses[value] ?? value}`;
      case "lang":
        return `${leadsT.inbox.language}${w.colon}${isStaffLang(value) ? leadsT.languages[value] : value}`;
      case "from":
      case "to": {
        const date = new Date(value);
        const day = Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
        return `${leadsT.inbox[field]} ${dayText(day, lang)}`;
      }
      default:
        return part;
    }
  });
  return `${count} (${parts.join(", ")})`;
}
