import { articleFormSchema } from "~/admin/articles/article-form-schema";
import { MAX_MARKDOWN_LENGTH } from "~/admin/articles/article-limits";
import type fr from "~/admin/articles/texts/fr.server";
import { formBounds, inputBounds } from "~/admin/shell/form-schema";
import { fill } from "~/platform/i18n/format";
import { locales, type StaffLang } from "~/platform/i18n/lang";
import { type ButtonVariant, buttonClass } from "~/platform/ui/button";
import {
  controlClass,
  Field,
  InputField,
  SelectField,
  TextAreaField,
} from "../../shell/ui/form-field";
import { CoverField } from "./article-cover-field";
import { type PickerPicture, PictureTools } from "./article-picture-picker";
import { ArticleToolbar } from "./article-toolbar";

export type EditorTexts = (typeof fr)["editor"];
/** The form's fields, in the order a save reads them. */
export const articleFieldNames = [
  "title",
  "slug",
  "excerpt",
  "category",
  "tags",
  "language",
  "counterpart",
  "cover",
  "markdown",
  "publishedAt",
  "publishAt",
] as const;
export type ArticleFieldName = (typeof articleFieldNames)[number];
/** What the author typed, as the form sends it: a refused save gives it back untouched. */
export type ArticleValues = Record<ArticleFieldName, string>;

/** The controls' bounds, from the schema a publication is checked with (a draft's are the same). */
const bounds = formBounds(articleFormSchema);

/** The text's length as the textarea, its counter and the server count it: a line break is one. */
export const markdownLength = (text: string) => text.replace(/\r\n?/g, "\n").length;

/** "12 345 / 100 000 caractères": the text's length against the most the editor accepts. */
export function markdownCount(template: string, lang: StaffLang, length: number): string {
  const number = new Intl.NumberFormat(locales[lang].format);
  return fill(template, { count: number.format(length), max: number.format(MAX_MARKDOWN_LENGTH) });
}

export interface CounterpartOption {
  value: number;
  label: string;
}

/**
 * The article editor's form. Plain HTML: it saves, publishes and previews without JavaScript;
 * the buttons say what each submission does (`intent`).
 */
export function ArticleForm({
  t,
  lang,
  languages,
  values,
  errors,
  version,
  published,
  scheduled,
  categories,
  counterparts,
  covers,
  previewHtml,
}: {
  t: EditorTexts;
  /** The back office's language, for the counter's figures. */
  lang: StaffLang;
  languages: Record<StaffLang, string>;
  values: ArticleValues;
  errors: Partial<Record<ArticleFieldName, string>>;
  version: string | null;
  published: boolean;
  /** A draft with a planned publication: "Save" keeps it, another button cancels it. */
  scheduled: boolean;
  categories: string[];
  counterparts: CounterpartOption[];
  /** The pictures a cover may be chosen from: the library's newest and the current cover. */
  covers: PickerPicture[];
  previewHtml: string;
}) {
  const field = (name: ArticleFieldName, hint?: string) => ({
    name,
    label: t[name],
    hint,
    error: errors[name],
  });
  const moment = (name: "publishedAt" | "publishAt", hint: string) => (
    <InputField {...field(name, hint)} type="datetime-local" defaultValue={values[name]} />
  );
  /** The article's actions, in their order: saving, publishing or planning, the preview. */
  const actions: { intent: string; label: string; variant: ButtonVariant }[] = [
    { intent: "save", label: published || scheduled ? t.save : t.saveDraft, variant: "secondary" },
    ...(published
      ? [{ intent: "unpublish", label: t.unpublish, variant: "outline" as const }]
      : [
          { intent: "publish", label: t.publish, variant: "primary" as const },
          scheduled
            ? { intent: "unschedule", label: t.unschedule, variant: "outline" as const }
            : { intent: "schedule", label: t.schedule, variant: "outline" as const },
        ]),
    { intent: "preview", label: t.preview, variant: "outline" },
  ];
  return (
    <form id="article-form" method="post" noValidate className="grid gap-8 lg:grid-cols-2">
      {version !== null && <input type="hidden" name="version" value={version} />}
      <div className="space-y-5">
        <InputField
          {...field("title")}
          defaultValue={values.title}
          {...inputBounds(bounds.title)}
        />
        <InputField
          {...field("slug", t.slugHint)}
          defaultValue={values.slug}
          {...inputBounds(bounds.slug)}
          spellCheck={false}
          autoCapitalize="none"
        />
        <TextAreaField
          {...field("excerpt", t.excerptHint)}
          defaultValue={values.excerpt}
          rows={3}
          {...inputBounds(bounds.excerpt)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field("category", t.categoryHint)}>
            {(control) => (
              <>
                <input
                  {...control}
                  defaultValue={values.category}
                  list="article-categories"
                  {...inputBounds(bounds.category)}
                  className={controlClass}
                />
                <datalist id="article-categories">
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <InputField
            {...field("tags", t.tagsHint)}
            defaultValue={values.tags}
            {...inputBounds(bounds.tags)}
          />
          <Field {...field("language")}>
            {(control) => (
              <select {...control} defaultValue={values.language} className={controlClass}>
                <option value="fr">{languages.fr}</option>
                <option value="en">{languages.en}</option>
              </select>
            )}
          </Field>
          <SelectField
            {...field("counterpart", t.counterpartHint)}
            defaultValue={values.counterpart}
            options={counterparts}
            any={t.counterpartNone}
          />
        </div>
        <CoverField t={t} pictures={covers} value={values.cover} error={errors.cover} />
        <PictureTools t={t.pictures} />
        <Field {...field("markdown", t.markdownHint)}>
          {(control) => (
            <>
              <ArticleToolbar t={t.toolbar} />
              <textarea
                {...control}
                aria-describedby={[control["aria-describedby"], "field-markdown-count"]
                  .filter(Boolean)
                  .join(" ")}
                defaultValue={values.markdown}
                rows={18}
                {...inputBounds(bounds.markdown)}
                spellCheck
                className={`${controlClass} font-mono text-sm`}
              />
              {/* Kept up to date while typing by the editor's script (article-preview-script.ts). */}
              <p id="field-markdown-count" className="text-right text-xs text-ink-700 tabular-nums">
                {markdownCount(t.markdownCount, lang, markdownLength(values.markdown))}
              </p>
            </>
          )}
        </Field>
        <fieldset className="space-y-5 rounded-xl border border-mist-200 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">{t.publicationTitle}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {moment("publishedAt", t.publishedAtHint)}
            {/* A published article has nothing left to plan. */}
            {!published && moment("publishAt", t.publishAtHint)}
          </div>
        </fieldset>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{t.actionsLabel}</legend>
          {actions.map(({ intent, label, variant }) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              className={buttonClass(variant)}
            >
              {label}
            </button>
          ))}
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
