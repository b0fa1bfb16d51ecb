import { Form } from "react-router";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import { buttonClass } from "~/ui/button";
import { AdminSection } from "./admin-section";
import type { PagesTexts } from "./page-texts-types";

export interface PageTextHistoryEntry {
  id: number;
  at: string;
  actor: string;
  /** "Haut de page · Titre" */
  text: string;
  lang: Lang;
  langName: string;
  /** The old and new texts; null for the original text. */
  old: string | null;
  new: string | null;
  restoring: boolean;
  restorable: boolean;
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
  const shown = (text: string | null, lang: Lang) =>
    text === null ? <em>{t.original}</em> : <span lang={lang}>{text}</span>;
  return (
    <AdminSection id="page-texts-history" title={t.title} intro={t.intro}>
      {entries.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-mist-100"
          aria-label={fill(t.caption, { count: entries.length })}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 basis-64 space-y-1 text-sm">
                <p className="text-navy-800">
                  {entry.at} · {entry.actor}
                  {entry.restoring && <> · {t.restoredNote}</>}
                </p>
                <p className="font-semibold text-navy-900">
                  {entry.text} ({entry.langName})
                </p>
                <p className="break-words text-navy-900">
                  <del className="text-ink-700">{shown(entry.old, entry.lang)}</del>
                  <span> → </span>
                  <ins className="no-underline">{shown(entry.new, entry.lang)}</ins>
                </p>
              </div>
              {entry.restorable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="historyId" value={entry.id} />
                  <input type="hidden" name="version" value={version} />
                  <input type="hidden" name="show" value={show} />
                  <button
                    type="submit"
                    className={buttonClass("outline")}
                    aria-label={fill(t.restoreOf, { text: entry.text, lang: entry.langName })}
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
