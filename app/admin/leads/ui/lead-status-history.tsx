/** One line of a request's status history, in words, written by the loader. */
export interface StatusHistoryLine {
  key: string;
  /** Machine-readable time for <time>. */
  iso: string;
  at: string;
  text: string;
}

/** The request's status history, oldest first: an ordered list people and screen readers follow. */
export function LeadStatusHistory({ title, lines }: { title: string; lines: StatusHistoryLine[] }) {
  return (
    <div className="mt-6">
      {/* The heading names the list; a label on it would also answer a search for "Status". */}
      <h3 className="font-semibold text-navy-900">{title}</h3>
      <ol className="mt-2 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="break-words">
            <time dateTime={line.iso} className="font-semibold">
              {line.at}
            </time>{" "}
            — {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
