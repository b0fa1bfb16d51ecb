import { Link, redirect } from "react-router";
import { z } from "zod";
import {
  type ApprovalKind,
  createLink,
  currentApproval,
  findDraft,
  isApprovalRequired,
  linksOf,
  MAX_LINK_DAYS,
  revokeLink,
  setApprovalRequired,
} from "~/admin/approval/approval.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  formatDateTime,
  parseId,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { parseForm } from "~/admin/shell/form-schema";
import {
  controlClass,
  FormAlert,
  focusRing,
  HiddenFields,
  SubmitButton,
} from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import { localizePath } from "~/platform/i18n/lang";
import { approvalPreviewPath } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import type { Route } from "./+types/approval-item";

/**
 * One draft's approval (docs/decisions/044): where it stands, its preview links (made, revoked,
 * opened, approved, commented), a new link, and for a project whether publishing needs it.
 */

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["created", "revoked", "requirement"] as const;

const kindOf = (value: string | undefined): ApprovalKind | undefined =>
  value === "reference" || value === "article" ? value : undefined;

const formSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    days: z.coerce.number().int().min(1).max(MAX_LINK_DAYS),
    language: z.enum(["fr", "en"]),
  }),
  z.object({ intent: z.literal("revoke"), linkId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("require"), required: z.literal("on").optional() }),
]);

async function draftOf(
  db: Parameters<typeof findDraft>[0],
  params: { kind?: string; id?: string },
  lang: Parameters<typeof findDraft>[3],
) {
  const kind = kindOf(params.kind);
  const id = parseId(params.id);
  if (!kind || id === undefined) return undefined;
  const draft = await findDraft(db, kind, id, lang);
  return draft && { kind, id, draft };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, path, db, screen, m } = await adminRequest({ request, context }, "adminApproval");
  const found = await draftOf(db, params, lang);
  if (!found) throw redirect(path("/approval"), { headers: adminHeaders });
  const { kind, id, draft } = found;
  const approval = await currentApproval(db, kind, id, draft.snapshot);
  const links = await linksOf(db, kind, id, draft.snapshot);
  const done = doneOf(request, DONE);
  return screen(draft.title, {
    t: m,
    kind,
    kindName: m.kinds[kind],
    title: draft.title,
    language: draft.language,
    approval: approval
      ? fill(m.state.approved, { name: approval.name, date: formatDateTime(approval.at, lang) })
      : null,
    required: kind === "reference" ? await isApprovalRequired(db, kind, id) : null,
    done: done ? m.done[done] : null,
    links: links.map((link) => ({
      id: link.id,
      made: fill(m.item.link.made, {
        date: formatDateTime(link.createdAt, lang),
        who: link.createdBy ?? "—",
      }),
      state: link.revokedAt
        ? m.item.link.revoked
        : link.open
          ? fill(m.item.link.expires, { date: formatDateTime(link.expiresAt, lang) })
          : m.item.link.expired,
      open: link.open,
      openings: fill(m.item.link.openings, { count: link.openings }),
      version: link.current ? m.item.link.current : m.item.link.older,
      approved:
        link.approvedBy && link.approvedAt
          ? fill(m.item.link.approved, {
              name: link.approvedBy,
              date: formatDateTime(link.approvedAt, lang),
            })
          : null,
      comments: link.comments.map((comment) => ({
        id: comment.id,
        who: `${comment.name}, ${formatDateTime(comment.at, lang)}`,
        text: comment.comment,
      })),
    })),
    back: path("/approval"),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, path, db, actor } = await adminRequest({ request, context });
  const found = await draftOf(db, params, lang);
  if (!found) throw redirect(path("/approval"), { headers: adminHeaders });
  const { kind, id, draft } = found;
  const here = path(`/approval/${kind}/${id}`);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].filter(([, value]) => typeof value === "string"),
  );
  const parsed = parseForm(formSchema, form);
  if (!parsed.ok) return adminData({ created: null, invalid: true }, 400);
  const posted = parsed.data;
  if (posted.intent === "create") {
    const { token } = await createLink(db, draft, {
      days: posted.days,
      language: posted.language,
      actor: actor.actor,
      ip: actor.ip,
    });
    const language = draft.language ?? posted.language;
    const url = `${env().PUBLIC_SITE_URL}${localizePath(approvalPreviewPath(token), language)}`;
    // Shown once: only its hash is kept.
    return adminData({ created: url, invalid: false });
  }
  if (posted.intent === "revoke") {
    await revokeLink(db, kind, id, posted.linkId, actor.actor, actor.ip);
    throw redirectDone(here, "revoked");
  }
  if (kind === "reference") {
    await setApprovalRequired(
      db,
      kind,
      id,
      posted.required === "on",
      draft.title,
      actor.actor,
      actor.ip,
    );
  }
  throw redirectDone(here, "requirement");
}

