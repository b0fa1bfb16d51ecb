import { fill } from "~/platform/i18n/format";
import { useLocalize } from "~/platform/i18n/language";
import { buttonClass } from "~/platform/ui/button";

export interface FilterTexts {
  legend: string;
  sector: string;
  service: string;
  all: string;
  apply: string;
  reset: string;
  count: string;
  none: string;
}

export interface ReferenceFilter {
  /** The query's names in the page's language. */
  names: { sector: string; service: string };
  sectors: { key: string; name: string }[];
  services: { key: string; name: string }[];
  chosen: { sector: string; service: string };
  shown: number;
  total: number;
}

const selectClass =
  "mt-1 block w-full rounded-md border border-mist-300 bg-white px-3 py-2 text-base text-navy-900";

/**
 * The projects list's filter: a GET form (no JavaScript), so a filtered list is an address of
 * its own; the server renders it per request. Its answer lands on the list (`#projets`).
 */
export function ReferenceFilters({
  t,
  filter,
  action,
}: {
  t: FilterTexts;
  filter: ReferenceFilter;
  /** The list page's language-neutral path. */
  action: string;
}) {
  const localize = useLocalize();
  const filtered = filter.chosen.sector !== "" || filter.chosen.service !== "";
  return (
    <form method="get" action={`${localize(action)}#projets`} className="mb-10">
      <fieldset className="grid gap-4 rounded-xl border border-mist-200 bg-white p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="px-1 text-sm font-semibold text-navy-900">{t.legend}</legend>
        <FilterSelect t={t} filter={filter} kind="sector" options={filter.sectors} />
        <FilterSelect t={t} filter={filter} kind="service" options={filter.services} />
        <button type="submit" className={buttonClass("primary", "md")}>
          {t.apply}
        </button>
      </fieldset>
      {filtered && (
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-700" role="status">
          {fill(t.count, { count: filter.shown, total: filter.total })}
          <a
            href={`${localize(action)}#projets`}
            className="font-semibold text-steel-700 underline"
          >
            {t.reset}
          </a>
        </p>
      )}
      {filter.shown === 0 && <p className="mt-4 text-lg text-navy-900">{t.none}</p>}
    </form>
  );
}

/** One of the filter's lists, "all" first. */
function FilterSelect({
  t,
  filter,
  kind,
  options,
}: {
  t: FilterTexts;
  filter: ReferenceFilter;
  kind: "sector" | "service";
  options: { key: string; name: string }[];
}) {
  return (
    <label className="block text-sm font-semibold text-ink-700">
      {t[kind]}
      <select name={filter.names[kind]} defaultValue={filter.chosen[kind]} className={selectClass}>
        <option value="">{t.all}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
