import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700 aria-invalid:border-red-700";

/** The ids a control needs so that its label, hint and error are read with it. */
export interface FieldControl {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * One labelled control of the article editor, with a hint under the label and, after a refused
 * save, its error tied to it. The control itself is given as a render function of its ids.
 */
export function ArticleField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = `field-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-navy-800">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
