import { redirect } from "react-router";
import { z } from "zod";
import {
  adminData,
  adminHeaders,
  adminRequest,
  parseId,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf } from "~/admin/shell/done.server";
import { FormAlert, LinkLine } from "~/admin/shell/ui/form-field";
import {
  type CollectionOutcome,
  moveItem,
  restoreItem,
  updateItem,
} from "~/admin/site-content/collection-edits.server";
import { readCollection } from "~/admin/site-content/collections.server";
import { CollectionHistory } from "~/admin/site-content/ui/collection-history";
import { CollectionItems } from "~/admin/site-content/ui/collection-items";
import type { AuditAction } from "~/platform/audit/audit-log.server";
import { fill } from "~/platform/i18n/format";
import { brusselsDate } from "~/platform/text/brussels-time";
import { findHistory } from "~/platform/text/content-history.server";
import {
  collectionOf,
  historyRows,
  itemAudit,
  itemThumbnails,
  titleOf,
} from "../collection-data.server";
import type { Route } from "./+types/collection";

/**
 * One collection's items in the site's order: hide or show, move up or down (plain forms, so the
 * keyboard and a browser without JavaScript both work), edit, delete, and the history with undo.
 */

export { headers, meta } from "~/admin/shell/route-head";

const DONE = [
  "added",
  "addedOffSite",
  "saved",
  "hidden",
  "shown",
  "shownOffSite",
  "moved",
  "deleted",
  "restored",
  "unchanged",
] as const;
const refSchema = z.string().regex(/^d?\d{1,10}$/);
/** The item just moved, as the move's redirect names it; anything else focuses nothing. */
const focusSchema = z
  .object({ ref: refSchema, button: z.enum(["up", "down"]) })
  .catch({ ref: "", button: "up" as const });
const noFocus = { ref: "", button: "up" } as const;
/** Only an item of this list takes the focus back. */
const focusOn = (focus: z.infer<typeof focusSchema>, items: readonly { ref: string }[]) =>
  items.some((item) => item.ref === focus.ref) ? focus : noFocus;

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest(args, "adminCollections");
  const entry = collectionOf(args.params.slug, args.request);
  const { items, version } = await readCollection(db, entry.definition);
  const [thumbs, history] = await Promise.all([
    itemThumbnails(db, entry, items),
    historyRows(db, entry, items, lang, m.history),
  ]);
  const query = new URL(args.request.url).searchParams;
  const done = doneOf(args.request, DONE);
  const base = path(`/collections/${entry.screen.slug}`);
  const today = brusselsDate();
  return screen(entry.screen.title[lang], {
    t: m,
    intro: entry.screen.intro[lang],
    version,
    edited: version > 0,
    done: done && fill(m.done[done], { item: (query.get("item") ?? "").slice(0, 200) }),
    /** The item just moved: its button keeps the focus, so the next press moves it again. */
    focus: focusOn(
      focusSchema.parse({ ref: query.get("ref"), button: query.get("button") }),
      items,
    ),
    fixed: entry.screen.fixed === true,
    warning: entry.screen.listWarning?.(
      items.filter((item) => item.visible).map((item) => item.data),
      lang,
    ),
    links: { back: path("/collections"), add: `${base}/new` },
    items: items.map((item) => ({
      ref: item.ref,
      title: titleOf(entry, item.data, lang, item.ref),
      thumb: thumbs.get(item.ref) ?? null,
      visible: item.visible,
      status: entry.screen.itemStatus?.(item, lang, today) ?? null,
      edit: `${base}/${item.ref}`,
      remove: `${base}/${item.ref}/delete`,
    })),
    history,
  });
}

