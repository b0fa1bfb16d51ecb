import { formatEnterpriseNumber } from "~/data/enterprise-number";
import { formatRetention, type SettingsField } from "~/data/site-settings-fields";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import type fr from "~/i18n/messages/fr/admin-settings.server";
import { formatTime } from "~/i18n/opening-hours";
import { type HistoryEntry, HistoryList } from "./history-list";

type Texts = (typeof fr)["history"];

export interface SettingsHistoryEntry extends HistoryEntry {
  field: string;
  old: string;
  new: string;
}

/** A value of the history in words: "8 h – 17 h", "fermé", "(vide)", "0456.789.034". */
export function describeSetting(
  field: SettingsField,
  value: unknown,
  lang: Lang,
  texts: { closed: string; blank: string },
): string {
  if (typeof value === "string") {
    if (value === "") return texts.blank;
    if (field === "leads.retentionMonths" && /^\d+$/.test(value)) {
      return formatRetention(Number(value), lang);
    }
    return field === "legal.enterpriseNumber" && /^\d{10}$/.test(value)
      ? formatEnterpriseNumber(value)
      : value;
  }
  if (value && typeof value === "object" && "open" in value) {
    const day = value as { open: boolean; from: string; to: string };
    if (!day.open) return texts.closed;
    return `${formatTime(day.from, lang)}\u00a0–\u00a0${formatTime(day.to, lang)}`;
  }
  return texts.blank;
}

/** The settings' changes, newest first: which field, old → new, and "restore". */
export function SettingsHistory({
  t,
  entries,
  version,
}: {
  t: Texts;
  entries: SettingsHistoryEntry[];
  version: number;
}) {
  return (
    <HistoryList
      id="settings-history"
      t={t}
      entries={entries}
      version={version}
      restoreLabel={(entry) => fill(t.restoreOf, { field: entry.field, value: entry.old })}
    >
      {(entry) => (
        <>
          <p className="font-semibold text-navy-900">{entry.field}</p>
          <p className="break-words text-navy-900">
            <del className="text-ink-700">{entry.old}</del>
            <span> → </span>
            <ins className="no-underline">{entry.new}</ins>
          </p>
        </>
      )}
    </HistoryList>
  );
}
