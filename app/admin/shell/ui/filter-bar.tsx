import { Form } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { controlClass, Field, linkClass, Options } from "./form-field";

type Choice = { value: string; label: string };

/** One control of a filter bar; its name is the URL parameter it writes (./url-filters.ts). */
export type FilterControl =
  | { kind: "search"; name: string; label: string; hint?: string; maxLength: number }
  | { kind: "select"; name: string; label: string; any: string; options: Choice[] }
  /** A select whose options come in labelled groups (the activity log's kinds of actions). */
  | {
      kind: "groups";
      name: string;
      label: string;
      any: string;
      groups: { label: string; options: Choice[] }[];
    }
  | { kind: "date"; name: string; label: string };

export interface FilterBarTexts {
  title: string;
  apply: string;
  reset: string;
}

/**
 * A list's filters: a GET form, so a filtered list is a URL the team can bookmark, share or link
 * to, and it works without JavaScript. Values come back as typed, errors sit under their field;
 * an error of a field without a control (a hand-edited page number) is said under the bar.
 */
export function FilterBar({
  id,
  t,
  action,
  controls,
  values,
  errors,
  columns,
}: {
  /** Prefix of the controls' ids: two bars never share one. */
  id: string;
  t: FilterBarTexts;
  action: string;
  controls: FilterControl[];
  values: Record<string, string>;
  /** The invalid fields' messages, by field. */
  errors: Partial<Record<string, string>>;
  /** The grid's columns on a wide screen (a Tailwind class written out, so it is generated). */
  columns: string;
}) {
  const titleId = `${id}-filters-title`;
  const named = new Set(controls.map((control) => control.name));
  const loose = Object.entries(errors).filter(([field, text]) => text && !named.has(field));
  return (
    <Form
      method="get"
      action={action}
      aria-labelledby={titleId}
      className="rounded-2xl border border-mist-200 bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-bold text-navy-900">
        {t.title}
      </h2>
      <div className={`mt-4 grid gap-4 sm:grid-cols-2 ${columns}`}>
        {controls.map((control) => (
          <Field
            key={control.name}
            name={control.name}
            idPrefix={id}
            label={control.label}
            hint={control.kind === "search" ? control.hint : undefined}
            hintAfter
            error={errors[control.name]}
            className={control.kind === "search" ? "sm:col-span-2 lg:col-span-1" : undefined}
          >
            {(ids) => {
              const value = values[control.name] ?? "";
              switch (control.kind) {
                case "search":
                  return (
                    <input
                      {...ids}
                      type="search"
                      defaultValue={value}
                      maxLength={control.maxLength}
                      className={controlClass}
                    />
                  );
                case "date":
                  return (
                    <input {...ids} type="date" defaultValue={value} className={controlClass} />
                  );
                case "select":
                  return (
                    <select {...ids} defaultValue={value} className={controlClass}>
                      <Options any={control.any} options={control.options} />
                    </select>
                  );
                case "groups":
                  return (
                    <select {...ids} defaultValue={value} className={controlClass}>
                      <option value="">{control.any}</option>
                      {control.groups.map((group) => (
                        <optgroup key={group.label} label={group.label}>
                          <Options options={group.options} />
                        </optgroup>
                      ))}
                    </select>
                  );
              }
            }}
          </Field>
        ))}
      </div>
      {loose.map(([field, text]) => (
        <p
          key={field}
          id={`${id}-${field}-error`}
          className="mt-2 text-sm font-medium text-red-700"
        >
          {text}
        </p>
      ))}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("secondary")}>
          {t.apply}
        </button>
        <a href={action} className={linkClass}>
          {t.reset}
        </a>
      </div>
    </Form>
  );
}

/** The messages of the invalid fields, from a list's texts of errors by field. */
export function filterErrors<Field extends string>(
  errors: readonly Field[],
  texts: Record<Field, string>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(errors.map((field) => [field, texts[field]])) as Partial<
    Record<Field, string>
  >;
}
