import {
  formChoices,
  readDocumentFields,
  refusalText,
} from "~/admin/documents/document-form.server";
import { documentFilePath } from "~/admin/documents/document-paths";
import {
  addVersion,
  documentVersionList,
  downloadsByDay,
  fileWeight,
  findDocument,
  updateDocument,
} from "~/admin/documents/documents.server";
import { DocumentFields, PdfPicker } from "~/admin/documents/ui/document-fields";
import { documentUpload } from "~/admin/documents/upload-limits";
import {
  adminData,
  adminRequest,
  findById,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import {
  FormAlert,
  linkClass,
  MissingItem,
  SelectField,
  SubmitButton,
} from "~/admin/shell/ui/form-field";
import { ItemHeading } from "~/admin/shell/ui/item-heading";
import { fill, formatLongDate } from "~/platform/i18n/format";
import { isLang, languages } from "~/platform/i18n/lang";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/document-detail";

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["saved", "version"] as const;

export const handle = documentUpload;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminDocuments");
  const row = await findById(db, params.id, findDocument);
  if (!row) {
    return screen(
      m.detail.notFound,
      { missing: true as const, t: m, list: path("/documents") },
      404,
    );
  }
  const [versions, days] = await Promise.all([
    documentVersionList(db, row.id),
    downloadsByDay(db, row.id, 90),
  ]);
  const current = new Set(
    languages.flatMap((language) => versions.find((v) => v.language === language)?.id ?? []),
  );
  const total = await downloadsTotal(db, row.id);
  const done = doneOf(request, DONE);
  const hasEnglish = versions.some((version) => version.language === "en");
  return screen(row.titleFr, {
    missing: false as const,
    t: m,
    ...formChoices(lang),
    done:
      done === "saved" ? m.detail.saved : done === "version" ? m.detail.versionAdded : undefined,
    links: {
      list: path("/documents"),
      self: path(`/documents/${row.id}`),
      remove: path(`/documents/${row.id}/delete`),
    },
    visible: row.visible,
    addresses: languages.map((language) => ({
      language: m.languages[language],
      href: documentFilePath(row.slug, language),
      note: language === "en" && !hasEnglish ? m.detail.noEnglish : null,
    })),
    values: {
      titleFr: row.titleFr,
      titleEn: row.titleEn,
      titleNl: row.titleNl,
      kind: row.kind,
      services: row.services,
      visible: row.visible,
    },
    languageOptions: languages.map((language) => ({
      value: language,
      label: m.languages[language],
    })),
    versions: versions.map((version) => ({
      id: version.id,
      language: m.languages[version.language],
      date: formatDateTime(version.createdAt, lang),
      by: version.uploadedBy ?? "—",
      size: fileWeight(version.byteSize, lang),
      name: version.uploadedName || "—",
      current: current.has(version.id),
      href: path(`/documents/${row.id}/versions/${version.id}`),
    })),
    downloads: {
      summary: fill(m.detail.downloadsTotal, { count: total.all, recent: total.recent }),
      days: days.map((day) => ({ day: formatLongDate(day.day, lang), count: day.count })),
    },
  });
}

async function downloadsTotal(db: Parameters<typeof downloadsByDay>[0], id: number) {
  const [all, recent] = await Promise.all([
    downloadsByDay(db, id, 100_000),
    downloadsByDay(db, id, 30),
  ]);
  const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
  return { all: sum(all), recent: sum(recent) };
}

