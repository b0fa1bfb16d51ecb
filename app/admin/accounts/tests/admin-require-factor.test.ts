import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  factorState,
  readSecurityRules,
  setRequireSecondFactor,
} from "~/admin/accounts/account-factors.server";
import { issueRecoveryCodes } from "~/admin/accounts/recovery-codes.server";
import {
  action as securityAction,
  loader as securityLoader,
} from "~/admin/accounts/routes/account-security";
import { action as confirmAction, loader as confirmLoader } from "~/admin/accounts/routes/confirm";
import { action as ruleAction } from "~/admin/accounts/routes/security";
import { createSession, findActiveSession } from "~/admin/accounts/sessions.server";
import { loader as leadsLoader } from "~/admin/leads/routes/leads";
import { requireAdmin } from "~/admin/shell/guard.server";
import { action as settingsAction } from "~/admin/site-content/routes/settings";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import {
  addAccount,
  cookieFor,
  cookieOf,
  formPost,
  PASSWORD,
  page,
  resetAccounts,
  shape,
  tokenOf,
  turnOnTotp,
} from "../../../../tests/integration/factors-harness";
import {
  asAdmin,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

afterAll(stopApp);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDatabases)("a second factor required by the team ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
  });

  it("sends an account without one to set one up, and opens nothing else until it has", async () => {
    const anne = await addAccount(db, "anne");
    const cookie = await cookieFor(await createSession(db, anne.id));
    // Before the rule, the requests open.
    expect(await asAdmin(leadsLoader, page("/admin/leads", cookie))).toBeDefined();

    await setRequireSecondFactor(db, true, "admin");
    for (const [path, setup] of [
      ["/admin/leads", "/admin/account/security?required"],
      ["/en/admin/audit", "/en/admin/account/security?required"],
      ["/admin", "/admin/account/security?required"],
    ] as const) {
      const answer = await thrown(requireAdmin(page(path, cookie)));
      expect(answer.headers.get("Location"), path).toBe(setup);
    }
    const json = await thrown(requireAdmin(page("/admin/api/articles/preview", cookie), "json"));
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ error: "second_factor_required" });
    // What setting one up needs stays open.
    for (const path of [
      "/admin/account/security",
      "/en/admin/account/security",
      "/admin/api/passkeys/register/options",
      "/admin/confirm",
      "/admin/logout",
    ]) {
      expect((await requireAdmin(page(path, cookie))).user.username, path).toBe("anne");
    }
    const setup = shape(await asAdmin(securityLoader, page("/admin/account/security", cookie)));
    expect(setup.data).toMatchObject({ required: true, hasFactor: false });

    await turnOnTotp(db, anne.id);
    expect(await asAdmin(leadsLoader, page("/admin/leads", cookie))).toBeDefined();
  });

  it("refuses to remove the last factor while the rule holds", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    await setRequireSecondFactor(db, true, "admin");
    const cookie = await cookieFor(await createSession(db, anne.id));
    const request = formPost("/admin/account/security", { intent: "totpDisable" }, cookie);
    const refused = shape(await asAdmin(securityAction, request));
    expect(refused).toMatchObject({ init: { status: 409 }, data: { error: "lastFactor" } });
    expect((await factorState(db, anne.id)).totpEnabled).toBe(true);

    await setRequireSecondFactor(db, false, "admin");
    const again = formPost("/admin/account/security", { intent: "totpDisable" }, cookie);
    const answer = await asAdmin(securityAction, again);
    expect(shape(answer).data).toMatchObject({ ok: true, done: "totpDisabled" });
    expect((await factorState(db, anne.id)).totpEnabled).toBe(false);
  });

  it("is set by an administrator who has a factor, and recorded", async () => {
    const admin = await addAccount(db, "claire");
    const cookie = await cookieFor(await createSession(db, admin.id));
    const turnOn = () => formPost("/admin/security", { requireSecondFactor: "on" }, cookie);
    const first = shape(await asAdmin(ruleAction, turnOn()));
    expect(first).toMatchObject({ init: { status: 409 }, data: { error: "youFirst" } });
    expect((await readSecurityRules(db)).requireSecondFactor).toBe(false);

    await turnOnTotp(db, admin.id);
    expect(shape(await asAdmin(ruleAction, turnOn())).data).toEqual({ ok: true });
    expect(await readSecurityRules(db)).toMatchObject({
      requireSecondFactor: true,
      updatedBy: "claire",
    });
    const [entry] = (await listAudit(db)).entries;
    expect(entry).toMatchObject({
      action: "second_factor_requirement_changed",
      actor: "claire",
      target: "on",
    });
  });
});

