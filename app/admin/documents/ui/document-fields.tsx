import type { FieldBounds } from "~/admin/shell/form-schema";
import { inputBounds } from "~/admin/shell/form-schema";
import {
  FieldSet,
  fileButtonClass,
  focusRing,
  InputField,
  SelectField,
  TickBox,
} from "~/admin/shell/ui/form-field";
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

/** The title in each language: the French one required, the others with a hint under them. */
const titles: readonly {
  name: "titleFr" | "titleEn" | "titleNl";
  hint?: "titleEnHint" | "titleNlHint";
  lang?: "en" | "nl";
}[] = [
  { name: "titleFr" },
  { name: "titleEn", hint: "titleEnHint", lang: "en" },
  { name: "titleNl", hint: "titleNlHint", lang: "nl" },
];

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
        {titles.map(({ name, hint, lang }) => (
          <InputField
            key={name}
            name={name}
            idPrefix="document"
            label={t[name]}
            hint={hint && t[hint]}
            hintAfter
            error={errors[name]}
            {...inputBounds(bounds[name])}
            type="text"
            required={lang === undefined}
            lang={lang}
            defaultValue={values[name]}
          />
        ))}
      </div>
      <SelectField
        name="kind"
        idPrefix="document"
        label={t.kind}
        error={errors.kind}
        className="max-w-sm"
        required
        defaultValue={values.kind}
        options={kinds}
        any={t.chooseKind}
      />
      <FieldSet name="services" idPrefix="document" label={t.services} hint={t.servicesHint}>
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
      </FieldSet>
      <TickBox
        name="visible"
        idPrefix="document"
        label={t.visible}
        hint={t.visibleHint}
        defaultChecked={values.visible}
      />
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
    <InputField
      {...{ name, label, hint, error }}
      idPrefix="document"
      hintAfter
      type="file"
      required
      accept="application/pdf,.pdf"
      inputClass={fileButtonClass}
    />
  );
}
