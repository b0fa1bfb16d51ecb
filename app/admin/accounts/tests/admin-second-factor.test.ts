import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { issueRecoveryCodes } from "~/admin/accounts/recovery-codes.server";
import { action as loginAction } from "~/admin/accounts/routes/login";
import {
  action as verifyAction,
  loader as verifyLoader,
} from "~/admin/accounts/routes/login-verify";
import { checkSecondFactorCode } from "~/admin/accounts/second-factor-code.server";
import { findActiveSession, SECOND_FACTOR_TIMEOUT_MS } from "~/admin/accounts/sessions.server";
import { requireAdmin } from "~/admin/shell/guard.server";
import { loader as homeLoader } from "~/admin/shell/routes/home";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import {
  addAccount,
  cookieOf,
  formPost,
  PASSWORD,
  page,
  resetAccounts,
  setAccount,
  shape,
  tokenOf,
  turnOnTotp,
} from "../../../../tests/integration/factors-harness";
import {
  asAdmin,
  routeArgs,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";

afterAll(stopApp);

const IP = "203.0.113.7";

/** The password step: its answer (a redirect) and the cookie it set. */
async function password(
  username: string,
  path = "/admin/login",
  fields: Record<string, string> = {},
) {
  const answer = await thrown(
    loginAction(routeArgs(formPost(path, { username, password: PASSWORD, ...fields }))),
  );
  return { location: answer.headers.get("Location"), cookie: cookieOf(answer) };
}

/** The second step's form post; a redirect is thrown, a refusal returned. */
async function verify(cookie: string, fields: Record<string, string>) {
  const request = formPost(
    "/admin/login/verify",
    { redirectTo: "/admin/leads", ...fields },
    cookie,
  );
  try {
    return { result: shape(await verifyAction(routeArgs(request, {}, IP))) };
  } catch (error) {
    if (error instanceof Response) return { redirect: error };
    throw error;
  }
}

describe.each(testDatabases)("second factor at sign-in ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
  });

  it("asks an account with TOTP for its code: the password alone opens no page", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const { location, cookie } = await password("anne", "/admin/login", {
      redirectTo: "/admin/leads",
    });
    expect(location).toBe(`/admin/login/verify?redirectTo=${encodeURIComponent("/admin/leads")}`);
    // The cookie's session is waiting for its factor: every page and the API send it back.
    const home = await thrown(asAdmin(homeLoader, page("/admin", cookie)));
    expect(home.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=%2Fadmin/);
    const api = await thrown(requireAdmin(page("/admin/api/session", cookie), "json"));
    expect(api.status).toBe(401);
    // ...and it lasts five minutes.
    const token = await tokenOf(cookie);
    const later = new Date(Date.now() + SECOND_FACTOR_TIMEOUT_MS + 1000);
    expect(await findActiveSession(db, token, later)).toBeUndefined();
    expect((await listAudit(db)).entries.map((entry) => entry.action)).not.toContain("sign_in");
  });

  it("signs in with the code under a new token, and refuses the same code again", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    const first = await password("anne");
    const code = await generate({ secret });
    const { redirect } = await verify(first.cookie, { intent: "totp", code });
    expect(redirect?.headers.get("Location")).toBe("/admin/leads");
    const signedIn = cookieOf(redirect as Response);
    expect(await tokenOf(signedIn)).not.toBe(await tokenOf(first.cookie));
    expect(await findActiveSession(db, await tokenOf(first.cookie))).toBeUndefined();
    expect((await findActiveSession(db, await tokenOf(signedIn)))?.session.stage).toBe("active");
    expect(await asAdmin(homeLoader, page("/admin", signedIn))).toBeDefined();

    // Someone who saw the code and knows the password, within the same 30 seconds: refused.
    const second = await password("anne");
    const replay = await verify(second.cookie, { intent: "totp", code });
    expect(replay.result).toMatchObject({ init: { status: 401 }, data: { error: "invalid" } });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toContain("second_factor_failed");
  });

  it("accepts the codes of one step either side of now, not further", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    const now = new Date("2026-05-04T09:00:10Z");
    const at = (seconds: number) => generate({ secret, epoch: now.getTime() / 1000 + seconds });
    const check = async (seconds: number) =>
      (
        await checkSecondFactorCode(
          db,
          "totp",
          anne,
          await at(seconds),
          `198.51.100.${seconds + 100}`,
          now,
        )
      ).ok;
    expect(await check(-60)).toBe(false);
    expect(await check(-30)).toBe(true);
    expect(await check(60)).toBe(false);
    expect(await check(30)).toBe(true);
    // Once a step is spent, an older one is refused too.
    expect(await check(0)).toBe(false);
  });

  it("locks the codes of an address after 5 wrong ones, and a right password does not unlock them", async () => {
    const anne = await addAccount(db, "anne");
    const secret = await turnOnTotp(db, anne.id);
    let cookie = (await password("anne")).cookie;
    for (let n = 1; n <= 5; n++) {
      const wrong = await verify(cookie, { intent: "totp", code: "000000" });
      expect(wrong.result?.init.status, `code ${n}`).toBe(401);
    }
    const sixth = await verify(cookie, { intent: "totp", code: await generate({ secret }) });
    expect(sixth.result).toMatchObject({ init: { status: 429 }, data: { error: "limited" } });
    expect(Number(sixth.result?.data.retryAfter)).toBeGreaterThan(14 * 60);
    cookie = (await password("anne")).cookie;
    const again = await verify(cookie, { intent: "totp", code: await generate({ secret }) });
    expect(again.result?.init.status).toBe(429);
  });

  it("takes each recovery code once, typed in any case and with spaces", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const codes = await issueRecoveryCodes(db, anne.id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [first = "", second = ""] = codes;
    const used = await verify((await password("anne")).cookie, { intent: "recovery", code: first });
    expect(used.redirect?.headers.get("Location")).toBe("/admin/leads");
    const again = await verify((await password("anne")).cookie, {
      intent: "recovery",
      code: first,
    });
    expect(again.result).toMatchObject({ init: { status: 401 }, data: { error: "invalid" } });
    const typed = ` ${second.toUpperCase().replace("-", " ")} `;
    const other = await verify((await password("anne")).cookie, {
      intent: "recovery",
      code: typed,
    });
    expect(other.redirect?.headers.get("Location")).toBe("/admin/leads");
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === "recovery_code_used")).toHaveLength(2);
  });

  it("sends the second step back to the password once its five minutes are over", async () => {
    const anne = await addAccount(db, "anne");
    await turnOnTotp(db, anne.id);
    const answer = await thrown(
      verifyLoader(routeArgs(page("/admin/login/verify?redirectTo=%2Fadmin"))),
    );
    expect(answer.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin");
  });
});

