import { redirect } from "react-router";
import { stepUpRequest } from "~/admin/accounts/step-up.server";
import { removeMember } from "~/admin/accounts/team.server";
import { UserRemoval } from "~/admin/accounts/ui/user-removal";
import { findPublicUser } from "~/admin/accounts/users.server";
import { adminData, adminHeaders, adminRequest } from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { ConfirmDelete } from "~/admin/shell/ui/confirm-delete";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import type { Route } from "./+types/user-delete";
import { teamActor } from "./users-view.server";

/** Removing a colleague's account: what goes, what stays, then one button. */

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, path, screen, found, m } = await adminRequest({ request, context }, "adminUsers");
  const member = await found(params.id, findPublicUser, "/users");
  const name = member.displayName || member.username;
  return screen(fill(m.remove.title, { name }), {
    t: {
      ...m.remove,
      goes: m.remove.goes.map((line) => fill(line, { username: member.username })),
    },
    // Said at once rather than after the click: your own account cannot go.
    self: member.id === user.id ? m.errors.selfRemove : null,
    cancel: path(`/users/${member.id}`),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  await stepUpRequest(request, session);
  const { lang, path, db, found } = session;
  const m = messages(lang, "adminUsers");
  const member = await found(params.id, findPublicUser, "/users");
  const name = member.displayName || member.username;
  const result = await removeMember(db, member.id, teamActor(session));
  if (!result.ok) {
    if (result.reason === "notFound") throw redirect(path("/users"), { headers: adminHeaders });
    const alert =
      result.reason === "self"
        ? m.errors.selfRemove
        : result.reason === "lastAdmin"
          ? fill(m.errors.lastAdmin, { name })
          : m.errors.invalid;
    return adminData({ alert }, 409);
  }
  throw redirectDone(path("/users"), "removed", { name });
}

export default function UserDeletePage({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <ConfirmDelete
      title={d.title}
      refusal={actionData?.alert ?? d.self}
      confirm={d.t.confirm}
      cancel={d.t.cancel}
      cancelTo={d.cancel}
    >
      <UserRemoval t={d.t} />
    </ConfirmDelete>
  );
}
