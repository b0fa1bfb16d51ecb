import { allUses, deleteMedia, findMedia } from "~/admin/media/media.server";
import { MediaUses } from "~/admin/media/ui/media-detail-view";
import { adminData, adminRequest } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDelete } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/media-delete";
import { mediaUseRows } from "./media-uses.server";

export { headers, meta } from "~/admin/shell/route-head";

/** The confirmation page, or why the picture cannot go: the articles that still show it. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, found, m } = await adminRequest(args, "adminMedia");
  const picture = await found(args.params.id, findMedia, "/media");
  const { uses, items } = await allUses(db, picture);
  const count = uses.length + items.length;
  return screen(m.remove.title, {
    t: m.remove,
    question: fill(m.remove.question, { name: picture.fileName }),
    inUse: count > 0 ? fill(m.remove.inUse, { count }) : null,
    uses: mediaUseRows(uses, items, path, lang, m.detail),
    cancel: path(`/media/${picture.id}`),
  });
}

export async function action(args: Route.ActionArgs) {
  const { lang, path, db, audit, found, m } = await adminRequest(args, "adminMedia");
  const picture = await found(args.params.id, findMedia, "/media");
  const result = await deleteMedia(db, picture.id);
  if (!result.ok && result.reason === "inUse") {
    // An article or a collection item started showing it since the page was opened: nothing is deleted.
    return adminData(
      {
        inUse: fill(m.remove.inUse, { count: result.uses.length + result.items.length }),
        uses: mediaUseRows(result.uses, result.items, path, lang, m.detail),
      },
      409,
    );
  }
  if (result.ok) {
    await audit({
      action: "media_deleted",
      target: `${result.picture.id} ${result.picture.fileName}`,
      object: { type: "media", id: result.picture.id },
    });
  }
  throw redirectDone(path("/media"), "deleted");
}

export default function DeleteMedia({ loaderData: d, actionData }: Route.ComponentProps) {
  const inUse = actionData?.inUse ?? d.inUse;
  const uses = actionData?.uses ?? d.uses;
  return (
    <ConfirmDelete
      title={d.t.title}
      question={d.question}
      refusal={
        inUse ? (
          <>
            <p>{inUse}</p>
            <MediaUses uses={uses} />
          </>
        ) : undefined
      }
      confirm={d.t.confirm}
      cancel={inUse ? d.t.back : d.t.cancel}
      cancelTo={d.cancel}
    >
      {!inUse && <p className="text-navy-800">{d.t.consequence}</p>}
    </ConfirmDelete>
  );
}
