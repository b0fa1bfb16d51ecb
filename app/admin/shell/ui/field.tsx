import type { ReactNode } from "react";
import { cn } from "~/platform/ui/cn";

// A labelled field's markup and the controls' look, without React Router: the islands (passkeys)
// draw their fields with it too; form-field.tsx adds the forms, buttons and links.

/**
 * The focus ring on the back office's light backgrounds (white, mist, process), and on its navy
 * header: each at least 3:1 against what surrounds it (WCAG 1.4.11), which focus-contrast.test.ts
 * computes from the theme's colours. Steel blue on navy would be 2:1, orange on white 2.5:1.
 */
export const focusRing =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700";
export const focusRingOnDark =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";
export const linkClass = `font-semibold text-steel-700 underline ${focusRing}`;
/** A file input's own button, beside the chosen file's name. */
export const fileButtonClass =
  "file:mr-3 file:rounded file:border-0 file:bg-mist-100 file:px-3 file:py-1 file:font-semibold";
export const controlClass = `block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 ${focusRing} aria-invalid:border-red-700`;

/** The ids a control needs so that its label, hint and error are read with it. */
export interface FieldControl {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** What frames a control: its name, label, hint and error, and the frame's own class. */
export interface FieldFrame {
  name: string;
  idPrefix?: string;
  label: string;
  hint?: string;
  hintAfter?: boolean;
  error?: string;
  className?: string;
}

/** The ids of a hint and an error shown with a control or a group ("" when neither is). */
const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");

/** A field's or a group's error, under the id its control or group is described by. */
function FieldError({ id, error }: { id: string; error: string }) {
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/**
 * One labelled control of a back-office form, with its hint (under the label, or under the
 * control with `hintAfter`) and its error tied to it. The control is a render function of its ids.
 */
export function Field({
  name,
  idPrefix = "field",
  label,
  hint,
  hintAfter = false,
  error,
  className,
  children,
}: FieldFrame & { children: (control: FieldControl) => ReactNode }) {
  const id = `${idPrefix}-${name}`;
  const described = describedBy(id, hint, error);
  const hintText = hint && (
    <p id={`${id}-hint`} className={hintAfter ? "text-xs text-ink-700" : "text-sm text-navy-800"}>
      {hint}
    </p>
  );
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {!hintAfter && hintText}
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hintAfter && hintText}
      {error && <FieldError id={id} error={error} />}
    </div>
  );
}

/**
 * Several controls under one name (radio buttons, boxes to tick, a text in each language): the
 * label as the group's legend, then its hint and its error, before the controls so that both are
 * read before a long list. They describe the group, or with `describeGroup={false}` each control,
 * through the ids a render function receives.
 */
export function FieldSet({
  name,
  idPrefix = "field",
  label,
  hint,
  error,
  className = "space-y-2",
  describeGroup = true,
  children,
}: Omit<FieldFrame, "label" | "hintAfter"> & {
  label: ReactNode;
  describeGroup?: boolean;
  children: ReactNode | ((described: string) => ReactNode);
}) {
  const id = `${idPrefix}-${name}`;
  const described = describedBy(id, hint, error);
  return (
    <fieldset
      className={className}
      aria-describedby={describeGroup && described ? described : undefined}
    >
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-navy-800">
          {hint}
        </p>
      )}
      {error && <FieldError id={id} error={error} />}
      {typeof children === "function" ? children(described) : children}
    </fieldset>
  );
}
