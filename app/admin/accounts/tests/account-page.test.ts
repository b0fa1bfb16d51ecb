import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction } from "~/admin/accounts/routes/account";
import { readSessionToken } from "~/admin/accounts/session-cookie.server";
import { createSession, findActiveSession } from "~/admin/accounts/sessions.server";
import { signIn } from "~/admin/accounts/sign-in.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import {
  addAccount,
  cookieFor,
  formPost,
  PASSWORD,
  resetAccounts,
} from "../../../../tests/integration/factors-harness";
import { asAdmin, startApp, stopApp, testDatabases } from "../../../../tests/integration/harness";

// One's own password on the account page (/admin/account).

afterAll(stopApp);

const NEXT = "Nouveau mot de passe sûr";
const shape = (result: unknown) => JSON.parse(JSON.stringify(result)) as Record<string, unknown>;

describe.each(testDatabases)("the account page's password ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
  });

  /** The account page's password form, posted from `ip` with the session's cookie. */
  const changeAs =
    (cookie: string, path = "/admin/account") =>
    (fields: Record<string, string>, ip?: string) =>
      asAdmin(accountAction, formPost(path, { intent: "password", ...fields }, cookie), {}, ip);

  it("changes the password on the account page and closes the other sessions, renewing this one's token", async () => {
    const anne = await addAccount(db, "anne");
    const [here, elsewhere] = [await createSession(db, anne.id), await createSession(db, anne.id)];
    const post = changeAs(await cookieFor(here));
    expect(
      shape(
        await post({ currentPassword: PASSWORD, newPassword: "court", confirmPassword: "court" }),
      ),
    ).toMatchObject({ init: { status: 400 }, data: { field: "next", error: "tooShort" } });
    expect(
      shape(await post({ currentPassword: "wrong", newPassword: NEXT, confirmPassword: NEXT })),
    ).toMatchObject({ data: { field: "current", error: "wrongCurrent" } });
    expect(await findActiveSession(db, elsewhere)).toBeDefined();

    const changed = shape(
      await post({ currentPassword: PASSWORD, newPassword: NEXT, confirmPassword: NEXT }),
    );
    expect(changed).toMatchObject({ data: { ok: true } });
    // This session goes on under a new token; the old one is worthless.
    const renewed = (changed.init as { headers: Record<string, string> }).headers["Set-Cookie"];
    const fresh = await readSessionToken(
      new Request("http://localhost/", { headers: { cookie: renewed?.split(";")[0] ?? "" } }),
    );
    expect(await findActiveSession(db, here)).toBeUndefined();
    expect((await findActiveSession(db, fresh ?? ""))?.user.username).toBe("anne");
    expect(await findActiveSession(db, elsewhere)).toBeUndefined();
    expect((await signIn({ username: "anne", password: NEXT, ip: "198.51.100.50" })).status).toBe(
      "signed_in",
    );
    const { entries } = await listAudit(db);
    expect(entries.map((e) => e.action)).toContain("password_changed");
  });

  it("counts a wrong current password as a failed sign-in: logged, and limited with 429", async () => {
    const anne = await addAccount(db, "anne");
    const change = changeAs(await cookieFor(await createSession(db, anne.id)), "/en/admin/account");
    const post = (currentPassword: string, ip = "203.0.113.7") =>
      change({ currentPassword, newPassword: NEXT, confirmPassword: NEXT }, ip);
    // Two wrong sign-ins and three wrong current passwords from one address make five failures.
    for (const password of ["one", "two"]) {
      await signIn({ username: "anne", password, ip: "203.0.113.7" });
    }
    for (const guess of ["three", "four", "five"]) {
      expect(shape(await post(guess))).toMatchObject({
        init: { status: 400 },
        data: { field: "current", error: "wrongCurrent" },
      });
    }
    const limited = shape(await post(PASSWORD));
    expect(limited).toMatchObject({
      init: { status: 429, headers: { "Retry-After": "900" } },
      data: { field: "current", error: "limited", retryAfter: 900 },
    });
    const { entries } = await listAudit(db);
    const checks = entries.filter((entry) => entry.action === "password_check_failed");
    expect(checks.map((e) => [e.actor, e.target, e.ip])).toEqual(
      Array.from({ length: 3 }, () => ["anne", null, "203.0.113.7"]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/three|four|five/);
    // From another address the owner still changes her password.
    expect(shape(await post(PASSWORD, "198.51.100.8"))).toMatchObject({ data: { ok: true } });
  });
});