type Alert = "conflict" | "notFound" | "rule" | "restoreInvalid" | "restoreMissing";

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, user, path, db, audit: log } = await adminRequest({ request, context });
  const entry = collectionOf(params.slug, request);
  const text = await readForm(request);
  const version = z.coerce.number().int().min(0).catch(-1).parse(text("version"));
  const intent = text("intent");
  const refuse = (alert: Alert, status: number) => adminData({ alert }, status);
  const { items } = await readCollection(db, entry.definition);

  const finish = async (
    outcome: CollectionOutcome,
    done: "hidden" | "shown" | "shownOffSite" | "moved" | "restored",
    audit: AuditAction,
    title: string,
    extra = "",
  ) => {
    if (!outcome.ok) {
      if (outcome.reason === "conflict") return refuse("conflict", 409);
      if (outcome.reason === "notFound") {
        return refuse(intent === "restore" ? "restoreMissing" : "notFound", 404);
      }
      return refuse(intent === "restore" ? "restoreInvalid" : "rule", 400);
    }
    await log(itemAudit(audit, entry, outcome.ref, title));
    const query = new URLSearchParams({ done, item: title });
    // A move names the item for the script that gives its button the focus back (a fragment
    // would focus the row itself once the page is shown, after the script).
    const anchor = extra ? `${extra}&${query}` : `${query}`;
    throw redirect(`${path(`/collections/${entry.screen.slug}`)}?${anchor}`, {
      headers: adminHeaders,
    });
  };

  if (intent === "restore") {
    const id = parseId(text("historyId"));
    const history = id ? await findHistory(db, "collections", id) : undefined;
    if (!id || !history) return refuse("restoreMissing", 404);
    const snapshot = (history.oldValue ?? history.newValue) as { data?: unknown } | null;
    const ref = history.key.split("/")[1] ?? "";
    const title = titleOf(entry, snapshot?.data, lang, ref);
    const outcome = await restoreItem(db, entry.definition, id, version, user.username);
    return finish(outcome, "restored", "collection_item_restored", title);
  }

  const ref = refSchema.safeParse(text("ref"));
  const item = ref.success ? items.find((candidate) => candidate.ref === ref.data) : undefined;
  // A ref from an older page ("d3" after the first edit) is a list that changed meanwhile.
  if (!item) return refuse(version === -1 ? "notFound" : "conflict", 409);
  const title = titleOf(entry, item.data, lang, item.ref);

  if (intent === "hide" || intent === "show") {
    const visible = intent === "show";
    const outcome = await updateItem(
      db,
      entry.definition,
      item.ref,
      undefined,
      { visible },
      version,
      user.username,
    );
    // An expired certificate shown again is still not on the site: the message says so.
    const status = entry.screen.itemStatus?.({ ...item, visible }, lang, brusselsDate());
    return finish(
      outcome,
      visible ? (status && !status.onSite ? "shownOffSite" : "shown") : "hidden",
      visible ? "collection_item_shown" : "collection_item_hidden",
      title,
    );
  }
  if (intent === "move") {
    const to = z.coerce.number().int().min(0).max(items.length).catch(-1).parse(text("to"));
    if (to < 0) return refuse("notFound", 400);
    const button = text("button") === "down" ? "down" : "up";
    const outcome = await moveItem(db, entry.definition, item.ref, to, version, user.username);
    const stored = outcome.ok ? outcome.ref : item.ref;
    return finish(
      outcome,
      "moved",
      "collection_item_moved",
      title,
      `ref=${encodeURIComponent(stored)}&button=${button}`,
    );
  }
  return refuse("notFound", 400);
}

export default function CollectionPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const alert = actionData?.alert;
  return (
    <div className="space-y-6">
      <LinkLine to={d.links.back}>{d.t.back}</LinkLine>
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.title}</h1>
        <p className="mt-2 max-w-3xl text-navy-800">{d.intro}</p>
        {!d.edited && <p className="mt-2 text-sm text-navy-800">{d.t.neverEdited}</p>}
      </div>
      {alert && <FormAlert tone="error">{d.t.alerts[alert]}</FormAlert>}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <CollectionItems
        t={d.t}
        items={d.items}
        version={d.version}
        addLink={d.links.add}
        warning={d.warning}
        focus={d.focus}
        fixed={d.fixed}
      />
      <CollectionHistory t={d.t.history} entries={d.history} version={d.version} />
    </div>
  );
}
