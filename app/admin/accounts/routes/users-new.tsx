import { Link } from "react-router";
import { stepUpRequest } from "~/admin/accounts/step-up.server";
import { inviteMember } from "~/admin/accounts/team.server";
import { parseMemberForm } from "~/admin/accounts/team-form.server";
import { UserForm } from "~/admin/accounts/ui/user-form";
import { UserLinkNotice } from "~/admin/accounts/ui/user-link";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert, linkClass } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { Route } from "./+types/users-new";
import { formErrors } from "./user-form-errors.server";
import { deliveryView, memberFormTexts, teamActor } from "./users-view.server";

/**
 * Inviting a colleague: the account is made at once, with a single-use link to choose a
 * password, e-mailed in their language or, failing that, shown on the next page once.
 */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, screen, m } = await adminRequest({ request, context }, "adminUsers");
  return screen(m.invite.title, {
    t: {
      invite: m.invite,
      invalid: m.errors.invalid,
      backToTeam: m.link.back,
      form: memberFormTexts(m),
    },
    back: path("/users"),
    // A colleague's back office is in the inviting person's language unless chosen otherwise.
    values: { displayName: "", email: "", username: "", role: "", language: lang },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  const form = await stepUpRequest(request, session);
  const { lang, path, db } = session;
  const m = messages(lang, "adminUsers");
  const parsed = parseMemberForm(await readForm(form), true);
  if (!parsed.ok || !parsed.fields.email) {
    return adminData(
      {
        ok: false as const,
        values: parsed.form,
        errors: parsed.ok ? {} : formErrors(parsed.errors, m),
      },
      400,
    );
  }
  const actor = teamActor(session, request);
  const result = await inviteMember(
    db,
    { ...parsed.fields, email: parsed.fields.email, username: parsed.username },
    actor,
  );
  if (!result.ok) {
    // What was typed comes back, with the field that clashes named.
    return adminData(
      {
        ok: false as const,
        values: parsed.form,
        errors: {
          ...(result.taken.username ? { username: m.errors.usernameTaken } : {}),
          ...(result.taken.email ? { email: m.errors.emailTaken } : {}),
        },
      },
      409,
    );
  }
  const name = result.user.displayName || result.user.username;
  return adminData({
    ok: true as const,
    created: fill(m.link.created, { name }),
    ...deliveryView(result.delivery, "invite", name, m),
    account: { href: path(`/users/${result.user.id}`), label: fill(m.link.toAccount, { name }) },
  });
}

export default function InvitePage({ loaderData: d, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <div className="max-w-2xl space-y-5">
        <h1 className="text-3xl font-bold text-navy-900">{d.t.invite.title}</h1>
        <FormAlert tone="success">{actionData.created}</FormAlert>
        <UserLinkNotice sent={actionData.sent} shown={actionData.shown} />
        <p className="flex flex-wrap gap-6">
          <Link to={actionData.account.href} className={linkClass}>
            {actionData.account.label}
          </Link>
          <Link to={d.back} className={linkClass}>
            {d.t.backToTeam}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.t.invite.title}</h1>
        <p className="mt-2 max-w-2xl text-navy-800">{d.t.invite.intro}</p>
      </div>
      <UserForm
        t={d.t.form}
        values={actionData?.values ?? d.values}
        errors={actionData?.errors ?? {}}
        alert={actionData ? d.t.invalid : undefined}
        submit={d.t.invite.submit}
        cancel={{ href: d.back, label: d.t.invite.cancel }}
        invitation
        unsaved={actionData !== undefined}
      />
      <BrowserModule name="username-suggestion" />
    </div>
  );
}
