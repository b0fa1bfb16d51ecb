import type { HistoryRow } from "~/admin/site-content/collection-data.server";
import type fr from "~/admin/site-content/texts/collections.fr.server";
import { fill } from "~/platform/i18n/format";
import { HistoryList } from "../../shell/ui/history-list";

type Texts = (typeof fr)["history"];

/** A change as the history lists it (collection-data.server.ts words it). */
export type CollectionHistoryEntry = HistoryRow;

/** The collection's changes, newest first: what was done to which item, and "Undo". */
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
    <HistoryList
      id="collection-history"
      t={{ ...t, restoredNote: t.undoNote, restore: t.undo }}
      entries={entries.map((entry) => ({
        ...entry,
        restoring: entry.undoing,
        restorable: entry.undoable,
      }))}
      version={version}
      restoreLabel={(entry) => fill(t.undoOf, { change: entry.kind, item: entry.item })}
    >
      {(entry) => (
        <p className="break-words text-navy-900">
          <strong>{entry.kind}</strong> · {entry.item}
          {entry.detail && <span className="text-navy-800"> ({entry.detail})</span>}
        </p>
      )}
    </HistoryList>
  );
}
