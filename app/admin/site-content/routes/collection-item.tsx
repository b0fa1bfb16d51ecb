import { z } from "zod";
import { findMedia } from "~/admin/media/media.server";
import { withoutMetadata } from "~/admin/media/strip-metadata.server";
import { MAX_UPLOAD_BYTES } from "~/admin/media/upload-limits";
import { MAX_PIXELS } from "~/admin/media/variants.server";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import type { LeaveWarningConfig } from "~/admin/shell/browser/leave-warning";
import { redirectDone } from "~/admin/shell/done.server";
import { type FieldBounds, formBounds, parseForm } from "~/admin/shell/form-schema";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert, LinkLine, MissingItem } from "~/admin/shell/ui/form-field";
import { addItem, updateItem } from "~/admin/site-content/collection-edits.server";
import type { RegisteredCollection } from "~/admin/site-content/collection-registry.server";
import { readCollection } from "~/admin/site-content/collections.server";
import type { FormField } from "~/admin/site-content/ui/collection-form-field";
import {
  COLLECTION_ITEM_FORM,
  CollectionItemForm,
} from "~/admin/site-content/ui/collection-item-form";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { brusselsDate } from "~/platform/text/brussels-time";
import { requestFacts } from "~/request-facts";
import { collectionOf, itemAudit, pictureChoices, titleOf } from "../collection-data.server";
import type { Route } from "./+types/collection-item";
import {
  controlNames,
  type ItemFormValues,
  itemFormValues,
  readItemForm,
} from "./collection-form.server";

/**
 * An item of a collection, new (/admin/collections/projects/new) or stored (…/projects/12, or
 * …/projects/d3 for a first-start item nobody edited yet): its form, rendered from the fields.
 */

export { headers, meta } from "~/admin/shell/route-head";

/** The posted form; a control sent several times (ticked boxes) reads as its values, one per line. */
async function readFormValues(request: Request) {
  const form = await request.formData();
  return (name: string) =>
    form
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .join("\n");
}

/** The fields in the page's language, their bounds read from the collection's schema. */
function formFields(entry: RegisteredCollection, lang: StaffLang): FormField[] {
  const bounds: Partial<Record<string, FieldBounds>> = formBounds(entry.definition.schema);
  return entry.screen.fields.map((field) => {
    // A field in both languages has the same bounds in each.
    const own = controlNames(field).map((name) => bounds[name]);
    const maxLength = own.find((control) => control?.maxLength !== undefined)?.maxLength;
    return {
      name: field.name,
      kind: field.kind,
      label: field.label[lang],
      ...(field.hint ? { hint: field.hint[lang] } : {}),
      required: (field.required ?? false) || own.some((control) => control?.required),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(field.options
        ? {
            options: field.options.map((option) => ({
              value: option.value,
              label: option.label[lang],
            })),
          }
        : {}),
    };
  });
}

/** The item of the address: null for a new one, undefined when it is gone. */
async function itemOf(
  db: Parameters<typeof readCollection>[0],
  entry: RegisteredCollection,
  ref?: string,
) {
  const collection = await readCollection(db, entry.definition);
  const item =
    ref === undefined ? null : collection.items.find((candidate) => candidate.ref === ref);
  return { ...collection, item };
}

/**
 * An item's form: its picture, read as it streams in (server/body-bounds.ts), and many text
 * fields around it (a project's texts in both languages).
 */
export const handle: RouteHandle = {
  body: {
    kind: "multipart-media",
    maxBytes: MAX_UPLOAD_BYTES,
    form: { fields: 64, fieldSize: 16 * 1024 },
  },
};

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest(args, "adminCollections");
  const entry = collectionOf(args.params.slug, args.request);
  const list = path(`/collections/${entry.screen.slug}`);
  const { item, version } = await itemOf(db, entry, args.params.ref);
  // A collection of named places has nothing to add.
  if (item === undefined || (item === null && entry.screen.fixed)) {
    return screen(
      m.alerts.notFound,
      {
        missing: true as const,
        back: list,
        backText: m.back,
      },
      404,
    );
  }
  const fields = formFields(entry, lang);
  const chosen = entry.screen.fields.flatMap((field) =>
    field.kind === "pictures" && Array.isArray(item?.data[field.name])
      ? (item.data[field.name] as number[])
      : [],
  );
  const pictures = fields.some((field) => field.kind === "picture" || field.kind === "pictures")
    ? await pictureChoices(db, [...(item?.mediaId ? [item.mediaId] : []), ...chosen], m.form)
    : [];
  const title = item
    ? fill(m.form.editTitle, { item: titleOf(entry, item.data, lang, item.ref) })
    : fill(m.form.newTitle, { collection: entry.screen.title[lang] });
  return screen(title, {
    missing: false as const,
    t: m,
    section: entry.screen.title[lang],
    fields,
    values: itemFormValues(entry.screen.fields, item),
    version,
    pictures,
    document: item?.document?.name ?? null,
    multipart: fields.some((field) => field.kind === "document"),
    fixed: entry.screen.fixed === true,
    submit: item ? m.form.save : m.form.add,
    links: { list, library: path("/media") },
  });
}

type Alert = "invalid" | "conflict" | "notFound" | "upload";

interface Refusal {
  alert: Alert;
  values: ItemFormValues;
  errors: Record<string, string>;
  /** The version a new save must carry, when the list changed under the form. */
  version: number | null;
}

