import type fr from "~/admin/site-content/texts/settings.fr.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { formatTime } from "~/platform/i18n/opening-hours";
import { formatRetention, type SettingsField } from "~/platform/settings/site-settings-fields";
import { formatEnterpriseNumber } from "~/platform/text/enterprise-number";
import { type HistoryEntry, HistoryList } from "../../shell/ui/history-list";

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
  lang: StaffLang,
  texts: { closed: string; blank: string; on: string; off: string },
): string {
  if (field.startsWith("languages.")) return value === "on" ? texts.on : texts.off;
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