describe.each(testDatabases)("the password step ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
  });

  it("accepts the account's e-mail address as well as its username", async () => {
    const anne = await addAccount(db, "anne");
    await setAccount(db, anne.id, { email: "anne.dupont@procelia.example" });
    const { location, cookie } = await password("Anne.Dupont@Procelia.example");
    expect(location).toBe("/admin");
    expect(cookie).toMatch(/^procelia_admin=/);
  });

  it("refuses a disabled account and an invitation never accepted as it refuses a wrong password", async () => {
    const anne = await addAccount(db, "anne");
    const bruno = await addAccount(db, "bruno");
    await setAccount(db, anne.id, { disabledAt: new Date() });
    await setAccount(db, bruno.id, { passwordSetAt: null });
    const wrong = shape(
      await loginAction(routeArgs(formPost("/admin/login", { username: "anne", password: "x" }))),
    );
    for (const username of ["anne", "bruno"]) {
      const refused = await loginAction(
        routeArgs(formPost("/admin/login", { username, password: PASSWORD })),
      );
      expect(shape(refused), username).toEqual({ ...wrong, data: { ...wrong.data, username } });
    }
  });

  it("opens the back office's home in the account's language", async () => {
    const anne = await addAccount(db, "anne");
    await setAccount(db, anne.id, { language: "en" });
    expect((await password("anne")).location).toBe("/en/admin");
    // A page asked for without a language of its own (French, what people type) follows the
    // account; one that names English keeps it, whatever the account says.
    expect((await password("anne", "/admin/login", { redirectTo: "/admin/leads" })).location).toBe(
      "/en/admin/leads",
    );
    await addAccount(db, "bruno");
    expect(
      (await password("bruno", "/admin/login", { redirectTo: "/en/admin/leads" })).location,
    ).toBe("/en/admin/leads");
  });
});
