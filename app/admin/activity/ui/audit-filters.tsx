import { Form } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { controlClass, Field, linkClass, Options } from "../../shell/ui/form-field";
import type { AuditOptionGroup } from "./audit-entries";

export type AuditFilterField = "person" | "action" | "from" | "to" | "page";

export interface AuditFiltersTexts {
  title: string;
  person: string;
  anyPerson: string;
  action: string;
  anyAction: string;
  from: string;
  to: string;
  apply: string;
  reset: string;
  errors: Record<AuditFilterField, string>;
}

/**
 * The log's filters: a GET form, so a filtered log is a URL (bookmarked, shared, linked from
 * "my sessions") and works without JavaScript. Values come back as typed, errors under their field.
 */
export function AuditFilters({
  t,
  action,
  values,
  errors,
  people,
  actions,
}: {
  t: AuditFiltersTexts;
  action: string;
  values: Record<AuditFilterField, string>;
  errors: AuditFilterField[];
  people: string[];
  actions: AuditOptionGroup[];
}) {
  const error = (field: AuditFilterField) => (errors.includes(field) ? t.errors[field] : undefined);
  return (
    <Form
      method="get"
      action={action}
      aria-labelledby="audit-filters-title"
      className="rounded-2xl border border-mist-200 bg-white p-5"
    >
      <h2 id="audit-filters-title" className="text-lg font-bold text-navy-900">
        {t.title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1fr)_minmax(14rem,1.6fr)_repeat(2,minmax(10.5rem,1fr))]">
        <Field name="person" idPrefix="audit" label={t.person} error={error("person")}>
          {(control) => (
            <select {...control} defaultValue={values.person} className={controlClass}>
              <Options any={t.anyPerson} options={people.map((p) => ({ value: p, label: p }))} />
            </select>
          )}
        </Field>
        <Field name="action" idPrefix="audit" label={t.action} error={error("action")}>
          {(control) => (
            <select {...control} defaultValue={values.action} className={controlClass}>
              <option value="">{t.anyAction}</option>
              {actions.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  <Options options={group.options} />
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {(["from", "to"] as const).map((name) => (
          <Field key={name} name={name} idPrefix="audit" label={t[name]} error={error(name)}>
            {(control) => (
              <input
                {...control}
                type="date"
                defaultValue={values[name]}
                className={controlClass}
              />
            )}
          </Field>
        ))}
      </div>
      {error("page") && <p className="mt-2 text-sm font-medium text-red-700">{error("page")}</p>}
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
