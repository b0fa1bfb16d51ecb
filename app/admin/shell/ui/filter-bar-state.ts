import { type FilterBarTexts, filterErrors } from "./filter-bar";

/**
 * What a list's filter bar shows, from its URL as read (readUrlFilters, ./url-filters.ts): its
 * texts, where it sends, the values as typed and the invalid fields' messages. A loader returns
 * it; the screen spreads it into `<FilterBar>` beside the bar's own id, columns and controls.
 */
export function filterBarState<Field extends string>(
  parsed: { values: Record<Field, string> } & ({ ok: true } | { ok: false; errors: Field[] }),
  action: string,
  t: FilterBarTexts,
  errorTexts: Record<Field, string>,
) {
  const errors = parsed.ok ? [] : parsed.errors;
  return { t, action, values: parsed.values, errors: filterErrors(errors, errorTexts) };
}
