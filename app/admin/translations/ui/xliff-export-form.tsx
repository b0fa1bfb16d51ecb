import { AdminSection } from "~/admin/shell/ui/admin-section";
import { SelectField, SubmitButton } from "~/admin/shell/ui/form-field";
import type { Lang } from "~/platform/i18n/lang";
import type { Messages } from "~/platform/i18n/messages.server";

type Texts = Messages["adminTranslations"]["xliff"];
type Choice = { value: string; label: string };

/**
 * The XLIFF download: a GET form (the file is a link the browser saves), for the board's target
 * language and a chosen set; the page or article chosen applies when its set is.
 */
export function XliffExportForm({
  t,
  action,
  target,
  pages,
  articles,
}: {
  t: Texts;
  action: string;
  target: Lang;
  pages: Choice[];
  articles: Choice[];
}) {
  return (
    <AdminSection id="translations-xliff" title={t.title} intro={t.intro}>
      <form method="get" action={action} className="mt-4 grid gap-4 sm:grid-cols-3">
        <input type="hidden" name="lang" value={target} />
        <SelectField
          name="set"
          idPrefix="xliff"
          label={t.set}
          defaultValue="open"
          options={(["open", "page", "article"] as const).map((value) => ({
            value,
            label: t.sets[value],
          }))}
        />
        <SelectField name="page" idPrefix="xliff" label={t.page} options={pages} />
        <SelectField name="article" idPrefix="xliff" label={t.article} options={articles} />
        <div className="sm:col-span-3">
          <SubmitButton>{t.export}</SubmitButton>
        </div>
      </form>
    </AdminSection>
  );
}