/** A new version (multipart, with its language), or the document's fields (a plain form). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, user, path, db, audit } = await adminRequest({ request, context });
  const row = await findById(db, params.id, findDocument);
  if (!row) throw adminData(null, 404);
  const upload = context.get(requestFacts).upload;
  if (upload) {
    const language = upload.ok || upload.reason === "noFile" ? upload.fields.language : undefined;
    const refuse = (refusal: string) =>
      adminData({ refusal, errors: {}, values: null, language: language ?? "fr" }, 400);
    if (!upload.ok) return refuse(refusalText(lang, upload.reason));
    if (!language || !isLang(language)) return refuse(refusalText(lang, "malformed"));
    const result = await addVersion(db, row.id, language, upload.file, user.username);
    if (!result.ok) return refuse(refusalText(lang, result.reason));
    await audit({
      action: "document_version_added",
      target: `${row.id} ${row.titleFr} (${language})`,
    });
    throw redirectDone(path(`/documents/${row.id}`), "version");
  }
  const field = await readForm(request);
  const form = readDocumentFields(lang, field);
  if (!form.ok) {
    return adminData(
      { refusal: null, errors: form.errors, values: form.values, language: null },
      400,
    );
  }
  await updateDocument(db, row.id, form.data);
  await audit({ action: "document_saved", target: `${row.id} ${form.data.titleFr}` });
  throw redirectDone(path(`/documents/${row.id}`), "saved");
}

export default function DocumentDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) {
    return <MissingItem title={d.title} back={d.list} backText={d.t.detail.backToList} />;
  }
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const refusal = actionData?.refusal ?? undefined;
  const t = d.t.detail;
  return (
    <div className="space-y-6">
      <ItemHeading
        title={d.title}
        list={{ to: d.links.list, text: t.backToList }}
        remove={{ to: d.links.remove, text: t.delete }}
      />
      {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      {Object.keys(errors).length > 0 && <FormAlert tone="error">{d.t.form.invalid}</FormAlert>}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}

      <AdminSection id="document-address-title" title={t.address} intro={t.addressHint}>
        <ul className="mt-4 space-y-2">
          {d.addresses.map((address) => (
            <li key={address.href} className="break-words">
              <span className="font-semibold text-navy-900">{address.language}</span>{" "}
              <a href={address.href} className={linkClass}>
                {address.href}
              </a>
              {address.note && <span className="text-ink-700"> ({address.note})</span>}
            </li>
          ))}
        </ul>
        {!d.visible && <p className="mt-3 font-medium text-red-800">{t.hiddenNote}</p>}
      </AdminSection>

      <AdminSection id="document-version-title" title={t.versionTitle} intro={t.versionIntro}>
        <form
          method="post"
          action={d.links.self}
          encType="multipart/form-data"
          noValidate
          className="mt-4 flex flex-wrap items-end gap-4"
        >
          <SelectField
            name="language"
            idPrefix="version"
            label={t.language}
            className="w-40"
            defaultValue={actionData?.language ?? "fr"}
            options={d.languageOptions}
          />
          <div className="min-w-0 flex-1 basis-64">
            <PdfPicker label={t.versionFile} hint={d.t.form.fileHint} error={refusal} />
          </div>
          <SubmitButton>{t.upload}</SubmitButton>
        </form>
      </AdminSection>

      <AdminSection id="document-details-title" title={t.detailsTitle}>
        <form method="post" action={d.links.self} noValidate className="mt-4 space-y-5">
          <DocumentFields
            t={d.t.form}
            values={actionData?.values ?? d.values}
            errors={errors}
            bounds={d.bounds}
            kinds={d.kinds}
            services={d.services}
          />
          <SubmitButton>{d.t.form.save}</SubmitButton>
        </form>
      </AdminSection>

      <AdminTable
        rows={d.versions}
        empty={null}
        caption={t.versionsCaption}
        columns={[
          t.versionColumns.language,
          t.versionColumns.date,
          t.versionColumns.by,
          t.versionColumns.size,
          t.versionColumns.name,
          t.versionColumns.file,
        ]}
        minWidth="min-w-[44rem]"
      >
        {(version) => (
          <tr key={version.id}>
            <td className={cellClass}>
              {version.language}
              {version.current && <span className="ml-2 text-green-800">({t.current})</span>}
            </td>
            <td className={cellClass}>{version.date}</td>
            <td className={cellClass}>{version.by}</td>
            <td className={cellClass}>{version.size}</td>
            <td className={`${cellClass} break-all`}>{version.name}</td>
            <td className={cellClass}>
              <a href={version.href} className={linkClass}>
                {t.download}
              </a>
            </td>
          </tr>
        )}
      </AdminTable>

      <AdminSection id="document-downloads-title" title={t.downloadsTitle} intro={t.downloadsIntro}>
        <p className="mt-3 font-semibold text-navy-900">{d.downloads.summary}</p>
        <div className="mt-3">
          <AdminTable
            rows={d.downloads.days}
            empty={<p>{t.downloadsNone}</p>}
            caption={t.downloadsCaption}
            columns={[t.day, t.count]}
            frame=""
          >
            {(day) => (
              <tr key={day.day}>
                <td className={cellClass}>{day.day}</td>
                <td className={`${cellClass} tabular-nums`}>{day.count}</td>
              </tr>
            )}
          </AdminTable>
        </div>
      </AdminSection>
    </div>
  );
}
