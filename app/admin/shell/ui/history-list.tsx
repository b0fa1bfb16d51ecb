import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "~/platform/i18n/format";
import { AdminSection } from "./admin-section";
import { HiddenFields, SubmitButton } from "./form-field";

/** What every history of the back office shows of a change (settings, page texts, collections). */
export interface HistoryEntry {
  id: number;
  at: string;
  actor: string;
  /** This change put back an older one. */
  restoring: boolean;
  restorable: boolean;
}

/**
 * Changes, newest first: who and when, what changed (`children`), and a form that puts the old
 * value back at once (a plain POST, recorded as a change of its own). A list rather than a table:
 * it reads on a phone without scrolling sideways.
 */
export function HistoryList<Entry extends HistoryEntry>({
  id,
  t,
  entries,
  version,
  hidden = {},
  restoreLabel,
  children,
}: {
  id: string;
  t: {
    title: string;
    intro: string;
    empty: string;
    caption: string;
    /** "Restored", "Undone": said of a change that put an older one back. */
    restoredNote: string;
    /** The button. */
    restore: string;
  };
  entries: Entry[];
  version: number;
  /** More fields the restore form posts (the page's filter). */
  hidden?: Record<string, string>;
  /** The button's accessible name: which change it undoes. */
  restoreLabel: (entry: Entry) => string;
  /** What changed. */
  children: (entry: Entry) => ReactNode;
}) {
  return (
    <AdminSection id={id} title={t.title} intro={t.intro}>
      {entries.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-mist-100"
          aria-label={fill(t.caption, { count: entries.length })}
          data-testid={id}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 basis-64 space-y-1 text-sm">
                <p className="text-navy-800">
                  {entry.at} · {entry.actor}
                  {entry.restoring && <> · {t.restoredNote}</>}
                </p>
                {children(entry)}
              </div>
              {entry.restorable && (
                <Form method="post">
                  <HiddenFields
                    values={{ intent: "restore", historyId: entry.id, version, ...hidden }}
                  />
                  <SubmitButton variant="outline" aria-label={restoreLabel(entry)}>
                    {t.restore}
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
