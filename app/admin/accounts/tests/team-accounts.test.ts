import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findAccountToken } from "~/admin/accounts/account-tokens.server";
import { hashPassword } from "~/admin/accounts/password.server";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "~/admin/accounts/routes/user-delete";
import { action as editAction } from "~/admin/accounts/routes/user-edit";
import { loader as listLoader } from "~/admin/accounts/routes/users";
import { action as inviteAction } from "~/admin/accounts/routes/users-new";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession } from "~/admin/accounts/sessions.server";
import { updateMember } from "~/admin/accounts/team.server";
import { findPublicUser, insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import { accountTokens, auditLog, passkeys, sessions, users } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

const SMTP_PORT = 4521;
const origin = "http://localhost";
const mails: string[] = [];
let accepting = true;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (accepting) return callback();
    callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
  },
  onData(stream, _session, callback) {
    let raw = "";
    stream.on("data", (chunk) => {
      raw += chunk;
    });
    stream.on("end", () => {
      mails.push(raw);
      callback();
    });
  },
});

beforeAll(() => new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve)));
afterAll(async () => {
  await stopApp();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** What a loader or action returned, as the browser would receive it. */
const shape = (result: unknown) =>
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

/** Quoted-printable soft line breaks undone, so a long link reads whole. */
const mailText = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe.each(testDatabases)("the team in the back office ($name)", (database) => {
  let db: Database;
  let admin: { id: number; cookie: string; token: string };

  const addAccount = async (username: string, role: Role = "admin", extra = {}) => {
    const user = await insertUser(db, username, await hashPassword("Vanne papillon DN80"), {
      role,
      displayName: username,
      email: `${username}@procelia.example`,
      ...extra,
    });
    if (!user) throw new Error("no user");
    return user;
  };
  const signIn = async (userId: number) => {
    const token = await createSession(db, userId);
    return { token, cookie: (await sessionCookieHeader(token)).split(";")[0] ?? "" };
  };
  const get = (path: string, cookie = admin.cookie) =>
    new Request(`${origin}${path}`, { headers: { cookie } });
  const post = (path: string, fields: Record<string, string>, cookie = admin.cookie) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(fields),
    });
  const invite = (fields: Record<string, string>, path = "/admin/users/new") =>
    asAdmin(inviteAction, post(path, fields));
  const edit = (id: number, fields: Record<string, string>, cookie = admin.cookie) =>
    asAdmin(editAction, post(`/admin/users/${id}`, fields, cookie), { id: String(id) });
  const audit = async () =>
    (await db.select().from(auditLog).orderBy(auditLog.id)).map((row) => ({
      action: row.action,
      actor: row.actor,
      target: row.target,
      object: row.objectType && `${row.objectType}:${row.objectId}`,
    }));

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(sessions);
    await db.delete(users);
    await db.delete(auditLog);
    delete process.env.SMTP_HOST;
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    mails.length = 0;
    accepting = true;
    const user = await addAccount("claire.martin", "admin", { displayName: "Claire Martin" });
    admin = { id: user.id, ...(await signIn(user.id)) };
  });

  it("lists every account with its role, language, state and second factor", async () => {
    const editor = await addAccount("eric", "editor", { language: "en", passwordSetAt: null });
    const sales = await addAccount("sophie", "sales");
    await db
      .update(users)
      .set({ disabledAt: new Date("2026-03-02T09:00:00Z") })
      .where(eq(users.id, sales.id));
    await db.insert(accountTokens).values({
      id: "x".repeat(64),
      userId: editor.id,
      purpose: "invite",
      expiresAt: new Date("2099-01-01T10:00:00Z"),
    });
    await db.insert(passkeys).values({ id: "cred-1", userId: admin.id, publicKey: "pk" });
    const page = shape(await asAdmin(listLoader, get("/en/admin/users")));
    const members = page.data.members as Array<Record<string, unknown>>;
    expect(
      members.map((m) => [m.username, m.role, m.language, m.state, m.secondFactor, m.you]),
    ).toEqual([
      ["claire.martin", "Administrator", "French", "Active", "Passkey", true],
      [
        "eric",
        "Editor",
        "English",
        "Invited, link valid until Jan 1, 2099, 11:00 AM",
        "None",
        false,
      ],
      ["sophie", "Sales", "French", "Disabled since Mar 2, 2026, 10:00 AM", "None", false],
    ]);
    expect(members[0]).toMatchObject({
      email: "claire.martin@procelia.example",
      lastSignIn: "never",
    });
  });

  it("invites a colleague without SMTP: the one-time link is shown, in their language", async () => {
    const answer = shape(
      await invite({
        displayName: "Eric Janssens",
        email: "Eric.Janssens@Procelia.example",
        username: "",
        role: "editor",
        language: "en",
      }),
    );
    expect(answer.init?.status ?? 200).toBe(200);
    const shown = answer.data.shown;
    expect(shown?.instruction).toBe(
      "Donnez ce lien à Eric Janssens vous-même\u00a0: il ne fonctionne qu'une fois, pendant 72\u00a0h. Il ne sera plus affiché.",
    );
    expect(shown?.why).toBe("Aucun serveur d'envoi d'e-mails n'est configuré.");
    const link = new URL(shown?.link ?? "");
    // Shown on the administrator's screen, the link names the address they are using (an e-mailed
    // one always names PUBLIC_SITE_URL, below), so it works on a server still on its defaults.
    expect(link.origin).toBe(origin);
    expect(link.pathname).toMatch(/^\/en\/admin\/welcome\/[\w-]{43}$/);
    const token = link.pathname.split("/").at(-1) ?? "";
    const stored = await findAccountToken(db, token, "invite");
    const user = await findPublicUser(db, stored?.userId ?? 0);
    // The username was suggested from the e-mail address; nobody knows the password yet.
    expect(user).toMatchObject({
      username: "eric.janssens",
      role: "editor",
      language: "en",
      passwordSetAt: null,
    });
    const [row] = await db.select().from(users).where(eq(users.username, "eric.janssens"));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    expect(await audit()).toEqual([
      {
        action: "user_invited",
        actor: "claire.martin",
        target: "eric.janssens",
        object: `user:${user?.id}`,
      },
    ]);
  });

  it("e-mails the invitation in the invited person's language when SMTP is set, and shows the link when sending fails", async () => {
    configure({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(SMTP_PORT), SMTP_TLS: "none" });
    const sent = shape(
      await invite({
        displayName: "Sophie Lambert",
        email: "sophie@procelia.example",
        username: "sophie",
        role: "sales",
        language: "fr",
      }),
    );
    expect(sent.data.sent).toBe(
      "Invitation envoyée à sophie@procelia.example. Le lien fonctionne une fois, pendant 72\u00a0h.",
    );
    expect(sent.data.shown).toBeUndefined();
    expect(mails).toHaveLength(1);
    const mail = mailText(mails[0] ?? "");
    expect(mail).toContain("To: sophie@procelia.example");
    expect(mail).toMatch(/Claire Martin vous invite/);
    expect(mail).toMatch(/https:\/\/www\.procelia\.example\/admin\/welcome\/[\w-]{43}/);
    expect(mail).toContain("72");

    accepting = false;
    const failed = shape(
      await invite({
        displayName: "Bruno Peeters",
        email: "bruno@procelia.example",
        username: "bruno",
        role: "editor",
        language: "en",
      }),
    );
    expect(failed.data.sent).toBeUndefined();
    expect(failed.data.shown?.why).toBe("L'envoi de l'e-mail a échoué.");
    expect(failed.data.shown?.link).toMatch(/\/en\/admin\/welcome\//);
  });

  it("refuses a username or e-mail address already used, whatever the case, keeping what was typed", async () => {
    await addAccount("eric", "editor");
    const typed = {
      displayName: "Éric Bis",
      email: "ERIC@procelia.example",
      username: "Eric",
      role: "sales",
      language: "fr",
    };
    const answer = shape(await invite(typed));
    expect(answer.init?.status).toBe(409);
    expect(answer.data.errors).toEqual({
      username: "Ce nom d'utilisateur est déjà pris par un autre compte.",
      email: "Un autre compte utilise déjà cette adresse e-mail.",
    });
    expect(answer.data.values).toMatchObject({
      displayName: "Éric Bis",
      email: "ERIC@procelia.example",
      role: "sales",
    });
    expect(await db.select().from(users)).toHaveLength(2);
    const invalid = shape(await invite({ ...typed, email: "pas une adresse", role: "boss" }));
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.errors).toMatchObject({
      email: "Cette adresse e-mail n'est pas valable.",
      role: "Ce champ est obligatoire.",
    });
  });

  it("sends the invitation again with a new link; the old one stops working", async () => {
    const first = shape(
      await invite({
        displayName: "Eric",
        email: "eric@procelia.example",
        username: "eric",
        role: "editor",
        language: "fr",
      }),
    );
    const oldToken = first.data.shown?.link.split("/").at(-1) ?? "";
    const user = await db.select().from(users).where(eq(users.username, "eric"));
    const id = user[0]?.id ?? 0;
    const again = shape(await edit(id, { intent: "resend" }));
    const newToken = again.data.shown?.link.split("/").at(-1) ?? "";
    expect(newToken).not.toBe(oldToken);
    expect(await findAccountToken(db, oldToken, "invite")).toBeUndefined();
    expect((await findAccountToken(db, newToken, "invite"))?.userId).toBe(id);
  });

  it("edits name, e-mail, role and language, and logs a role change apart", async () => {
    const eric = await addAccount("eric", "editor");
    const saved = await thrown(
      edit(eric.id, {
        intent: "save",
        displayName: "Eric Janssens",
        email: "eric.j@procelia.example",
        role: "sales",
        language: "en",
      }),
    );
    expect(saved.headers.get("Location")).toBe(`/admin/users/${eric.id}?done=updated`);
    expect(await findPublicUser(db, eric.id)).toMatchObject({
      displayName: "Eric Janssens",
      email: "eric.j@procelia.example",
      role: "sales",
      language: "en",
    });
    expect((await audit()).map((e) => [e.action, e.target, e.object])).toEqual([
      ["user_role_changed", "eric: editor → sales", `user:${eric.id}`],
      ["user_updated", "eric: displayName, email, language", `user:${eric.id}`],
    ]);
    const clash = shape(
      await edit(eric.id, {
        intent: "save",
        displayName: "Eric",
        email: "Claire.Martin@procelia.example",
        role: "sales",
        language: "en",
      }),
    );
    expect(clash.init?.status).toBe(409);
    expect(clash.data.errors).toEqual({
      email: "Un autre compte utilise déjà cette adresse e-mail.",
    });
  });

  it("never removes, disables or demotes the last active administrator", async () => {
    const other = await addAccount("bruno", "admin");
    const editor = await addAccount("eric", "editor");
    // Bruno disabled: Claire is the last active administrator.
    await thrown(edit(other.id, { intent: "disable" }));
    const demote = shape(
      await edit(admin.id, {
        intent: "save",
        displayName: "Claire",
        email: "",
        role: "editor",
        language: "fr",
      }),
    );
    expect(demote.init?.status).toBe(409);
    expect(demote.data.alert).toMatch(/^Claire Martin est le dernier administrateur actif/);
    expect((await findPublicUser(db, admin.id))?.role).toBe("admin");
    // An editor does not count; a disabled administrator neither.
    expect((await findPublicUser(db, editor.id))?.role).toBe("editor");
    await thrown(edit(other.id, { intent: "enable" }));
    await signIn(other.id);
    const removeBruno = await thrown(
      asAdmin(deleteAction, post(`/admin/users/${other.id}/delete`, {}, admin.cookie), {
        id: String(other.id),
      }),
    );
    expect(removeBruno.headers.get("Location")).toBe("/admin/users?done=removed&name=bruno");
    expect(await findPublicUser(db, other.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
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
      updateMember(db, other.id, demote, actor(admin.id, "claire.martin")),
      updateMember(db, admin.id, demote, actor(other.id, "bruno")),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "lastAdmin" }]);
    const admins = await db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("does not let an administrator disable or remove their own account", async () => {
    await addAccount("bruno", "admin");
    const disable = shape(await edit(admin.id, { intent: "disable" }));
    expect(disable.init?.status).toBe(409);
    expect(disable.data.alert).toMatch(/^Vous ne pouvez pas désactiver votre propre compte/);
    const page = shape(
      await asAdmin(deleteLoader, get(`/admin/users/${admin.id}/delete`), { id: String(admin.id) }),
    );
    expect(page.data.self).toMatch(/^Vous ne pouvez pas supprimer votre propre compte/);
    const remove = shape(
      await asAdmin(deleteAction, post(`/admin/users/${admin.id}/delete`, {}), {
        id: String(admin.id),
      }),
    );
    expect(remove.init?.status).toBe(409);
    expect(await findPublicUser(db, admin.id)).toMatchObject({ disabledAt: null });
  });

  it("disabling ends the account's sessions; re-enabling lets it sign in again", async () => {
    const eric = await addAccount("eric", "editor");
    await signIn(eric.id);
    await signIn(eric.id);
    const done = await thrown(edit(eric.id, { intent: "disable" }));
    expect(done.headers.get("Location")).toBe(`/admin/users/${eric.id}?done=disabled`);
    expect(await db.select().from(sessions).where(eq(sessions.userId, eric.id))).toHaveLength(0);
    expect((await findPublicUser(db, eric.id))?.disabledAt).not.toBeNull();
    await thrown(edit(eric.id, { intent: "enable" }));
    expect((await findPublicUser(db, eric.id))?.disabledAt).toBeNull();
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
      (await findAccountToken(db, link.pathname.split("/").at(-1) ?? "", "reset"))?.userId,
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

  it("asks for a recent proof of identity before any change, and changes nothing meanwhile", async () => {
    const eric = await addAccount("eric", "editor");
    await db.update(sessions).set({ authenticatedAt: new Date(Date.now() - 10 * 60_000) });
    const attempts = [
      () =>
        invite({
          displayName: "Zoé",
          email: "zoe@procelia.example",
          username: "zoe",
          role: "sales",
          language: "fr",
        }),
      () =>
        edit(eric.id, {
          intent: "save",
          displayName: "X",
          email: "",
          role: "admin",
          language: "fr",
        }),
      () => edit(eric.id, { intent: "disable" }),
      () => edit(eric.id, { intent: "reset" }),
      () =>
        asAdmin(deleteAction, post(`/admin/users/${eric.id}/delete`, {}), { id: String(eric.id) }),
    ];
    for (const attempt of attempts) {
      const answer = await thrown(attempt());
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(
        /^\/admin\/confirm\?redirectTo=%2Fadmin%2Fusers/,
      );
    }
    expect(await findPublicUser(db, eric.id)).toMatchObject({ role: "editor", disabledAt: null });
    expect(await db.select().from(users)).toHaveLength(2);
    expect(await audit()).toEqual([]);
  });
});
