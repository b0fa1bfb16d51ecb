import type { CollectionFieldKind } from "~/admin/site-content/collection-fields";
import type fr from "~/admin/site-content/texts/collections.fr.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import type { PictureThumbConfig } from "../../shell/browser/picture-thumb";
import { BrowserModule } from "../../shell/ui/browser-module";
import { controlClass, Field, type FieldControl } from "../../shell/ui/form-field";

type Texts = (typeof fr)["form"];

/** A field of the form, its texts in the page's language. */
export interface FormField {
  name: string;
  kind: CollectionFieldKind;
  label: string;
  hint?: string;
  required: boolean;
  /** Most characters, from the collection's schema (texts only). */
  maxLength?: number;
  /** What a "choices" field offers. */
  options?: { value: string; label: string }[];
}

export interface PictureOption {
  id: number;
  label: string;
  thumb: string;
}

export const ID_PREFIX = "item";
/** The id of a field's first control: where the summary's link leads. */
export const controlId = (field: FormField) =>
  `${ID_PREFIX}-${field.kind.startsWith("localized") ? `${field.name}.fr` : field.kind === "document" ? "file" : field.kind === "validUntil" ? "validUntil" : field.name}`;

const languagesShown: { lang: StaffLang; key: "french" | "english" }[] = [
  { lang: "fr", key: "french" },
  { lang: "en", key: "english" },
];

const multiline: ReadonlySet<CollectionFieldKind> = new Set([
  "longText",
  "localizedLongText",
  "tags",
  "localizedTags",
]);

const mark = (field: FormField) => (field.required ? " *" : "");

/** The plain control of a kind (text, long text, words one per line, number, date). */
function Control({
  kind,
  control,
  value,
  lang,
  maxLength,
}: {
  kind: CollectionFieldKind;
  control: FieldControl;
  value: string;
  lang?: StaffLang;
  maxLength?: number;
}) {
  if (multiline.has(kind)) {
    return (
      <textarea
        {...control}
        lang={lang}
        rows={kind === "tags" || kind === "localizedTags" ? 4 : 6}
        maxLength={maxLength}
        defaultValue={value}
        className={controlClass}
      />
    );
  }
  if (kind === "number" || kind === "year") {
    return (
      <input
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={value}
        className={`${controlClass} max-w-40`}
      />
    );
  }
  if (kind === "validUntil" || kind === "date") {
    return (
      <input {...control} type="date" defaultValue={value} className={`${controlClass} max-w-56`} />
    );
  }
  return (
    <input
      {...control}
      lang={lang}
      type="text"
      autoComplete="off"
      maxLength={maxLength}
      defaultValue={value}
      className={controlClass}
    />
  );
}

/** A text in both languages, side by side (stacked on a phone), its error under both. */
function LocalizedField({
  t,
  field,
  values,
  error,
}: {
  t: Texts;
  field: FormField;
  values: Record<string, string>;
  error?: string;
}) {
  const base = `${ID_PREFIX}-${field.name}`;
  const described = [field.hint && `${base}-hint`, error && `${base}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-navy-900">
        {field.label}
        {mark(field)}
      </legend>
      {field.hint && (
        <p id={`${base}-hint`} className="text-sm text-navy-800">
          {field.hint}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {languagesShown.map(({ lang, key }) => {
          const name = `${field.name}.${lang}`;
          return (
            <div key={lang} className="space-y-1">
              <label
                htmlFor={`${ID_PREFIX}-${name}`}
                className="block text-xs font-semibold text-ink-700"
              >
                {t[key]}
              </label>
              <Control
                kind={field.kind}
                lang={lang}
                maxLength={field.maxLength}
                value={values[name] ?? ""}
                control={{
                  id: `${ID_PREFIX}-${name}`,
                  name,
                  ...(error ? { "aria-invalid": true as const } : {}),
                  ...(described ? { "aria-describedby": described } : {}),
                }}
              />
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${base}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A library picture: a plain select (no JavaScript needed) and the chosen one's thumbnail. */
function PictureField({
  t,
  field,
  value,
  error,
  pictures,
  library,
}: {
  t: Texts;
  field: FormField;
  value: string;
  error?: string;
  pictures: PictureOption[];
  library: string;
}) {
  const chosen = pictures.find((picture) => String(picture.id) === value);
  const unlisted = value !== "" && !chosen;
  const id = `${ID_PREFIX}-${field.name}`;
  const frame = {
    width: 192,
    height: 108,
    className: "h-27 w-48 rounded-md border border-mist-200 bg-mist-50 object-cover",
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <Field
        name={field.name}
        idPrefix={ID_PREFIX}
        label={field.label + mark(field)}
        hint={field.hint}
        error={error}
      >
        {(control) => (
          <>
            <select
              {...control}
              defaultValue={value}
              className={controlClass}
              data-thumb-box={`${id}-thumb`}
            >
              <option value="">{t.pictureNone}</option>
              {unlisted && <option value={value}>{`#${value}`}</option>}
              {pictures.map((picture) => (
                <option key={picture.id} value={picture.id} data-thumb={picture.thumb}>
                  {picture.label}
                </option>
              ))}
            </select>
            <a href={library} className="text-sm font-semibold text-steel-700 underline">
              {t.pictureLibrary}
            </a>
          </>
        )}
      </Field>
      <div id={`${id}-thumb`}>{chosen && <img src={chosen.thumb} alt="" {...frame} />}</div>
      <BrowserModule<PictureThumbConfig>
        name="picture-thumb"
        config={{ select: id, box: `${id}-thumb`, frame }}
      />
    </div>
  );
}

