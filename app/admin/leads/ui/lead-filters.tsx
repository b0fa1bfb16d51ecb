import { Form } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { controlClass, Field, linkClass, Options } from "../../shell/ui/form-field";

export type FilterField = "q" | "status" | "lang" | "from" | "to" | "page";

export interface LeadFiltersTexts {
  filtersTitle: string;
  search: string;
  searchHint: string;
  status: string;
  anyStatus: string;
  language: string;
  anyLanguage: string;
  from: string;
  to: string;
  apply: string;
  reset: string;
  errors: Record<FilterField, string>;
}

/**
 * The inbox's filters: a GET form, so a filtered list is a URL the team can bookmark or share,
 * and it works without JavaScript. Values come back as typed, errors sit under their field.
 */
export function LeadFilters({
  t,
  action,
  values,
  errors,
  statuses,
  languages,
}: {
  t: LeadFiltersTexts;
  action: string;
  values: Record<FilterField, string>;
  errors: FilterField[];
  statuses: { value: string; label: string }[];
  languages: { value: string; label: string }[];
}) {
  const error = (field: FilterField) => (errors.includes(field) ? t.errors[field] : undefined);
  const selects = [
    { name: "status", label: t.status, any: t.anyStatus, options: statuses },
    { name: "lang", label: t.language, any: t.anyLanguage, options: languages },
  ] as const;
  return (
    <Form
      method="get"
      action={action}
      aria-labelledby="filters-title"
      className="rounded-2xl border border-mist-200 bg-white p-5"
    >
      <h2 id="filters-title" className="text-lg font-bold text-navy-900">
        {t.filtersTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1.4fr)_repeat(4,minmax(10.5rem,1fr))]">
        <Field
          name="q"
          idPrefix="filter"
          label={t.search}
          hint={t.searchHint}
          hintAfter
          error={error("q")}
          className="sm:col-span-2 lg:col-span-1"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              defaultValue={values.q}
              maxLength={200}
              className={controlClass}
            />
          )}
        </Field>
        {selects.map(({ name, label, any, options }) => (
          <Field key={name} name={name} idPrefix="filter" label={label} error={error(name)}>
            {(control) => (
              <select {...control} defaultValue={values[name]} className={controlClass}>
                <Options any={any} options={options} />
              </select>
            )}
          </Field>
        ))}
        {(["from", "to"] as const).map((name) => (
          <Field key={name} name={name} idPrefix="filter" label={t[name]} error={error(name)}>
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
      {error("page") && (
        <p id="filter-page-error" className="text-sm font-medium text-red-700">
          {error("page")}
        </p>
      )}
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
