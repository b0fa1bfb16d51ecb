import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { findAccountToken } from "~/admin/accounts/account-tokens.server";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/admin/accounts/routes/user-delete";
import { updateMember } from "~/admin/accounts/team.server";
import { findPublicUser } from "~/admin/accounts/users.server";
import { sessions, users } from "~/platform/database/schema";
import { asAdmin, stopApp, testDatabases, thrown } from "../../../../tests/integration/harness";
import { shape, teamFixture } from "./team-fixture";

// A colleague's access: the last administrator stays, one's own account cannot be cut off,
// disabling ends the sessions, a reset link is made for a colleague.

afterAll(stopApp);

describe.each(testDatabases)("the team's access ($name)", (database) => {
  const { state, addAccount, signIn, get, post, edit, audit } = teamFixture(database);

  it("never removes, disables or demotes the last active administrator", async () => {
    const other = await addAccount("bruno", "admin");
    const editor = await addAccount("eric", "editor");
    // Bruno disabled: Claire is the last active administrator.
    await thrown(edit(other.id, { intent: "disable" }));
    const demote = shape(
      await edit(state.admin.id, {
        intent: "save",
        displayName: "Claire",
        email: "",
        role: "editor",
        language: "fr",
      }),
    );
    expect(demote.init?.status).toBe(409);
    expect(demote.data.alert).toMatch(/^Claire Martin est le dernier administrateur actif/);
    expect((await findPublicUser(state.db, state.admin.id))?.role).toBe("admin");
    // An editor does not count; a disabled administrator neither.
    expect((await findPublicUser(state.db, editor.id))?.role).toBe("editor");
    await thrown(edit(other.id, { intent: "enable" }));
    await signIn(other.id);
    const removeBruno = await thrown(
      asAdmin(deleteAction, post(`/admin/users/${other.id}/delete`, {}, state.admin.cookie), {
        id: String(other.id),
      }),
    );
    expect(removeBruno.headers.get("Location")).toBe("/admin/users?done=removed&name=bruno");
    expect(await findPublicUser(state.db, other.id)).toBeUndefined();
    expect(
      await state.db.select().from(sessions).where(eq(sessions.userId, other.id)),
    ).toHaveLength(0);
    // The activity log keeps the removed account's name.
    expect((await audit()).filter((e) => e.action === "user_removed")).toEqual([
      {
        action: "user_removed",
        actor: "claire.martin",
        target: "bruno",
        object: `user:${other.id}`,
      },
    ]);
  });

  it("lets only one of two administrators demoting each other at once succeed", async () => {
    const other = await addAccount("bruno", "admin", { displayName: "Bruno" });
    const actor = (id: number, username: string) => ({
      id,
      username,
      displayName: username,
      ip: null,
    });
    const demote = {
      displayName: "x",
      email: null,
      role: "editor" as const,
      language: "fr" as const,
    };
    const results = await Promise.all([
      updateMember(state.db, other.id, demote, actor(state.admin.id, "claire.martin")),
      updateMember(state.db, state.admin.id, demote, actor(other.id, "bruno")),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "lastAdmin" }]);
    const admins = await state.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("does not let an administrator disable or remove their own account", async () => {
    await addAccount("bruno", "admin");
    const disable = shape(await edit(state.admin.id, { intent: "disable" }));
    expect(disable.init?.status).toBe(409);
    expect(disable.data.alert).toMatch(/^Vous ne pouvez pas désactiver votre propre compte/);
    const page = shape(
      await asAdmin(deleteLoader, get(`/admin/users/${state.admin.id}/delete`), {
        id: String(state.admin.id),
      }),
    );
    expect(page.data.self).toMatch(/^Vous ne pouvez pas supprimer votre propre compte/);
    const remove = shape(
      await asAdmin(deleteAction, post(`/admin/users/${state.admin.id}/delete`, {}), {
        id: String(state.admin.id),
      }),
    );
    expect(remove.init?.status).toBe(409);
    expect(await findPublicUser(state.db, state.admin.id)).toMatchObject({ disabledAt: null });
  });

  it("disabling ends the account's sessions; re-enabling lets it sign in again", async () => {
    const eric = await addAccount("eric", "editor");
    await signIn(eric.id);
    await signIn(eric.id);
    const done = await thrown(edit(eric.id, { intent: "disable" }));
    expect(done.headers.get("Location")).toBe(`/admin/users/${eric.id}?done=disabled`);
    expect(await state.db.select().from(sessions).where(eq(sessions.userId, eric.id))).toHaveLength(
      0,
    );
    expect((await findPublicUser(state.db, eric.id))?.disabledAt).not.toBeNull();
    await thrown(edit(eric.id, { intent: "enable" }));
    expect((await findPublicUser(state.db, eric.id))?.disabledAt).toBeNull();
    expect((await audit()).map((e) => [e.action, e.object])).toEqual([
      ["user_disabled", `user:${eric.id}`],
      ["user_enabled", `user:${eric.id}`],
    ]);
  });

  it("creates a password reset link, shown once without SMTP", async () => {
    const eric = await addAccount("eric", "editor", { language: "en", displayName: "Eric" });
    const answer = shape(await edit(eric.id, { intent: "reset" }));
    expect(answer.data.shown?.instruction).toBe(
      "Donnez ce lien à Eric vous-même\u00a0: il ne fonctionne qu'une fois, pendant 30\u00a0min. Il ne sera plus affiché.",
    );
    const link = new URL(answer.data.shown?.link ?? "");
    expect(link.pathname).toMatch(/^\/en\/admin\/reset\/[\w-]{43}$/);
    expect(
      (await findAccountToken(state.db, link.pathname.split("/").at(-1) ?? "", "reset"))?.userId,
    ).toBe(eric.id);
    expect(await audit()).toEqual([
      {
        action: "password_reset_link_created",
        actor: "claire.martin",
        target: "eric",
        object: `user:${eric.id}`,
      },
    ]);
  });
});
