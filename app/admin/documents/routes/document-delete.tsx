import { deleteDocument, findDocument } from "~/admin/documents/documents.server";
import { adminRequest, findById } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDelete } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/document-delete";

export { headers, meta } from "~/admin/shell/route-head";

/** The confirmation page: what goes with the document, and the softer way (hiding it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { path, screen, found, m } = await adminRequest({ request, context }, "adminDocuments");
  const row = await found(params.id, findDocument, "/documents");
  return screen(fill(m.remove.title, { title: row.titleFr }), {
    t: m.remove,
    cancel: path(`/documents/${row.id}`),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit } = await adminRequest({ request, context });
  const row = await findById(db, params.id, findDocument);
  if (row) {
    await deleteDocument(db, row.id);
    await audit({ action: "document_deleted", target: `${row.id} ${row.titleFr}` });
  }
  throw redirectDone(path("/documents"), "deleted");
}

export default function DeleteDocument({ loaderData: d }: Route.ComponentProps) {
  return (
    <ConfirmDelete title={d.title} confirm={d.t.confirm} cancel={d.t.cancel} cancelTo={d.cancel}>
      <p className="text-navy-800">{d.t.text}</p>
    </ConfirmDelete>
  );
}
