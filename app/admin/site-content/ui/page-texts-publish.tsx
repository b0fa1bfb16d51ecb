import { Form } from "react-router";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { buttonClass } from "~/platform/ui/button";
import { cn } from "~/platform/ui/cn";
import { AdminSection } from "../../shell/ui/admin-section";
import { focusRing, HiddenFields } from "../../shell/ui/form-field";
import type { PagesTexts } from "./page-texts-types";

/**
 * The page's preview in each language (a new tab, with the saved edits) and, while edits wait,
 * how to drop them: behind a second click, since what is dropped cannot be brought back.
 */
export function PageTextsPublish({
  t,
  preview,
  pending,
  version,
  show,
}: {
  t: PagesTexts["page"];
  preview: Record<StaffLang, string>;
  pending: number;
  version: number;
  show: string;
}) {
  return (
    <AdminSection id="page-texts-publish" title={t.publishTitle} intro={t.previewHint}>
      <ul className="mt-4 flex flex-wrap gap-3">
        {(["fr", "en"] as const).map((lang) => (
          <li key={lang}>
            <a
              href={preview[lang]}
              target="_blank"
              rel="noopener"
              hrefLang={lang}
              className={buttonClass("secondary")}
            >
              {lang === "fr" ? t.preview : t.previewEn}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      {pending === 0 ? (
        <p className="mt-4 text-sm text-navy-800">{t.noPending}</p>
      ) : (
        <>
          <p className="mt-4 max-w-2xl text-sm text-navy-800">{t.publishHint}</p>
          <details className="mt-4">
            <summary
              className={cn(
                "cursor-pointer rounded-md text-sm font-semibold text-steel-700 underline",
                focusRing,
              )}
            >
              {t.discard}
            </summary>
            <Form method="post" className="mt-3 space-y-3">
              <p className="text-sm text-navy-800">{t.discardHint}</p>
              <HiddenFields values={{ intent: "discard", version, show }} />
              <button type="submit" className={buttonClass("outline")}>
                {fill(t.discardConfirm, { count: pending })}
              </button>
            </Form>
          </details>
        </>
      )}
    </AdminSection>
  );
}
