import { MemberList } from "~/admin/accounts/ui/user-list";
import { listTeam } from "~/admin/accounts/users.server";
import { adminRequest } from "~/admin/shell/admin-request.server";
import { doneOf } from "~/admin/shell/done.server";
import { FormAlert } from "~/admin/shell/ui/form-field";
import { ListHeading } from "~/admin/shell/ui/list-heading";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/users";
import { memberView } from "./users-view.server";

/** The team (administrators only, navigation/back-office-access.ts): who can sign in, and how. */

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["removed"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { user, lang, path, db, screen, m } = await adminRequest(args, "adminUsers");
  const query = new URL(args.request.url).searchParams;
  const done = doneOf(args.request, DONE);
  const team = await listTeam(db);
  return screen(m.title, {
    t: {
      title: m.title,
      intro: m.intro,
      inviteAction: m.inviteAction,
      list: { caption: fill(m.caption, { count: team.length }), you: m.you, columns: m.columns },
    },
    inviteHref: path("/users/new"),
    done: done && fill(m.done[done], { name: (query.get("name") ?? "").slice(0, 100) }),
    members: team.map((member) =>
      memberView(member, lang, m, path(`/users/${member.id}`), user.id),
    ),
  });
}

export default function UsersPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ListHeading
        title={d.t.title}
        intro={d.t.intro}
        add={{ to: d.inviteHref, label: d.t.inviteAction }}
      />
      {d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      <MemberList t={d.t.list} members={d.members} />
    </div>
  );
}
