import type { ReactNode } from "react";
import { focusRing } from "./form-field";

/**
 * What the site shows once and keeps nowhere the staff can see it again (a single-use link,
 * recovery codes): set apart from the page, its heading names it for assistive technology.
 */
export function ShownOnce({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border-2 border-accent-500 bg-process-50 p-6 text-navy-900"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A value to copy (a link, a secret): read-only, in full, easy to select. */
export function CopyField({
  id,
  label,
  value,
  hint,
  rows = 1,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  /** Lines shown: a long link wraps rather than scrolls. */
  rows?: number;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        rows={rows}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        spellCheck={false}
        className={`block w-full resize-none rounded-md border border-mist-200 bg-mist-50 px-3 py-2 font-mono text-sm break-all text-navy-900 ${focusRing}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-navy-800">
          {hint}
        </p>
      )}
    </div>
  );
}
