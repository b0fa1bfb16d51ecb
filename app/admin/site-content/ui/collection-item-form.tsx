import { Form, Link } from "react-router";
import type fr from "~/admin/site-content/texts/collections.fr.server";
import { AdminSection } from "../../shell/ui/admin-section";
import { linkClass, SubmitButton, TickBox } from "../../shell/ui/form-field";
import { CollectionFieldControl } from "./collection-field-control";
import { controlId, type FormField, ID_PREFIX, type PictureOption } from "./collection-form-field";

type Texts = (typeof fr)["form"];

/** The form's id, which the warning before leaving watches. */
export const COLLECTION_ITEM_FORM = "collection-item-form";

/** The name under which a field's error is kept (a document's is "document"). */
const errorKey = (field: FormField) =>
  field.kind === "document" ? "document" : field.kind === "validUntil" ? "validUntil" : field.name;

/**
 * An item's form, rendered from the collection's fields: one plain form (a multipart one when
 * the collection keeps files), each error beside its field and listed on top with a link to it,
 * everything typed shown again when the save is refused.
 */
export function CollectionItemForm({
  t,
  title,
  fields,
  values,
  errors,
  version,
  pictures,
  library,
  document,
  multipart,
  submit,
  cancel,
  fixed = false,
}: {
  t: Texts;
  title: string;
  fields: FormField[];
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  version: number;
  pictures: PictureOption[];
  library: string;
  document: string | null;
  multipart: boolean;
  submit: string;
  cancel: string;
  /** A named place (the home page's photos): always shown, no visibility to choose. */
  fixed?: boolean;
}) {
  const wrong = fields.filter((field) => errors[errorKey(field)]);
  return (
    <Form
      id={COLLECTION_ITEM_FORM}
      method="post"
      noValidate
      className="space-y-6"
      {...(multipart ? { encType: "multipart/form-data" as const } : {})}
    >
      <input type="hidden" name="version" value={version} />
      {/* A rule on the whole list (sector shares over 100 %), not on one field. */}
      {errors.collection && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {errors.collection}
        </p>
      )}
      {wrong.length > 0 && (
        <div className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t.summary}</p>
          <ul className="mt-1 list-disc pl-5">
            {wrong.map((field) => (
              <li key={field.name}>
                <a href={`#${controlId(field)}`} className="underline">
                  {field.label}
                </a>{" "}
                – {errors[errorKey(field)]}
              </li>
            ))}
          </ul>
        </div>
      )}
      <AdminSection id={`${ID_PREFIX}-form`} title={title} intro={t.intro}>
        <div className="mt-5 space-y-6">
          {fields.map((field) => (
            <CollectionFieldControl
              key={field.name}
              t={t}
              field={field}
              values={values}
              errors={errors}
              pictures={pictures}
              library={library}
              document={document}
            />
          ))}
          {fixed ? (
            // A named place is always shown: no choice to offer.
            <input type="hidden" name="visible" value="on" />
          ) : (
            <TickBox
              name="visible"
              idPrefix={ID_PREFIX}
              label={t.visible}
              hint={t.visibleHint}
              defaultChecked={values.visible === "on"}
            />
          )}
        </div>
      </AdminSection>
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link to={cancel} className={linkClass}>
          {t.cancel}
        </Link>
        <SubmitButton>{submit}</SubmitButton>
      </div>
    </Form>
  );
}
