import { Link } from "react-router";
import {
  formChoices,
  readDocumentFields,
  refusalText,
} from "~/admin/documents/document-form.server";
import { documentFilePath } from "~/admin/documents/document-paths";
import { addDocument, listDocuments } from "~/admin/documents/documents.server";
import { DocumentFields, emptyDocument, PdfPicker } from "~/admin/documents/ui/document-fields";
import { documentUpload } from "~/admin/documents/upload-limits";
import { adminData, adminRequest, formatDateTime } from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { AdminTable, cellClass } from "~/admin/shell/ui/admin-table";
import { FormAlert, linkClass, SubmitButton } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/documents";

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["added", "deleted"] as const;

export const handle = documentUpload;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminDocuments");
  const rows = await listDocuments(db);
  const done = doneOf(request, DONE);
  const slug = new URL(request.url).searchParams.get("slug") ?? "";
  return screen(m.list.title, {
    t: m,
    ...formChoices(lang),
    action: path("/documents"),
    done:
      done === "deleted"
        ? m.list.deleted
        : done === "added" && /^[a-z0-9-]{1,90}$/.test(slug)
          ? fill(m.list.added, { address: documentFilePath(slug, "fr") })
          : undefined,
    rows: rows.map((row) => {
      const newest = row.versions.reduce<Date | null>(
        (latest, version) => (latest && latest > version.createdAt ? latest : version.createdAt),
        null,
      );
      return {
        id: row.id,
        href: path(`/documents/${row.id}`),
        title: lang === "en" && row.titleEn ? row.titleEn : row.titleFr,
        visible: row.visible,
        kind: m.kind[row.kind],
        languages: row.versions.map((version) => version.language.toUpperCase()).join(", "),
        updated: newest ? formatDateTime(newest, lang) : "—",
        downloads: `${row.downloads.last30} / ${row.downloads.total}`,
      };
    }),
  });
}

/** A new document with its French PDF; what was typed comes back with the refusal. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, user, path, db, audit } = await adminRequest({ request, context });
  const upload = context.get(requestFacts).upload;
  const fields = upload && "fields" in upload ? upload.fields : {};
  const form = readDocumentFields(lang, (name) => fields[name] ?? "");
  const refuse = (refusal: string | null, errors: Record<string, string> = {}) =>
    adminData({ refusal, errors, values: form.values }, 400);
  if (!form.ok) {
    return refuse(
      upload?.ok ? null : refusalText(lang, upload?.reason ?? "malformed"),
      form.errors,
    );
  }
  if (!upload?.ok) return refuse(refusalText(lang, upload?.reason ?? "malformed"));
  const result = await addDocument(db, form.data, upload.file, user.username);
  if (!result.ok) return refuse(refusalText(lang, result.reason));
  await audit({ action: "document_added", target: `${result.id} ${form.data.titleFr}` });
  throw redirectDone(path("/documents"), "added", { slug: result.slug });
}

export default function Documents({ loaderData: d, actionData }: Route.ComponentProps) {
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const refusal = actionData?.refusal ?? undefined;
  return (
    <div className="space-y-6">
      <ScreenHeading title={d.t.list.title} intro={d.t.list.intro} />
      {Object.keys(errors).length > 0 && <FormAlert tone="error">{d.t.form.invalid}</FormAlert>}
      {refusal && Object.keys(errors).length === 0 && <FormAlert tone="error">{refusal}</FormAlert>}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <AdminSection id="document-new-title" title={d.t.list.newTitle} intro={d.t.list.newIntro}>
        <form
          method="post"
          action={d.action}
          encType="multipart/form-data"
          noValidate
          className="mt-4 space-y-5"
        >
          <DocumentFields
            t={d.t.form}
            values={actionData?.values ?? emptyDocument}
            errors={errors}
            bounds={d.bounds}
            kinds={d.kinds}
            services={d.services}
          />
          <PdfPicker label={d.t.form.file} hint={d.t.form.fileHint} error={refusal} />
          <SubmitButton>{d.t.form.add}</SubmitButton>
        </form>
      </AdminSection>
      <AdminTable
        rows={d.rows}
        empty={<p>{d.t.list.empty}</p>}
        caption={fill(d.t.list.caption, { count: d.rows.length })}
        columns={[
          d.t.list.columns.title,
          d.t.list.columns.kind,
          d.t.list.columns.languages,
          d.t.list.columns.updated,
          d.t.list.columns.downloads,
        ]}
        minWidth="min-w-[44rem]"
      >
        {(row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClass} font-normal`}>
              <Link to={row.href} className={linkClass}>
                {row.title}
              </Link>
              {!row.visible && <span className="ml-2 text-ink-700">({d.t.list.hidden})</span>}
            </th>
            <td className={cellClass}>{row.kind}</td>
            <td className={cellClass}>{row.languages}</td>
            <td className={cellClass}>{row.updated}</td>
            <td className={`${cellClass} tabular-nums`}>{row.downloads}</td>
          </tr>
        )}
      </AdminTable>
    </div>
  );
}
