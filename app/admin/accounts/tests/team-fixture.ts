import { beforeEach } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import { action as editAction } from "~/admin/accounts/routes/user-edit";
import { action as inviteAction } from "~/admin/accounts/routes/users-new";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import { auditLog, sessions, users } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  startApp,
  type testDatabases,
} from "../../../../tests/integration/harness";

// What the team's tests share: an administrator signed in (Claire Martin), accounts beside her,
// the team's forms posted as her browser would, and the activity log as rows.

const origin = "http://localhost";

/** What a loader or action returned, as the browser would receive it. */
export const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown> & {
      errors?: Record<string, string>;
      values?: Record<string, string>;
      shown?: { link: string; instruction: string; why: string };
      sent?: string;
      alert?: string;
    };
    init?: { status?: number };
  };

export interface TeamState {
  db: Database;
  admin: { id: number; cookie: string; token: string };
}

/** Registers the reset before each test; `state` holds the database and the administrator. */
export function teamFixture(database: (typeof testDatabases)[number]) {
  const state = {} as TeamState;
  const addAccount = async (username: string, role: Role = "admin", extra = {}) => {
    const user = await insertUser(state.db, username, await hashPassword("Vanne papillon DN80"), {
      role,
      displayName: username,
      email: `${username}@procelia.example`,
      ...extra,
    });
    if (!user) throw new Error("no user");
    return user;
  };
  const signIn = async (userId: number) => {
    const token = await createSession(state.db, userId);
    return { token, cookie: (await sessionCookieHeader(token)).split(";")[0] ?? "" };
  };
  const get = (path: string, cookie = state.admin.cookie) =>
    new Request(`${origin}${path}`, { headers: { cookie } });
  const post = (path: string, fields: Record<string, string>, cookie = state.admin.cookie) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  const invite = (fields: Record<string, string>, path = "/admin/users/new") =>
    asAdmin(inviteAction, post(path, fields));
  const edit = (id: number, fields: Record<string, string>, cookie = state.admin.cookie) =>
    asAdmin(editAction, post(`/admin/users/${id}`, fields, cookie), { id: String(id) });
  const audit = async () =>
    (await state.db.select().from(auditLog).orderBy(auditLog.id)).map((row) => ({
      action: row.action,
      actor: row.actor,
      target: row.target,
      object: row.objectType && `${row.objectType}:${row.objectId}`,
    }));

  beforeEach(async () => {
    state.db ??= await startApp(database);
    await state.db.delete(sessions);
    await state.db.delete(users);
    await state.db.delete(auditLog);
    delete process.env.SMTP_HOST;
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    const user = await addAccount("claire.martin", "admin", { displayName: "Claire Martin" });
    state.admin = { id: user.id, ...(await signIn(user.id)) };
  });

  return { state, addAccount, signIn, get, post, invite, edit, audit };
}
