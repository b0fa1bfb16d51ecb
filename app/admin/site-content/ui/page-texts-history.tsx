import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { type HistoryEntry, HistoryList } from "../../shell/ui/history-list";
import type { PagesTexts } from "./page-texts-types";

export interface PageTextHistoryEntry extends HistoryEntry {
  /** "Haut de page · Titre" */
  text: string;
  lang: StaffLang;
  langName: string;
  /** The old and new texts; null for the original text. */
  old: string | null;
  new: string | null;
}

/**
 * The page's published changes, newest first: who, when, which text in which language, old → new,
 * and a form that puts the old text back online at once (recorded as a change of its own).
 */
export function PageTextsHistory({
  t,
  entries,
  version,
  show,
}: {
  t: PagesTexts["history"];
  entries: PageTextHistoryEntry[];
  version: number;
  show: string;
}) {
  const shown = (text: string | null, lang: StaffLang) =>
    text === null ? <em>{t.original}</em> : <span lang={lang}>{text}</span>;
  return (
    <HistoryList
      id="page-texts-history"
      t={t}
      entries={entries}
      version={version}
      hidden={{ show }}
      restoreLabel={(entry) => fill(t.restoreOf, { text: entry.text, lang: entry.langName })}
    >
      {(entry) => (
        <>
          <p className="font-semibold text-navy-900">
            {entry.text} ({entry.langName})
          </p>
          <p className="break-words text-navy-900">
            <del className="text-ink-700">{shown(entry.old, entry.lang)}</del>
            <span> → </span>
            <ins className="no-underline">{shown(entry.new, entry.lang)}</ins>
          </p>
        </>
      )}
    </HistoryList>
  );
}
