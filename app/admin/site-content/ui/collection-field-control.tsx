import type { CollectionFieldKind } from "~/admin/site-content/collection-fields";
import type fr from "~/admin/site-content/texts/collections.fr.server";
import { fill } from "~/platform/i18n/format";
import { type Lang, languages } from "~/platform/i18n/lang";
import type { PictureThumbConfig } from "../../shell/browser/picture-thumb";
import { BrowserModule } from "../../shell/ui/browser-module";
import { controlClass, Field, type FieldControl } from "../../shell/ui/form-field";
import { FieldGroup } from "./collection-field-group";
import { type FormField, ID_PREFIX, mark, type PictureOption } from "./collection-form-field";
import { TickField } from "./collection-tick-field";

type Texts = (typeof fr)["form"];

const multiline: ReadonlySet<CollectionFieldKind> = new Set([
  "longText",
  "localizedLongText",
  "tags",
  "localizedTags",
]);

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
  lang?: Lang;
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
  return (
    <FieldGroup field={field} error={error} className="space-y-1.5">
      {(described) => (
        <div className="grid gap-3 sm:grid-cols-2">
          {languages.map((lang) => {
            const name = `${field.name}.${lang}`;
            return (
              <div key={lang} className="space-y-1">
                <label
                  htmlFor={`${ID_PREFIX}-${name}`}
                  className="block text-xs font-semibold text-ink-700"
                >
                  {t.languages[lang]}
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
      )}
    </FieldGroup>
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
