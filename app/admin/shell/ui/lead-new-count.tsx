/** The figure beside "Requests"; a screen reader hears "3 new" rather than a bare number. */
export function LeadNewCount({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-2 inline-block min-w-6 rounded-full bg-accent-400 px-1.5 text-center text-xs font-bold text-navy-900"
      >
        {count}
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}
