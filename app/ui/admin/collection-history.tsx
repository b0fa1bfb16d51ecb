import { Form } from "react-router";
import { fill } from "~/i18n/format";
import type fr from "~/i18n/messages/fr/admin-collections.server";
import { buttonClass } from "~/ui/button";
import { AdminSection } from "./admin-section";
import { focusRing } from "./form-field";

type Texts = (typeof fr)["history"];

export interface CollectionHistoryEntry {
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
 * The collection's changes, newest first: who, when, what, and "Undo", a plain POST recorded as a
 * change of its own. A list rather than a table: it reads on a phone without scrolling sideways.
 */
export function CollectionHistory({
  t,
  entries,
  version,
}: {
  t: Texts;
  entries: CollectionHistoryEntry[];
  version: number;
}) {
  return (
    <AdminSection id="collection-history" title={t.title} intro={t.intro}>
      {entries.length === 0 ? (
        <p className="mt-4 text-navy-800">{t.empty}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-mist-100"
          aria-label={fill(t.caption, { count: entries.length })}
          data-testid="collection-history"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="text-navy-800">
                  {entry.at} · {entry.actor}
                  {entry.undoing && <> · {t.undoNote}</>}
                </p>
                <p className="break-words text-navy-900">
                  <strong>{entry.kind}</strong> · {entry.item}
                  {entry.detail && <span className="text-navy-800"> ({entry.detail})</span>}
                </p>
              </div>
              {entry.undoable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="historyId" value={entry.id} />
                  <input type="hidden" name="version" value={version} />
                  <button
                    type="submit"
                    className={buttonClass("outline", "md", focusRing)}
                    aria-label={fill(t.undoOf, { change: entry.kind, item: entry.item })}
                  >
                    {t.undo}
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
