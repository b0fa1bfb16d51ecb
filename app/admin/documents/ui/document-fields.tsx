import type { FieldBounds } from "~/admin/shell/form-schema";
import { inputBounds } from "~/admin/shell/form-schema";
import { controlClass, Field, focusRing, Options } from "~/admin/shell/ui/form-field";
import type fr from "../texts/fr.server";

/** What the form shows: the values typed (kept after a refusal) or stored. */
export interface DocumentFormValues {
  titleFr: string;
  titleEn: string;
  titleNl: string;
  kind: string;
  services: string[];
  visible: boolean;
}

export const emptyDocument: DocumentFormValues = {
  titleFr: "",
  titleEn: "",
  titleNl: "",
  kind: "",
  services: [],
  visible: true,
};

const boxClass = `size-4 rounded border-mist-200 text-steel-700 ${focusRing}`;

/** The fields of a document, shared by the new document's form and the document's page. */
export function DocumentFields({
  t,
  values,
  errors,
  bounds,
  kinds,
  services,
}: {
  t: (typeof fr)["form"];
  values: DocumentFormValues;
  errors: Partial<Record<string, string>>;
  bounds: Record<"titleFr" | "titleEn" | "titleNl", FieldBounds>;
  kinds: { value: string; label: string }[];
  services: { id: string; label: string }[];
}) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Field name="titleFr" idPrefix="document" label={t.titleFr} error={errors.titleFr}>
          {(control) => (
            <input
              {...control}
              {...inputBounds(bounds.titleFr)}
              type="text"
              required
              defaultValue={values.titleFr}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          name="titleEn"
          idPrefix="document"
          label={t.titleEn}
          hint={t.titleEnHint}
          hintAfter
          error={errors.titleEn}
        >
          {(control) => (
            <input
              {...control}
              {...inputBounds(bounds.titleEn)}
              type="text"
              lang="en"
              defaultValue={values.titleEn}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          name="titleNl"
          idPrefix="document"
          label={t.titleNl}
          hint={t.titleNlHint}
          hintAfter
          error={errors.titleNl}
        >
          {(control) => (
            <input
              {...control}
              {...inputBounds(bounds.titleNl)}
              type="text"
              lang="nl"
              defaultValue={values.titleNl}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field
        name="kind"
        idPrefix="document"
        label={t.kind}
        error={errors.kind}
        className="max-w-sm"
      >
        {(control) => (
          <select {...control} required defaultValue={values.kind} className={controlClass}>
            <Options options={kinds} any={t.chooseKind} />
          </select>
        )}
      </Field>
      <fieldset aria-describedby="document-services-hint" className="space-y-2">
        <legend className="text-sm font-semibold text-navy-900">{t.services}</legend>
        <p id="document-services-hint" className="text-sm text-navy-800">
          {t.servicesHint}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <label className="flex items-center gap-2 text-navy-900">
                <input
                  type="checkbox"
                  name={`service.${service.id}`}
                  defaultChecked={values.services.includes(service.id)}
                  className={boxClass}
                />
                {service.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="space-y-1">
        <label className="flex items-center gap-2 font-semibold text-navy-900">
          <input
            type="checkbox"
            name="visible"
            defaultChecked={values.visible}
            aria-describedby="document-visible-hint"
            className={boxClass}
          />
          {t.visible}
        </label>
        <p id="document-visible-hint" className="text-sm text-navy-800">
          {t.visibleHint}
        </p>
      </div>
    </>
  );
}

/** The PDF picker, its refusal tied to it. */
export function PdfPicker({
  name = "file",
  label,
  hint,
  error,
}: {
  name?: string;
  label: string;
  hint: string;
  error?: string;
}) {
  return (
    <Field name={name} idPrefix="document" label={label} hint={hint} hintAfter error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          required
          accept="application/pdf,.pdf"
          className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-mist-100 file:px-3 file:py-1 file:font-semibold`}
        />
      )}
    </Field>
  );
}
