import { Form } from "react-router";
import { formatEnterpriseNumber } from "~/data/enterprise-number";
import type { SettingsField } from "~/data/site-settings-fields";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import type fr from "~/i18n/messages/fr/admin-settings.server";
import { formatTime } from "~/i18n/opening-hours";
import { buttonClass } from "~/ui/button";
import { AdminSection } from "./admin-section";

type Texts = (typeof fr)["history"];

export interface SettingsHistoryEntry {
  id: number;
  at: string;
  actor: string;
  field: string;
  old: string;
  new: string;
  restoring: boolean;
  restorable: boolean;
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

/**
 * The changes, newest first: who, when, which field, old → new, and a form to put the old value
 * back (a plain POST, recorded as a change of its own). A list rather than a table: it reads on a
 * phone without scrolling sideways.
 */
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
    <AdminSection id="settings-history" title={t.title} intro={t.intro}>
      {entries.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-mist-100"
          aria-label={fill(t.caption, { count: entries.length })}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="text-navy-800">
                  {entry.at} · {entry.actor}
                  {entry.restoring && <> · {t.restoredNote}</>}
                </p>
                <p className="font-semibold text-navy-900">{entry.field}</p>
                <p className="break-words text-navy-900">
                  <del className="text-ink-700">{entry.old}</del>
                  <span> → </span>
                  <ins className="no-underline">{entry.new}</ins>
                </p>
              </div>
              {entry.restorable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="historyId" value={entry.id} />
                  <input type="hidden" name="version" value={version} />
                  <button
                    type="submit"
                    className={buttonClass("outline")}
                    aria-label={fill(t.restoreOf, { field: entry.field, value: entry.old })}
                  >
                    {t.restore}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
