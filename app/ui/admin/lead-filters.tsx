import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { focusRing } from "./form-field";

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

const control =
  "block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700 aria-invalid:border-red-700";
const labelClass = "block text-sm font-semibold text-navy-900";

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
  const invalid = (field: FilterField) => errors.includes(field);
  const described = (field: FilterField, hint?: string) =>
    [hint, invalid(field) ? `filter-${field}-error` : undefined].filter(Boolean).join(" ") ||
    undefined;
  const error = (field: FilterField) =>
    invalid(field) && (
      <p id={`filter-${field}-error`} className="text-sm font-medium text-red-700">
        {t.errors[field]}
      </p>
    );
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
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="filter-q" className={labelClass}>
            {t.search}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q}
            maxLength={200}
            aria-invalid={invalid("q") || undefined}
            aria-describedby={described("q", "filter-q-hint")}
            className={control}
          />
          <p id="filter-q-hint" className="text-xs text-ink-700">
            {t.searchHint}
          </p>
          {error("q")}
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-status" className={labelClass}>
            {t.status}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={values.status}
            aria-invalid={invalid("status") || undefined}
            aria-describedby={described("status")}
            className={control}
          >
            <option value="">{t.anyStatus}</option>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error("status")}
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-lang" className={labelClass}>
            {t.language}
          </label>
          <select
            id="filter-lang"
            name="lang"
            defaultValue={values.lang}
            aria-invalid={invalid("lang") || undefined}
            aria-describedby={described("lang")}
            className={control}
          >
            <option value="">{t.anyLanguage}</option>
            {languages.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error("lang")}
        </div>
        {(["from", "to"] as const).map((field) => (
          <div key={field} className="space-y-1.5">
            <label htmlFor={`filter-${field}`} className={labelClass}>
              {t[field]}
            </label>
            <input
              id={`filter-${field}`}
              name={field}
              type="date"
              defaultValue={values[field]}
              aria-invalid={invalid(field) || undefined}
              aria-describedby={described(field)}
              className={control}
            />
            {error(field)}
          </div>
        ))}
      </div>
      {error("page")}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("secondary")}>
          {t.apply}
        </button>
        <a href={action} className={`font-semibold text-steel-700 underline ${focusRing}`}>
          {t.reset}
        </a>
      </div>
    </Form>
  );
}