export default function ApprovalItem({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.item;
  return (
    <div className="space-y-8">
      <p>
        <Link to={d.back} className={`text-sm font-semibold text-steel-700 underline ${focusRing}`}>
          {t.back}
        </Link>
      </p>
      <ScreenHeading title={d.title} intro={`${d.kindName} · ${d.approval ?? d.t.state.none}`} />
      {actionData?.created && (
        <div className="space-y-2 rounded-xl border border-success-700 bg-white p-4" role="status">
          <p className="font-semibold text-navy-900">{t.created}</p>
          <input
            readOnly
            aria-label={t.create}
            value={actionData.created}
            className={controlClass}
            id="approval-link"
          />
        </div>
      )}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}

      {d.required !== null && (
        <form method="post" className="space-y-2 rounded-xl border border-mist-200 bg-white p-5">
          <input type="hidden" name="intent" value="require" />
          <label className="flex items-center gap-3 font-semibold text-navy-900">
            <input
              type="checkbox"
              name="required"
              value="on"
              defaultChecked={d.required}
              className="size-5"
            />
            {t.requirement}
          </label>
          <p className="text-sm text-navy-800">{t.requirementHint}</p>
          <SubmitButton variant="secondary">{t.saveRequirement}</SubmitButton>
        </form>
      )}

      <form method="post" className="space-y-4 rounded-xl border border-mist-200 bg-white p-5">
        <h2 className="text-lg font-bold text-navy-900">{t.create}</h2>
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-semibold text-navy-900">
            {t.days}
            <select name="days" defaultValue="7" className={controlClass}>
              {[1, 2, 3, 4, 5, 6, 7].map((count) => (
                <option key={count} value={count}>
                  {fill(t.dayOption, { count })}
                </option>
              ))}
            </select>
          </label>
          {d.language === null ? (
            <label className="block text-sm font-semibold text-navy-900">
              {t.language}
              <select name="language" defaultValue="fr" className={controlClass}>
                <option value="fr">{t.french}</option>
                <option value="en">{t.english}</option>
              </select>
            </label>
          ) : (
            <input type="hidden" name="language" value={d.language} />
          )}
        </div>
        <SubmitButton>{t.createButton}</SubmitButton>
      </form>

      <section className="space-y-3">
        <h2 className="text-lg font-bold text-navy-900">{t.links}</h2>
        {d.links.length === 0 && <p className="text-navy-800">{t.noLinks}</p>}
        <ul className="space-y-3">
          {d.links.map((link) => (
            <li
              key={link.id}
              className="space-y-1 rounded-xl border border-mist-200 bg-white p-4 text-sm"
            >
              <p className="font-semibold text-navy-900">{link.made}</p>
              <p className="text-navy-800">
                {[link.state, link.openings, link.version].join(" · ")}
              </p>
              {link.approved && <p className="font-semibold text-success-700">{link.approved}</p>}
              {link.comments.length > 0 && (
                <div>
                  <h3 className="font-semibold text-navy-900">{t.link.comments}</h3>
                  <ul className="mt-1 space-y-2">
                    {link.comments.map((comment) => (
                      <li key={comment.id} className="border-l-2 border-mist-300 pl-3">
                        <p className="text-navy-800">{comment.who}</p>
                        <p className="whitespace-pre-line text-navy-900">{comment.text}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {link.open && (
                <form method="post">
                  <HiddenFields values={{ intent: "revoke", linkId: link.id }} />
                  <SubmitButton variant="secondary">{t.link.revoke}</SubmitButton>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
