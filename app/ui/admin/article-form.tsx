import type fr from "~/i18n/messages/fr/admin-articles.server";
import { buttonClass } from "~/ui/button";
import { ArticleField, inputClass } from "./article-field";

export type EditorTexts = (typeof fr)["editor"];
export type ArticleFieldName =
  | "title"
  | "slug"
  | "excerpt"
  | "category"
  | "tags"
  | "language"
  | "counterpart"
  | "markdown";
/** What the author typed, as the form sends it: a refused save gives it back untouched. */
export type ArticleValues = Record<ArticleFieldName, string>;

export interface CounterpartOption {
  id: number;
  label: string;
}

/**
 * The article editor's form. Plain HTML: it saves, publishes and previews without JavaScript;
 * the buttons say what each submission does (`intent`).
 */
export function ArticleForm({
  t,
  languages,
  values,
  errors,
  version,
  published,
  categories,
  counterparts,
  previewHtml,
}: {
  t: EditorTexts;
  languages: Record<"fr" | "en", string>;
  values: ArticleValues;
  errors: Partial<Record<ArticleFieldName, string>>;
  version: string | null;
  published: boolean;
  categories: string[];
  counterparts: CounterpartOption[];
  previewHtml: string;
}) {
  return (
    <form id="article-form" method="post" noValidate className="grid gap-8 lg:grid-cols-2">
      {version !== null && <input type="hidden" name="version" value={version} />}
      <div className="space-y-5">
        <ArticleField name="title" label={t.title} error={errors.title}>
          {(control) => (
            <input
              {...control}
              defaultValue={values.title}
              maxLength={200}
              className={inputClass}
            />
          )}
        </ArticleField>
        <ArticleField name="slug" label={t.slug} hint={t.slugHint} error={errors.slug}>
          {(control) => (
            <input
              {...control}
              defaultValue={values.slug}
              maxLength={80}
              spellCheck={false}
              autoCapitalize="none"
              className={inputClass}
            />
          )}
        </ArticleField>
        <ArticleField name="excerpt" label={t.excerpt} hint={t.excerptHint} error={errors.excerpt}>
          {(control) => (
            <textarea
              {...control}
              defaultValue={values.excerpt}
              rows={3}
              maxLength={400}
              className={inputClass}
            />
          )}
        </ArticleField>
        <div className="grid gap-5 sm:grid-cols-2">
          <ArticleField
            name="category"
            label={t.category}
            hint={t.categoryHint}
            error={errors.category}
          >
            {(control) => (
              <>
                <input
                  {...control}
                  defaultValue={values.category}
                  list="article-categories"
                  maxLength={60}
                  className={inputClass}
                />
                <datalist id="article-categories">
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </ArticleField>
          <ArticleField name="tags" label={t.tags} hint={t.tagsHint} error={errors.tags}>
            {(control) => <input {...control} defaultValue={values.tags} className={inputClass} />}
          </ArticleField>
          <ArticleField name="language" label={t.language} error={errors.language}>
            {(control) => (
              <select {...control} defaultValue={values.language} className={inputClass}>
                <option value="fr">{languages.fr}</option>
                <option value="en">{languages.en}</option>
              </select>
            )}
          </ArticleField>
          <ArticleField
            name="counterpart"
            label={t.counterpart}
            hint={t.counterpartHint}
            error={errors.counterpart}
          >
            {(control) => (
              <select {...control} defaultValue={values.counterpart} className={inputClass}>
                <option value="">{t.counterpartNone}</option>
                {counterparts.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </ArticleField>
        </div>
        <ArticleField
          name="markdown"
          label={t.markdown}
          hint={t.markdownHint}
          error={errors.markdown}
        >
          {(control) => (
            <textarea
              {...control}
              defaultValue={values.markdown}
              rows={18}
              spellCheck
              className={`${inputClass} font-mono text-sm`}
            />
          )}
        </ArticleField>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{t.actionsLabel}</legend>
          <button type="submit" name="intent" value="save" className={buttonClass("secondary")}>
            {published ? t.save : t.saveDraft}
          </button>
          {published ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className={buttonClass("outline")}
            >
              {t.unpublish}
            </button>
          ) : (
            <button type="submit" name="intent" value="publish" className={buttonClass("primary")}>
              {t.publish}
            </button>
          )}
          <button type="submit" name="intent" value="preview" className={buttonClass("outline")}>
            {t.preview}
          </button>
        </fieldset>
      </div>
      <section aria-labelledby="preview-title" className="min-w-0">
        <h2 id="preview-title" className="text-xl font-bold text-navy-900">
          {t.previewTitle}
        </h2>
        <p className="mt-1 text-sm text-navy-800">{t.previewHint}</p>
        <div
          id="article-preview"
          className="article-body mt-4 min-h-40 overflow-x-auto [&>:first-child]:mt-0 rounded-2xl border border-mist-200 bg-white p-6"
          // Made by markdownToSafeHtml, the public site's sanitiser.
          dangerouslySetInnerHTML={{
            __html: previewHtml || `<p>${escapeText(t.previewEmpty)}</p>`,
          }}
        />
      </section>
    </form>
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
