import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findAccountToken } from "~/admin/accounts/account-tokens.server";
import { action as deleteAction } from "~/admin/accounts/routes/user-delete";
import { loader as listLoader } from "~/admin/accounts/routes/users";
import { findPublicUser } from "~/admin/accounts/users.server";
import { accountTokens, passkeys, sessions, users } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";
import { type SmtpSink, startSmtpSink } from "../../../../tests/integration/smtp-sink";
import { shape, teamFixture } from "./team-fixture";

// Inviting, listing and editing the team's accounts; their access (last administrator, one's own
// account, disabling, reset links): team-access.test.ts.

const SMTP_PORT = 4521;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink(SMTP_PORT);
});
afterAll(async () => {
  await stopApp();
  await smtp.close();
});

describe.each(testDatabases)("the team in the back office ($name)", (database) => {
  const { state, addAccount, get, post, invite, edit, audit } = teamFixture(database);

  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.accepting = true;
  });

  it("lists every account with its role, language, state and second factor", async () => {
    const editor = await addAccount("eric", "editor", { language: "en", passwordSetAt: null });
    const sales = await addAccount("sophie", "sales");
    await state.db
      .update(users)
      .set({ disabledAt: new Date("2026-03-02T09:00:00Z") })
      .where(eq(users.id, sales.id));
    await state.db.insert(accountTokens).values({
      id: "x".repeat(64),
      userId: editor.id,
      purpose: "invite",
      expiresAt: new Date("2099-01-01T10:00:00Z"),
    });
    await state.db
      .insert(passkeys)
      .values({ id: "cred-1", userId: state.admin.id, publicKey: "pk" });
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
    expect(link.origin).toBe("http://localhost");
    expect(link.pathname).toMatch(/^\/en\/admin\/welcome\/[\w-]{43}$/);
    const token = link.pathname.split("/").at(-1) ?? "";
    const stored = await findAccountToken(state.db, token, "invite");
    const user = await findPublicUser(state.db, stored?.userId ?? 0);
    // The username was suggested from the e-mail address; nobody knows the password yet.
    expect(user).toMatchObject({
      username: "eric.janssens",
      role: "editor",
      language: "en",
      passwordSetAt: null,
    });
    const [row] = await state.db.select().from(users).where(eq(users.username, "eric.janssens"));
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
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]?.text ?? "";
    expect(smtp.mails[0]?.to).toEqual(["sophie@procelia.example"]);
    expect(mail).toMatch(/Claire Martin vous invite/);
    expect(mail).toMatch(/https:\/\/www\.procelia\.example\/admin\/welcome\/[\w-]{43}/);
    expect(mail).toContain("72");

    smtp.accepting = false;
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
    expect(await state.db.select().from(users)).toHaveLength(2);
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
    const user = await state.db.select().from(users).where(eq(users.username, "eric"));
    const id = user[0]?.id ?? 0;
    const again = shape(await edit(id, { intent: "resend" }));
    const newToken = again.data.shown?.link.split("/").at(-1) ?? "";
    expect(newToken).not.toBe(oldToken);
    expect(await findAccountToken(state.db, oldToken, "invite")).toBeUndefined();
    expect((await findAccountToken(state.db, newToken, "invite"))?.userId).toBe(id);
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
    expect(await findPublicUser(state.db, eric.id)).toMatchObject({
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

  it("asks for a recent proof of identity before any change, and changes nothing meanwhile", async () => {
    const eric = await addAccount("eric", "editor");
    await state.db.update(sessions).set({ authenticatedAt: new Date(Date.now() - 10 * 60_000) });
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
    expect(await findPublicUser(state.db, eric.id)).toMatchObject({
      role: "editor",
      disabledAt: null,
    });
    expect(await state.db.select().from(users)).toHaveLength(2);
    expect(await audit()).toEqual([]);
  });
});
