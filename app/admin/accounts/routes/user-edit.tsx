import { redirect } from "react-router";
import { factorState, hasSecondFactor } from "~/admin/accounts/account-factors.server";
import { stepUpRequest } from "~/admin/accounts/step-up.server";
import {
  type ChangeRefusal,
  disableMember,
  enableMember,
  newLink,
  resetMemberFactors,
  updateMember,
} from "~/admin/accounts/team.server";
import { parseMemberForm } from "~/admin/accounts/team-form.server";
import { UserAccountActions, UserFacts } from "~/admin/accounts/ui/user-account";
import { UserForm } from "~/admin/accounts/ui/user-form";
import { UserLinkNotice } from "~/admin/accounts/ui/user-link";
import { listTeam } from "~/admin/accounts/users.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  formatDateTime,
  parseId,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { FormAlert, MissingItem } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { Route } from "./+types/user-edit";
import { formErrors } from "./user-form-errors.server";
import { deliveryView, memberFormTexts, memberView, teamActor } from "./users-view.server";

/** One colleague's account: name, e-mail, role, language, access and links (administrators). */

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["updated", "disabled", "enabled", "factorsReset"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { user, lang, path, db, screen, m } = await adminRequest(args, "adminUsers");
  const id = parseId(args.params.id);
  const member = id === undefined ? undefined : (await listTeam(db)).find((row) => row.id === id);
  const common = { back: path("/users"), backText: m.edit.back };
  if (!member) return screen(m.edit.missing, { ...common, missing: true as const }, 404);
  const view = memberView(member, lang, m, path(`/users/${member.id}`), user.id);
  const done = doneOf(args.request, DONE);
  return screen(fill(m.edit.title, { name: view.name }), {
    ...common,
    missing: false as const,
    t: {
      edit: m.edit,
      form: memberFormTexts(m),
      invalid: m.errors.invalid,
      self: { disable: m.errors.selfDisable, remove: m.errors.selfRemove },
    },
    member: view,
    facts: {
      createdAt: formatDateTime(member.createdAt, lang),
    },
    values: {
      displayName: member.displayName,
      email: member.email ?? "",
      username: member.username,
      role: member.role,
      language: member.language,
    },
    invited: member.passwordSetAt === null && member.disabledAt === null,
    canReset: member.passwordSetAt !== null && member.disabledAt === null,
    disabled: member.disabledAt !== null,
    self: member.id === user.id,
    hasFactors: hasSecondFactor(await factorState(db, member.id)),
    deleteHref: path(`/users/${member.id}/delete`),
    done: done && fill(m.done[done], { name: view.name }),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  const form = await stepUpRequest(request, session);
  const { user, lang, path, db } = session;
  const m = messages(lang, "adminUsers");
  const id = parseId(params.id);
  if (id === undefined) throw redirect(path("/users"), { headers: adminHeaders });
  const text = await readForm(form);
  const actor = teamActor(session, request);
  const here = path(`/users/${id}`);
  const done = (what: string) => redirectDone(here, what);
  const name = async () => (await listTeam(db)).find((row) => row.id === id);
  const refuse = async (reason: ChangeRefusal, extra: object = {}) => {
    if (reason === "notFound") throw redirect(path("/users"), { headers: adminHeaders });
    const member = await name();
    const alert =
      reason === "lastAdmin"
        ? fill(m.errors.lastAdmin, { name: member?.displayName || member?.username || "" })
        : reason === "self"
          ? text("intent") === "disable"
            ? m.errors.selfDisable
            : m.errors.selfRemove
          : m.errors[reason];
    return adminData({ kind: "refused" as const, alert, ...extra }, 409);
  };

  switch (text("intent")) {
    case "save": {
      const parsed = parseMemberForm(text, false);
      if (!parsed.ok) {
        return adminData(
          {
            kind: "form" as const,
            alert: m.errors.invalid,
            values: parsed.form,
            errors: formErrors(parsed.errors, m),
          },
          400,
        );
      }
      const result = await updateMember(db, id, parsed.fields, actor);
      if (!result.ok) {
        if (result.reason === "emailTaken") {
          return adminData(
            {
              kind: "form" as const,
              alert: m.errors.invalid,
              values: parsed.form,
              errors: { email: m.errors.emailTaken },
            },
            409,
          );
        }
        return refuse(result.reason, { kind: "form" as const, values: parsed.form, errors: {} });
      }
      // An administrator who gave themselves another role no longer may open this page.
      if (id === user.id && parsed.fields.role !== "admin") {
        throw redirect(path(""), { headers: adminHeaders });
      }
      throw done("updated");
    }
    case "disable": {
      const result = await disableMember(db, id, actor);
      if (!result.ok) return refuse(result.reason);
      throw done("disabled");
    }
    case "enable": {
      const result = await enableMember(db, id, actor);
      if (!result.ok) return refuse(result.reason);
      throw done("enabled");
    }
    case "resetFactors": {
      const result = await resetMemberFactors(db, id, actor);
      if (!result.ok) return refuse(result.reason);
      throw done("factorsReset");
    }
    case "resend":
    case "reset": {
      const kind = text("intent") === "resend" ? "invite" : "reset";
      const result = await newLink(db, id, kind, actor);
      if (!result.ok) {
        if (result.reason === "notFound") throw redirect(path("/users"), { headers: adminHeaders });
        return adminData({ kind: "refused" as const, alert: m.errors[result.reason] }, 409);
      }
      const person = result.user.displayName || result.user.username;
      return adminData({
        kind: "link" as const,
        ...deliveryView(result.delivery, kind, person, m),
      });
    }
    default:
      return adminData({ kind: "refused" as const, alert: m.errors.invalid }, 400);
  }
}

export default function UserEditPage({ loaderData: d, actionData }: Route.ComponentProps) {
  if (d.missing) return <MissingItem title={d.title} back={d.back} backText={d.backText} />;
  const form = actionData?.kind === "form" ? actionData : undefined;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold break-words text-navy-900">{d.title}</h1>
        <UserFacts t={d.t.edit.facts} member={d.member} createdAt={d.facts.createdAt} />
      </div>
      {actionData?.kind === "refused" && <FormAlert tone="error">{actionData.alert}</FormAlert>}
      {actionData?.kind === "link" && (
        <UserLinkNotice sent={actionData.sent} shown={actionData.shown} />
      )}
      {!actionData && d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <section aria-labelledby="details-title" className="space-y-4">
        <h2 id="details-title" className="text-xl font-bold text-navy-900">
          {d.t.edit.detailsTitle}
        </h2>
        <UserForm
          t={d.t.form}
          values={form?.values ?? d.values}
          errors={form?.errors ?? {}}
          alert={form?.alert}
          submit={d.t.edit.save}
          cancel={{ href: d.back, label: d.backText }}
          invitation={false}
          note={d.self ? d.t.edit.selfRole : undefined}
          unsaved={form !== undefined}
        />
      </section>
      <UserAccountActions
        t={d.t.edit}
        invited={d.invited}
        canReset={d.canReset}
        disabled={d.disabled}
        self={d.self}
        hasFactors={d.hasFactors}
        selfText={d.t.self}
        deleteHref={d.deleteHref}
      />
    </div>
  );
}