export async function action(args: Route.ActionArgs) {
  const { lang, user, path, db, audit, m } = await adminRequest(args, "adminCollections");
  const entry = collectionOf(args.params.slug, args.request);
  const facts = args.context.get(requestFacts);
  const { item } = await itemOf(db, entry, args.params.ref);
  const refuse = (alert: Alert, status: number, extra: Partial<Omit<Refusal, "alert">> = {}) =>
    adminData<Refusal>({ alert, values: {}, errors: {}, version: null, ...extra }, status);
  if (item === undefined) return refuse("notFound", 404);

  // A collection that keeps files posts multipart, read by the server as it streamed in.
  const upload = facts.upload;
  if (upload && !upload.ok && upload.reason !== "noFile") return refuse("upload", 413);
  // Without a file (none chosen, or a form without one) the texts are still checked as posted.
  const posted = upload?.ok || upload?.reason === "noFile" ? upload.fields : undefined;
  // A body the server has already read, or one that is no form, is a form with nothing filled.
  const text = posted
    ? (name: string) => posted[name] ?? ""
    : await readFormValues(args.request).catch(() => () => "");
  const version = z.coerce.number().int().min(0).catch(-1).parse(text("version"));
  const read = readItemForm(
    entry.screen.fields,
    text,
    upload?.ok ? upload.file : undefined,
    item?.data,
  );

  const errors: Record<string, string> = {};
  const parsed = parseForm(entry.definition.schema, read.input);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  Object.assign(errors, read.errors);
  // A picture is kept without what the camera wrote (GPS, device, author); a PDF as it was sent.
  const document = read.extras.document;
  if (document && document.type !== "application/pdf") {
    const clean = await withoutMetadata(document.bytes, document.type, {
      limitInputPixels: MAX_PIXELS,
    });
    if (clean) read.extras.document = { ...document, bytes: clean };
    else errors.document = "documentType";
  }
  for (const field of entry.screen.fields) {
    const id = read.input[field.name];
    if (field.kind === "picture" && typeof id === "number" && !(await findMedia(db, id))) {
      errors[field.name] = "picture";
    }
  }
  const translated = () =>
    Object.fromEntries(
      Object.entries(errors).map(([field, code]) => [
        field,
        m.errors[code as keyof typeof m.errors] ?? m.errors.invalid,
      ]),
    );
  if (Object.keys(errors).length > 0 || !parsed.ok) {
    return refuse("invalid", 400, { values: read.values, errors: translated() });
  }

  const base = path(`/collections/${entry.screen.slug}`);
  const title = titleOf(entry, parsed.data, lang, "");
  if (
    item &&
    JSON.stringify(parsed.data) === JSON.stringify(item.data) &&
    read.extras.visible === item.visible &&
    (read.extras.validUntil ?? null) === item.validUntil &&
    read.extras.document === undefined
  ) {
    throw redirectDone(base, "unchanged");
  }
  const outcome = item
    ? await updateItem(
        db,
        entry.definition,
        item.ref,
        read.input,
        read.extras,
        version,
        user.username,
      )
    : await addItem(db, entry.definition, read.input, read.extras, version, user.username);
  if (!outcome.ok) {
    if (outcome.reason === "notFound") return refuse("notFound", 404);
    if (outcome.reason === "invalid") {
      Object.assign(errors, outcome.errors);
      return refuse("invalid", 400, { values: read.values, errors: translated() });
    }
    // The current version comes back: saving again is a choice made knowing of the other change.
    const current = await readCollection(db, entry.definition);
    return refuse("conflict", 409, { values: read.values, version: current.version });
  }
  const added = !item;
  await audit(
    itemAudit(added ? "collection_item_added" : "collection_item_saved", entry, outcome.ref, title),
  );
  // "Online" only for an item the site shows: not a hidden one, nor an expired certificate.
  const status = entry.screen.itemStatus?.(
    {
      data: parsed.data,
      visible: read.extras.visible ?? true,
      validUntil: read.extras.validUntil ?? null,
    },
    lang,
    brusselsDate(),
  );
  const onSite = (read.extras.visible ?? true) && (status?.onSite ?? true);
  const done = added ? (onSite ? "added" : "addedOffSite") : "saved";
  throw redirectDone(base, done, { item: title }, `#item-${outcome.ref}`);
}

export default function CollectionItemPage({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) return <MissingItem title={d.title} back={d.back} backText={d.backText} />;
  const alert = actionData?.alert;
  const alertText =
    alert === "notFound" ? d.t.alerts.notFound : alert ? d.t.form[alert] : undefined;
  return (
    <div className="space-y-6">
      <LinkLine to={d.links.list}>{d.t.back}</LinkLine>
      <h1 className="text-3xl font-bold break-words text-navy-900">{d.title}</h1>
      {alertText && <FormAlert tone="error">{alertText}</FormAlert>}
      <CollectionItemForm
        t={d.t.form}
        title={d.section}
        fields={d.fields}
        values={
          actionData?.alert &&
          actionData.alert !== "notFound" &&
          Object.keys(actionData.values).length > 0
            ? actionData.values
            : d.values
        }
        errors={actionData?.errors ?? {}}
        version={actionData?.version ?? d.version}
        pictures={d.pictures}
        library={d.links.library}
        document={d.document}
        multipart={d.multipart}
        fixed={d.fixed}
        submit={d.submit}
        cancel={d.links.list}
      />
      {/* A refused save shows what is not stored yet: leaving it asks first. */}
      <BrowserModule<LeaveWarningConfig>
        name="leave-warning"
        config={{
          formId: COLLECTION_ITEM_FORM,
          unsaved: alert !== undefined && alert !== "notFound",
        }}
      />
    </div>
  );
}
