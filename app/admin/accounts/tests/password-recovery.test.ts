import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accountOfLink, resetPassword } from "~/admin/accounts/account-links.server";
import { issueAccountToken } from "~/admin/accounts/account-tokens.server";
import { resetSignInLimiters } from "~/admin/accounts/limits.server";
import { hashPassword, verifyPassword } from "~/admin/accounts/password.server";
import { resetPasswordResetLimiters } from "~/admin/accounts/password-reset.server";
import { action as accountAction } from "~/admin/accounts/routes/account";
import { action as forgotAction, loader as forgotLoader } from "~/admin/accounts/routes/forgot";
import {
  action as setPasswordAction,
  loader as setPasswordLoader,
} from "~/admin/accounts/routes/set-password";
import { readSessionToken, sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { createSession, findActiveSession } from "~/admin/accounts/sessions.server";
import frPassword from "~/admin/accounts/texts/password.fr.server";
import enUsers from "~/admin/accounts/texts/users.en.server";
import frUsers from "~/admin/accounts/texts/users.fr.server";
import { findUserByUsername, insertUser } from "~/admin/accounts/users.server";
import type { AccountMail } from "~/admin/intake/mailer.server";
import { backgroundWorkDone } from "~/admin/shell/background.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { accountTokens, auditLog, rateLimits, sessions, users } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

// The mail server: what was sent, and whether one is configured at all.
const mail = vi.hoisted(() => ({ sent: [] as AccountMail[], configured: true }));
vi.mock("~/admin/intake/mailer.server", async (original) => ({
  ...(await original<typeof import("~/admin/intake/mailer.server")>()),
  mailConfigured: () => mail.configured,
  sendAccountMail: async (message: AccountMail) => {
    mail.sent.push(message);
  },
}));

const OLD = "Ancien mot de passe du skid";
const NEW = "mélangeur inox cuve 42 brasserie";
const minutes = (n: number) => n * 60_000;

afterAll(stopApp);

function post(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** A loader's or action's answer as plain JSON: `{ data, init }`. */
const shape = (result: unknown) =>
  JSON.parse(JSON.stringify(result)) as {
    data: Record<string, unknown>;
    init?: { status?: number };
  };

/** The link of the last mail sent, and its token. */
function lastLink(): { path: string; token: string } {
  const text = mail.sent.at(-1)?.text ?? "";
  const url = text.match(/https?:\/\/\S+/)?.[0] ?? "";
  const path = new URL(url).pathname;
  return { path, token: path.split("/").at(-1) ?? "" };
}

describe.each(testDatabases)("password recovery and invitations ($name)", (database) => {
  let db: Database;

  async function addUser(
    username: string,
    values: Partial<typeof users.$inferInsert> = {},
    password = OLD,
  ) {
    const user = await insertUser(db, username, await hashPassword(password));
    if (!user) throw new Error("user exists");
    if (Object.keys(values).length > 0) {
      await db.update(users).set(values).where(eq(users.id, user.id));
    }
    return user;
  }

  const forgot = (login: string, ip = "203.0.113.7", lang = "") =>
    forgotAction(routeArgs(post(`${lang}/admin/forgot`, { login }), {}, ip));

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(sessions);
    await db.delete(accountTokens);
    await db.delete(users);
    await db.delete(auditLog);
    await db.delete(rateLimits);
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    resetSignInLimiters();
    resetPasswordResetLimiters();
    mail.sent.length = 0;
    mail.configured = true;
  });

  it("answers a forgotten password the same for an account and for none, and mails only the account", async () => {
    await addUser("anne", { email: "Anne.Dupont@procelia.example", language: "en" });
    const known = shape(await forgot("anne.dupont@PROCELIA.example"));
    const unknown = shape(await forgot("nobody@procelia.example"));
    const unknownName = shape(await forgot("personne"));
    expect(known).toEqual(unknown);
    expect(known).toEqual(unknownName);
    expect(known.data).toEqual({ sent: true });
    await backgroundWorkDone();

    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]?.to).toBe("Anne.Dupont@procelia.example");
    // In the account's language, to the English page.
    expect(mail.sent[0]?.subject).toMatch(/new password/);
    expect(lastLink().path).toMatch(/^\/en\/admin\/reset\/[\w-]{43}$/);
    expect(mail.sent[0]?.text).toContain(enUsers.mail.selfReset.valid.split("{date}")[0]);

    const { entries } = await listAudit(db);
    const requests = entries.filter((entry) => entry.action === "password_reset_requested");
    expect(requests.map((entry) => entry.target).sort()).toEqual(["anne", null, null]);
    expect(JSON.stringify(entries)).not.toMatch(/nobody|personne/);
  });

  it("answers at once: the account is looked up after the answer", async () => {
    await addUser("anne", { email: "anne@procelia.example" });
    const answer = shape(await forgot("anne"));
    // Nothing looked up or sent yet when the answer is ready.
    expect(answer.data).toEqual({ sent: true });
    expect(mail.sent).toHaveLength(0);
    await backgroundWorkDone();
    expect(mail.sent).toHaveLength(1);
  });

  it("sends nothing to a disabled account or one without an address, and says so nowhere", async () => {
    await addUser("anne", { email: "anne@procelia.example", disabledAt: new Date() });
    await addUser("bob");
    expect(shape(await forgot("anne")).data).toEqual({ sent: true });
    expect(shape(await forgot("bob")).data).toEqual({ sent: true });
    await backgroundWorkDone();
    expect(mail.sent).toHaveLength(0);
  });

  it("says plainly when this server sends no e-mail", async () => {
    mail.configured = false;
    const page = shape(await forgotLoader(routeArgs(new Request("http://localhost/admin/forgot"))));
    expect(page.data).toMatchObject({ mailReady: false });
    expect(String((page.data.t as Record<string, string>).noMail)).toBe(frPassword.forgot.noMail);
  });

  it("limits requests per address (429) and links per account (silently)", async () => {
    await addUser("anne", { email: "anne@procelia.example" });
    // Three links an hour for one account, however it is named and from wherever.
    for (const [n, login] of ["anne", "ANNE", "anne@procelia.example", "anne"].entries()) {
      expect(shape(await forgot(login, `198.51.100.${n}`)).data).toEqual({ sent: true });
    }
    await backgroundWorkDone();
    expect(mail.sent).toHaveLength(3);

    for (let n = 0; n < 10; n++) await forgot(`someone-${n}`, "203.0.113.50");
    const limited = shape(await forgot("anne", "203.0.113.50"));
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toMatchObject({ error: "limited" });
    expect(Number(limited.data.retryAfter)).toBeGreaterThan(59 * 60);
    // Another address is not held back.
    expect(shape(await forgot("someone", "203.0.113.51")).data).toEqual({ sent: true });
  });

  it("resets with the link once: sessions ended, notice sent, new password works", async () => {
    const anne = await addUser("anne", { email: "anne@procelia.example" });
    const [laptop, phone] = [await createSession(db, anne.id), await createSession(db, anne.id)];
    await forgot("anne");
    await backgroundWorkDone();
    const { path, token } = lastLink();
    expect(path).toBe(`/admin/reset/${token}`);

    const page = shape(
      await setPasswordLoader(routeArgs(new Request(`http://localhost${path}`), { token })),
    );
    expect(page.init?.status).toBe(200);
    expect(page.data.form).toMatchObject({ username: "anne" });

    const weak = shape(
      await setPasswordAction(routeArgs(post(path, { password: "password1234" }), { token })),
    );
    expect(weak.init?.status).toBe(400);
    expect(weak.data.error).toMatch(/^Ce mot de passe figure parmi/);

    const done = await thrown(
      setPasswordAction(routeArgs(post(path, { password: NEW }), { token })),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/login?passwordReset");
    expect(await findActiveSession(db, laptop)).toBeUndefined();
    expect(await findActiveSession(db, phone)).toBeUndefined();
    const stored = await findUserByUsername(db, "anne");
    expect(await verifyPassword(stored?.password, NEW)).toBe(true);
    expect(stored?.passwordSetAt).toBeInstanceOf(Date);
    await backgroundWorkDone();
    expect(mail.sent.at(-1)?.text).toContain(frPassword.notices.changes.passwordReset);

    // Used up: the page now says so, and a second post changes nothing.
    const again = shape(
      await setPasswordLoader(routeArgs(new Request(`http://localhost${path}`), { token })),
    );
    expect(again.init?.status).toBe(410);
    expect(again.data.form).toBeNull();
    const replay = shape(
      await setPasswordAction(
        routeArgs(post(path, { password: "autre phrase de passe pour la cuve" }), { token }),
      ),
    );
    expect(replay.data.form).toBeNull();
    const after = await findUserByUsername(db, "anne");
    expect(await verifyPassword(after?.password, NEW)).toBe(true);
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === "password_reset")).toHaveLength(1);
  });

  it("lets only one of two tabs use a link", async () => {
    const anne = await addUser("anne", { email: "anne@procelia.example" });
    const token = await issueAccountToken(db, {
      userId: anne.id,
      purpose: "reset",
      createdBy: null,
    });
    const results = await Promise.all([
      resetPassword({ token, password: NEW, ip: null }),
      resetPassword({ token, password: "autre phrase de passe pour la cuve", ip: null }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["done", "invalid"]);
  });

  it("expires a reset link 30 minutes after it was sent", async () => {
    const anne = await addUser("anne", { email: "anne@procelia.example" });
    const sent = new Date("2026-03-02T08:00:00Z");
    const token = await issueAccountToken(db, {
      userId: anne.id,
      purpose: "reset",
      createdBy: null,
      now: sent,
    });
    const at = (ms: number) => new Date(sent.getTime() + ms);
    expect(await accountOfLink(token, "reset", at(minutes(30) - 1000))).toMatchObject({
      username: "anne",
    });
    expect(await accountOfLink(token, "reset", at(minutes(30)))).toBeUndefined();
    expect(
      (await resetPassword({ token, password: NEW, ip: null, now: at(minutes(30)) })).status,
    ).toBe("invalid");
    // Today, long after it was sent, the page says the link no longer works.
    const page = shape(
      await setPasswordLoader(
        routeArgs(new Request(`http://localhost/admin/reset/${token}`), { token }),
      ),
    );
    expect(page.data.form).toBeNull();
  });

  it("welcomes an invited person: who they are, their password, signed in, in their language", async () => {
    const invited = await addUser(
      "claire",
      {
        email: "claire@procelia.example",
        displayName: "Claire Martin",
        role: "sales",
        language: "en",
      },
      "nobody knows this random placeholder",
    );
    const token = await issueAccountToken(db, {
      userId: invited.id,
      purpose: "invite",
      createdBy: "anne",
    });
    const path = `/admin/welcome/${token}`;
    const page = shape(
      await setPasswordLoader(routeArgs(new Request(`http://localhost${path}`), { token })),
    );
    expect((page.data.form as { person?: unknown }).person).toMatchObject({
      facts: [
        ["Nom", "Claire Martin"],
        ["Nom d'utilisateur", "claire"],
        ["Adresse e-mail", "claire@procelia.example"],
        ["Rôle", frUsers.roles.sales],
      ],
      roleHint: frUsers.roleHints.sales,
    });

    const personal = shape(
      await setPasswordAction(
        routeArgs(post(path, { password: "claire martin 2026 cuve" }), { token }),
      ),
    );
    expect(personal.data.error).toMatch(/ne peut contenir ni votre nom d'utilisateur/);

    const done = await thrown(
      setPasswordAction(routeArgs(post(path, { password: NEW }), { token })),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/en/admin");
    const cookie = done.headers.get("Set-Cookie") ?? "";
    const session = await readSessionToken(
      new Request("http://localhost/", { headers: { cookie } }),
    );
    expect((await findActiveSession(db, session ?? ""))?.user.username).toBe("claire");
    const stored = await findUserByUsername(db, "claire");
    expect(stored?.passwordSetAt).toBeInstanceOf(Date);
    expect(await verifyPassword(stored?.password, NEW)).toBe(true);
    const { entries } = await listAudit(db);
    expect(entries.find((entry) => entry.action === "invitation_accepted")).toMatchObject({
      actor: "claire",
      objectType: "user",
      objectId: String(invited.id),
    });

    const used = shape(
      await setPasswordLoader(routeArgs(new Request(`http://localhost${path}`), { token })),
    );
    expect(used.init?.status).toBe(410);
    expect(used.data.title).toBe(frPassword.welcome.invalidTitle);
  });

  it("changes the password on the account page under the policy, renews the session's token and sends a notice", async () => {
    const anne = await addUser("anne", {
      email: "anne@procelia.example",
      displayName: "Anne Dupont",
    });
    const here = await createSession(db, anne.id);
    const cookie = (await sessionCookieHeader(here)).split(";")[0] ?? "";
    const change = (newPassword: string) =>
      asAdmin(
        accountAction,
        post("/admin/account", { intent: "password", currentPassword: OLD, newPassword }, cookie),
      );
    for (const refused of ["aaaaaaaaaaaa", "password1234", " ".repeat(12), "Procelia2026!"]) {
      const answer = shape(await change(refused));
      expect(answer.init?.status, refused).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, field: "next" });
    }
    expect(shape(await change("dupont et sa cuve inox")).data).toMatchObject({ error: "personal" });

    const done = await change(NEW);
    expect(shape(done).data).toEqual({ ok: true });
    const setCookie = (done as unknown as { init: { headers: Record<string, string> } }).init
      .headers["Set-Cookie"];
    const rotated = await readSessionToken(
      new Request("http://localhost/", { headers: { cookie: setCookie?.split(";")[0] ?? "" } }),
    );
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(here);
    expect(await findActiveSession(db, here)).toBeUndefined();
    expect((await findActiveSession(db, rotated ?? ""))?.user.username).toBe("anne");
    await backgroundWorkDone();
    expect(mail.sent.at(-1)).toMatchObject({ to: "anne@procelia.example" });
    expect(mail.sent.at(-1)?.text).toContain(frPassword.notices.changes.password);
  });
});
