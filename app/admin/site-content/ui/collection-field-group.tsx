import type { ReactNode } from "react";
import { type FormField, ID_PREFIX, mark } from "./collection-form-field";

/**
 * A field of several controls (a text in each language, boxes to tick): its label as the
 * group's legend, its hint under it, its error under the controls. `children` receives the ids
 * the controls are described by; with `describeGroup` the group itself carries them instead.
 */
export function FieldGroup({
  field,
  error,
  className,
  describeGroup = false,
  children,
}: {
  field: FormField;
  error?: string;
  className: string;
  describeGroup?: boolean;
  children: (described: string) => ReactNode;
}) {
  const base = `${ID_PREFIX}-${field.name}`;
  const described = [field.hint && `${base}-hint`, error && `${base}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      className={className}
      {...(describeGroup && described ? { "aria-describedby": described } : {})}
    >
      <legend className="text-sm font-semibold text-navy-900">
        {field.label}
        {mark(field)}
      </legend>
      {field.hint && (
        <p id={`${base}-hint`} className="text-sm text-navy-800">
          {field.hint}
        </p>
      )}
      {children(described)}
      {error && (
        <p id={`${base}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
