import { Link } from "react-router";
import { AdminTable, cellClass } from "../../shell/ui/admin-table";
import { linkClass } from "../../shell/ui/form-field";

/** One entry of the activity log as its page shows it. */
export interface AuditEntryView {
  id: number;
  at: string;
  actor: string | null;
  /** The stored action's key (for tests and filters) and its text in the viewer's language. */
  action: string;
  actionText: string;
  target: string | null;
  ip: string | null;
  /** What the entry is about: a link while it exists, else its name marked as deleted. */
  object?: { text: string; href?: string; deleted?: boolean };
}

/** A choice of a grouped select (the action filter). */
export interface AuditOptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

export interface AuditEntriesTexts {
  at: string;
  actor: string;
  action: string;
  target: string;
  ip: string;
  nobody: string;
  deleted: string;
}

function Subject({ entry, t }: { entry: AuditEntryView; t: AuditEntriesTexts }) {
  const { object } = entry;
  if (!object) return <>{entry.target ?? t.nobody}</>;
  if (object.href) {
    return (
      <Link to={object.href} className={`break-words ${linkClass}`}>
        {object.text}
      </Link>
    );
  }
  return (
    <>
      {object.text}
      {object.deleted && <span className="text-ink-700"> ({t.deleted})</span>}
    </>
  );
}

/** The log's table: when, who, what, about what (linked), from where. */
export function AuditEntries({
  entries,
  t,
  caption,
  empty,
}: {
  entries: AuditEntryView[];
  t: AuditEntriesTexts;
  caption: string;
  empty: string;
}) {
  return (
    <AdminTable
      rows={entries}
      empty={<p className="rounded-2xl border border-mist-200 bg-white p-6">{empty}</p>}
      caption={caption}
      columns={[t.at, t.actor, t.action, t.target, t.ip]}
      minWidth="min-w-[44rem]"
    >
      {(entry) => (
        <tr key={entry.id}>
          <td className={`${cellClass} whitespace-nowrap`}>{entry.at}</td>
          <td className={`${cellClass} break-words`}>{entry.actor ?? t.nobody}</td>
          <td className={cellClass}>{entry.actionText}</td>
          <td className={`${cellClass} max-w-[20rem] break-words`}>
            <Subject entry={entry} t={t} />
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{entry.ip ?? t.nobody}</td>
        </tr>
      )}
    </AdminTable>
  );
}
