import { auditTarget } from "~/admin/redirects/redirect-form.server";
import { deleteRedirect, findRedirect } from "~/admin/redirects/redirects.server";
import { adminRequest, parseId } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDeletePage } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/redirect-delete";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { path, screen, found, m } = await adminRequest({ request, context }, "adminRedirects");
  const view = await found(params.id, findRedirect, "/redirects");
  return screen(m.remove.title, {
    t: m.remove,
    question: fill(m.remove.question, { source: view.source, target: view.target }),
    cancel: path("/redirects"),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit } = await adminRequest({ request, context });
  const id = parseId(params.id);
  const gone = id === undefined ? undefined : await deleteRedirect(db, id);
  if (gone) await audit({ action: "redirect_deleted", target: auditTarget(gone) });
  throw redirectDone(path("/redirects"), "deleted");
}

export default ConfirmDeletePage;
