import { redirect } from "react-router";
import { z } from "zod";
import {
  adminData,
  adminHeaders,
  adminRequest,
  readForm,
} from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDelete } from "~/admin/shell/ui/confirm-delete";
import { FormAlert, MissingItem } from "~/admin/shell/ui/form-field";
import { deleteItem } from "~/admin/site-content/collection-edits.server";
import { readCollection } from "~/admin/site-content/collections.server";
import { fill } from "~/platform/i18n/format";
import { collectionOf, itemAudit, titleOf } from "../collection-data.server";
import type { Route } from "./+types/collection-delete";

/** "Delete this item?": a page of its own, so that deleting takes two steps without JavaScript. */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest(args, "adminCollections");
  const entry = collectionOf(args.params.slug, args.request);
  const list = path(`/collections/${entry.screen.slug}`);
  const { items, version } = await readCollection(db, entry.definition);
  const item = items.find((candidate) => candidate.ref === args.params.ref);
  if (!item) {
    return screen(m.alerts.notFound, { missing: true as const, list, back: m.back }, 404);
  }
  return screen(m.remove_.title, {
    missing: false as const,
    t: m.remove_,
    question: fill(m.remove_.question, { item: titleOf(entry, item.data, lang, item.ref) }),
    conflict: m.alerts.conflict,
    version,
    list,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, user, path, db, audit } = await adminRequest({ request, context });
  const entry = collectionOf(params.slug, request);
  const list = path(`/collections/${entry.screen.slug}`);
  const text = await readForm(request);
  const version = z.coerce.number().int().min(0).catch(-1).parse(text("version"));
  const { items } = await readCollection(db, entry.definition);
  const item = items.find((candidate) => candidate.ref === params.ref);
  if (!item) throw redirect(list, { headers: adminHeaders });
  const title = titleOf(entry, item.data, lang, item.ref);
  const outcome = await deleteItem(db, entry.definition, item.ref, version, user.username);
  if (!outcome.ok) return adminData({ conflict: true }, 409);
  await audit(itemAudit("collection_item_deleted", entry, outcome.ref, title));
  throw redirectDone(list, "deleted", { item: title });
}

export default function DeleteCollectionItem({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) return <MissingItem title={d.title} back={d.list} backText={d.back} />;
  return (
    <ConfirmDelete
      title={d.t.title}
      question={d.question}
      confirm={d.t.confirm}
      cancel={d.t.cancel}
      cancelTo={d.list}
      hidden={{ version: d.version }}
    >
      {actionData?.conflict && <FormAlert tone="error">{d.conflict}</FormAlert>}
      <p className="text-navy-800">{d.t.consequence}</p>
    </ConfirmDelete>
  );
}