describe.each(testDatabases)("confirming it's you ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
  });

  it("asks a factor, not the password, before a factor is removed, then comes back with a new token", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    const cookie = await cookieFor(await createSession(db, anne.id, {}, minutesAgo(10)));
    const remove = () => formPost("/admin/account/security", { intent: "totpDisable" }, cookie);
    const sent = await thrown(asAdmin(securityAction, remove()));
    expect(sent.headers.get("Location")).toMatch(
      new RegExp(`^/admin/confirm\\?redirectTo=${encodeURIComponent("/admin/account/security")}`),
    );
    expect((await factorState(db, anne.id)).totpEnabled).toBe(true);

    // The account has TOTP: its password alone, even the right one, confirms nothing.
    const confirmPage = shape(await asAdmin(confirmLoader, page("/admin/confirm", cookie)));
    expect(confirmPage.data).toMatchObject({ password: false, totp: true });
    const password = formPost(
      "/admin/confirm",
      { intent: "password", password: PASSWORD, redirectTo: "/admin/account/security" },
      cookie,
    );
    expect(shape(await asAdmin(confirmAction, password))).toMatchObject({
      init: { status: 403 },
      data: { error: "factorRequired" },
    });
    const wrong = formPost(
      "/admin/confirm",
      { intent: "totp", code: "000000", redirectTo: "/admin/account/security" },
      cookie,
    );
    expect(shape(await asAdmin(confirmAction, wrong))).toMatchObject({
      init: { status: 401 },
      data: { error: "invalid" },
    });
    expect(await findActiveSession(db, await tokenOf(cookie))).toBeDefined();
    const right = formPost(
      "/admin/confirm",
      { intent: "totp", code: await generate({ secret }), redirectTo: "/admin/account/security" },
      cookie,
    );
    const back = await thrown(asAdmin(confirmAction, right));
    expect(back.headers.get("Location")).toBe("/admin/account/security");
    const confirmed = cookieOf(back);
    expect(await findActiveSession(db, await tokenOf(cookie))).toBeUndefined();
    const session = await findActiveSession(db, await tokenOf(confirmed));
    expect(Date.now() - (session?.session.authenticatedAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await listAudit(db)).entries.map((entry) => entry.action)).toContain("step_up");

    const done = formPost("/admin/account/security", { intent: "totpDisable" }, confirmed);
    expect(shape(await asAdmin(securityAction, done)).data).toMatchObject({ ok: true });
  });

  it("accepts a recovery code once, and the password of an account without a factor", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const [code] = await issueRecoveryCodes(db, anne.id);
    const cookie = await cookieFor(await createSession(db, anne.id, {}, minutesAgo(10)));
    const withCode = () =>
      formPost(
        "/admin/confirm",
        { intent: "recovery", code: code ?? "", redirectTo: "/admin" },
        cookie,
      );
    const back = await thrown(asAdmin(confirmAction, withCode()));
    expect(back.headers.get("Location")).toBe("/admin");
    const again = formPost(
      "/admin/confirm",
      { intent: "recovery", code: code ?? "", redirectTo: "/admin" },
      cookieOf(back),
    );
    expect(shape(await asAdmin(confirmAction, again)).init.status).toBe(401);
    expect((await listAudit(db)).entries.map((entry) => entry.action)).toContain(
      "recovery_code_used",
    );

    const bob = await addAccount(db, "bob");
    const bobCookie = await cookieFor(await createSession(db, bob.id, {}, minutesAgo(10)));
    const bobPage = shape(await asAdmin(confirmLoader, page("/admin/confirm", bobCookie)));
    expect(bobPage.data).toMatchObject({ password: true, totp: false, passkeys: false });
    const bobPassword = formPost(
      "/admin/confirm",
      { intent: "password", password: PASSWORD, redirectTo: "/admin" },
      bobCookie,
    );
    expect((await thrown(asAdmin(confirmAction, bobPassword))).status).toBe(302);
  });

  it("asks before a TOTP set-up is confirmed and before the site settings are saved", async () => {
    const anne = await addAccount(db, "anne");
    const cookie = await cookieFor(await createSession(db, anne.id, {}, minutesAgo(10)));
    const enable = formPost(
      "/admin/account/security",
      { intent: "totpEnable", code: "123456" },
      cookie,
    );
    const sent = await thrown(asAdmin(securityAction, enable));
    expect(sent.headers.get("Location")).toMatch(/^\/admin\/confirm\?/);
    const save = formPost("/admin/settings", { intent: "save", version: "0" }, cookie);
    const refused = await thrown(asAdmin(settingsAction, save));
    expect(refused.headers.get("Location")).toMatch(/^\/admin\/confirm\?/);
    expect((await listAudit(db)).entries.map((entry) => entry.action)).not.toContain(
      "settings_saved",
    );
  });
});