/** A file kept with the item (a certificate): the current one, remove it, or send another. */
function DocumentField({
  t,
  field,
  current,
  error,
}: {
  t: Texts;
  field: FormField;
  current: string | null;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <Field
        name="file"
        idPrefix={ID_PREFIX}
        label={field.label + mark(field)}
        hint={field.hint ?? t.documentHint}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
            className={controlClass}
          />
        )}
      </Field>
      <p className="text-sm text-navy-800">
        {current ? fill(t.documentCurrent, { name: current }) : t.documentNone}
      </p>
      {current && (
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" name="removeDocument" value="on" className="size-5" />
          {t.documentRemove}
        </label>
      )}
    </div>
  );
}

/**
 * Boxes to tick, any number (no JavaScript needed): library pictures with their thumbnails, or
 * the values of a fixed list. The form sends one value per ticked box.
 */
function TickField({
  field,
  value,
  error,
  choices,
}: {
  field: FormField;
  value: string;
  error?: string;
  choices: { value: string; label: string; thumb?: string }[];
}) {
  const ticked = new Set(value.split("\n").filter(Boolean));
  const base = `${ID_PREFIX}-${field.name}`;
  const described = [field.hint && `${base}-hint`, error && `${base}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="space-y-2" {...(described ? { "aria-describedby": described } : {})}>
      <legend className="text-sm font-semibold text-navy-900">
        {field.label}
        {mark(field)}
      </legend>
      {field.hint && (
        <p id={`${base}-hint`} className="text-sm text-navy-800">
          {field.hint}
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice, index) => (
          <li key={choice.value}>
            <label className="flex items-center gap-3 rounded-md border border-mist-200 p-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name={field.name}
                value={choice.value}
                id={index === 0 ? base : undefined}
                defaultChecked={ticked.has(choice.value)}
                className="size-5 shrink-0"
              />
              {choice.thumb && (
                <img
                  src={choice.thumb}
                  alt=""
                  width={64}
                  height={36}
                  className="h-9 w-16 rounded object-cover"
                />
              )}
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${base}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One field of the item's form, by its kind. */
export function CollectionFieldControl({
  t,
  field,
  values,
  errors,
  pictures,
  library,
  document,
}: {
  t: Texts;
  field: FormField;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  pictures: PictureOption[];
  library: string;
  document: string | null;
}) {
  if (field.kind.startsWith("localized")) {
    return <LocalizedField t={t} field={field} values={values} error={errors[field.name]} />;
  }
  if (field.kind === "picture") {
    return (
      <PictureField
        t={t}
        field={field}
        value={values[field.name] ?? ""}
        error={errors[field.name]}
        pictures={pictures}
        library={library}
      />
    );
  }
  if (field.kind === "pictures" || field.kind === "choices") {
    const choices =
      field.kind === "pictures"
        ? pictures.map((picture) => ({
            value: String(picture.id),
            label: picture.label,
            thumb: picture.thumb,
          }))
        : (field.options ?? []);
    return (
      <TickField
        field={field}
        value={values[field.name] ?? ""}
        error={errors[field.name]}
        choices={choices}
      />
    );
  }
  if (field.kind === "document") {
    return <DocumentField t={t} field={field} current={document} error={errors.document} />;
  }
  const name = field.kind === "validUntil" ? "validUntil" : field.name;
  return (
    <Field
      name={name}
      idPrefix={ID_PREFIX}
      label={field.label + mark(field)}
      hint={field.hint}
      error={errors[name]}
    >
      {(control) => (
        <Control
          kind={field.kind}
          control={control}
          value={values[name] ?? ""}
          maxLength={field.maxLength}
        />
      )}
    </Field>
  );
}
