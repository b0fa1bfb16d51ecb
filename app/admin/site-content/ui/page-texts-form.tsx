import { Form, Link } from "react-router";
import { fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { focusRing, HiddenFields, linkClass } from "../../shell/ui/form-field";
import { PageTextField } from "./page-texts-field";
import type { PagesTexts, SectionView, TypedState } from "./page-texts-types";

export const PAGE_TEXTS_FORM = "page-texts-form";
export type TextFilter = "all" | "edited" | "review";

/**
 * The page's texts in one plain form (no JavaScript needed): a section list and a filter on top,
 * then each section folded in a <details> that opens by itself when it holds something to check.
 * Every button of the form saves what was typed first, so that nothing typed is lost.
 */
export function PageTextsForm({
  t,
  sections,
  state,
  version,
  filter,
  filters,
  openAll,
}: {
  t: PagesTexts;
  sections: SectionView[];
  state: TypedState;
  version: number;
  filter: TextFilter;
  /** The page's address with each filter. */
  filters: Record<TextFilter, string>;
  /** Opens every section: a filter is on, or the page came back refused. */
  openAll: boolean;
}) {
  const hasError = (section: SectionView) =>
    section.texts.some((text) => state.errors[text.fr.name] || state.errors[text.en.name]);
  return (
    <div className="space-y-6">
      <nav
        aria-labelledby="page-texts-filter"
        className="rounded-2xl border border-mist-200 bg-white p-4 sm:p-6"
      >
        <h2 id="page-texts-filter" className="text-lg font-bold text-navy-900">
          {t.page.filter}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {(["all", "edited", "review"] as const).map((name) => (
            <li key={name}>
              <Link
                to={filters[name]}
                aria-current={name === filter ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1.5 text-sm font-semibold",
                  focusRing,
                  name === filter
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-mist-200 text-steel-700 underline",
                )}
              >
                {t.page.filters[name]}
              </Link>
            </li>
          ))}
        </ul>
        {sections.length > 1 && (
          <>
            <h2 className="mt-4 text-lg font-bold text-navy-900">{t.page.sections}</h2>
            <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={linkClass}>
                    {section.name}
                  </a>{" "}
                  <span className="text-ink-700">
                    · {fill(t.page.sectionCount, { count: section.texts.length })}
                    {section.marks > 0 &&
                      `, ${fill(t.page.sectionMarks, { count: section.marks })}`}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </nav>

      {sections.length === 0 ? (
        <p className="rounded-2xl border border-mist-200 bg-white p-6 text-navy-800">
          {t.page.filterEmpty}
        </p>
      ) : (
        <Form method="post" id={PAGE_TEXTS_FORM} className="space-y-4" noValidate>
          <HiddenFields values={{ version, show: filter }} />
          {/* First in the form: Enter in a field saves, it does not confirm a translation. */}
          <Actions t={t} />
          {sections.map((section) => (
            <details
              key={section.id}
              id={section.id}
              open={openAll || sections.length === 1 || section.marks > 0 || hasError(section)}
              className="group rounded-2xl border border-mist-200 bg-white"
            >
              <summary
                className={cn(
                  "flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl p-4 sm:px-6",
                  focusRing,
                )}
              >
                <h2 className="flex items-baseline gap-2 text-xl font-bold text-navy-900">
                  <span aria-hidden="true" className="text-base group-open:rotate-90">
                    ▶
                  </span>
                  {section.name}
                </h2>
                <span className="text-sm text-ink-700">
                  {fill(t.page.sectionCount, { count: section.texts.length })}
                  {section.marks > 0 && ` · ${fill(t.page.sectionMarks, { count: section.marks })}`}
                </span>
              </summary>
              <div className="space-y-4 px-4 pb-6 sm:px-6">
                {section.texts.map((text) => (
                  <PageTextField key={text.key} t={t} text={text} state={state} />
                ))}
              </div>
            </details>
          ))}
          <Actions t={t} />
        </Form>
      )}
    </div>
  );
}

function Actions({ t }: { t: PagesTexts }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="submit" name="intent" value="save" className={buttonClass("primary", "lg")}>
        {t.page.save}
      </button>
      <button type="submit" name="intent" value="publish" className={buttonClass("outline", "lg")}>
        {t.page.publish}
      </button>
    </div>
  );
}
