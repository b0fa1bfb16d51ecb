import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { factorState, readSecurityRules } from "~/admin/accounts/account-factors.server";
import {
  action as securityAction,
  loader as securityLoader,
} from "~/admin/accounts/routes/account-security";
import { action as confirmAction, loader as confirmLoader } from "~/admin/accounts/routes/confirm";
import { action as ruleAction } from "~/admin/accounts/routes/security";
import { action as userAction } from "~/admin/accounts/routes/user-edit";
import { createSession } from "~/admin/accounts/sessions.server";
import { loader as leadsLoader } from "~/admin/leads/routes/leads";
import { action as eraseAction } from "~/admin/leads/routes/leads-erase";
import { loader as exportLoader } from "~/admin/leads/routes/leads-export";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { leads, securitySettings, stepUpActions } from "~/platform/database/schema";
import {
  addAccount,
  cookieFor,
  cookieOf,
  formPost,
  PASSWORD,
  page,
  resetAccounts,
  shape,
  turnOnTotp,
} from "../../../../tests/integration/factors-harness";
import {
  asAdmin,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";
import { movableClock } from "../../../../tests/integration/test-clock";

/**
 * A step-up keeps the action that asked for it: after the confirmation the action happens, once,
 * and the person lands where it leads (the five actions staff reported lost).
 */

afterAll(stopApp);

const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);

describe.each(testDatabases)("the action that asked for a step-up ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
    await db.delete(stepUpActions);
    await db.delete(securitySettings);
    await db.delete(leads);
  });

  /** An account signed in ten minutes ago: old enough to be asked to confirm. */
  async function oldSession(name: string) {
    const account = await addAccount(db, name);
    return {
      account,
      cookie: await cookieFor(await createSession(db, account.id, {}, tenMinutesAgo())),
    };
  }

  /**
   * The confirmation as the browser goes through it: the page it was sent to, the form posted
   * there (password, or a TOTP code), the page it comes back to, whose form posts the kept action.
   * Returns what that post answered and the cookie of the confirmed session.
   */
  async function confirmAndResume<A, R>(
    sent: Response,
    cookie: string,
    action: (args: A) => R,
    proof: Record<string, string> = { intent: "password", password: PASSWORD },
    params: Record<string, string> = {},
  ) {
    const confirmUrl = sent.headers.get("Location") ?? "";
    expect(confirmUrl).toMatch(/^\/admin\/confirm\?redirectTo=.+&pending=[\w-]{43}$/);
    const shown = shape(await asAdmin(confirmLoader, page(confirmUrl, cookie))).data;
    const confirmed = await thrown(
      asAdmin(
        confirmAction,
        formPost("/admin/confirm", { ...proof, redirectTo: String(shown.next) }, cookie),
      ),
    );
    expect(confirmed.headers.get("Location")).toBe(confirmUrl);
    const fresh = cookieOf(confirmed);
    const resume = shape(await asAdmin(confirmLoader, page(confirmUrl, fresh))).data.resume as {
      action: string;
      field: string;
      handle: string;
    };
    const post = () =>
      asAdmin(action, formPost(resume.action, { [resume.field]: resume.handle }, fresh), params);
    const answer = await post().catch((error: unknown) => error);
    // Posted again (back button, a second click): nothing more happens, the page is shown.
    const again = await thrown(post());
    expect(again.headers.get("Location")).toBe(
      new URL(String(shown.redirectTo), "http://localhost").pathname,
    );
    return { answer, cookie: fresh };
  }

  it("turns the second-factor rule on after the confirmation, once", async () => {
    const { account, cookie } = await oldSession("claire");
    const secret = await turnOnTotp(db, account.id);
    const post = formPost("/admin/security", { requireSecondFactor: "on" }, cookie);
    const sent = await thrown(asAdmin(ruleAction, post));
    expect((await readSecurityRules(db)).requireSecondFactor).toBe(false);
    const { answer } = await confirmAndResume(sent, cookie, ruleAction, {
      intent: "totp",
      code: await generate({ secret }),
    });
    expect(shape(answer).data).toEqual({ ok: true });
    expect((await readSecurityRules(db)).requireSecondFactor).toBe(true);
    const changes = (await listAudit(db)).entries.filter(
      (entry) => entry.action === "second_factor_requirement_changed",
    );
    expect(changes).toHaveLength(1);
  });

  it("sends a colleague's reset link after the confirmation", async () => {
    const { cookie } = await oldSession("claire");
    const eric = await addAccount(db, "eric");
    const params = { id: String(eric.id) };
    const post = formPost(`/admin/users/${eric.id}`, { intent: "reset" }, cookie);
    const sent = await thrown(asAdmin(userAction, post, params));
    const { answer } = await confirmAndResume(sent, cookie, userAction, undefined, params);
    expect(shape(answer).data).toMatchObject({ kind: "link" });
    const links = (await listAudit(db)).entries.filter(
      (entry) => entry.action === "password_reset_link_created",
    );
    expect(links).toHaveLength(1);
  });

  it("starts the TOTP set-up after the confirmation", async () => {
    const { account, cookie } = await oldSession("anne");
    const post = formPost("/admin/account/security", { intent: "totpStart" }, cookie);
    const sent = await thrown(asAdmin(securityAction, post));
    expect((await factorState(db, account.id)).totpPending).toBe(false);
    const { answer, cookie: fresh } = await confirmAndResume(sent, cookie, securityAction);
    expect(shape(answer).data).toEqual({ ok: true, done: "totpStarted" });
    expect((await factorState(db, account.id)).totpPending).toBe(true);
    // The page offers the otpauth: link for a phone, beside the QR code.
    const shown = shape(await asAdmin(securityLoader, page("/admin/account/security", fresh)))
      .data as { totp: { setup: { uri: string } } };
    expect(shown.totp.setup.uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]{32}&/);
  });

  it("keeps the address sent from a request's page for its erasure", async () => {
    const { cookie } = await oldSession("claire");
    await db.insert(leads).values({
      name: "Jean",
      company: "Val",
      email: "jean@val.example",
      message: "NEP",
      language: "fr",
    });
    const post = formPost(
      "/admin/leads/erase",
      { intent: "preview", email: "jean@val.example" },
      cookie,
    );
    const sent = await thrown(asAdmin(eraseAction, post));
    const { answer } = await confirmAndResume(sent, cookie, eraseAction);
    expect(shape(answer).data).toEqual({ step: "confirm", email: "jean@val.example", count: 1 });
    // Kept minutes at most, and never after its use.
    expect(await db.select().from(stepUpActions)).toEqual([]);
  });

  it("goes back to the requests after confirming an export, and the download starts there", async () => {
    const { cookie } = await oldSession("claire");
    const sent = await thrown(
      asAdmin(exportLoader, page("/admin/leads/export?status=new", cookie)),
    );
    const confirmUrl = sent.headers.get("Location") ?? "";
    expect(confirmUrl).toBe(
      `/admin/confirm?redirectTo=${encodeURIComponent("/admin/leads?status=new&export=1")}`,
    );
    const confirmed = await thrown(
      asAdmin(
        confirmAction,
        formPost(
          "/admin/confirm",
          {
            intent: "password",
            password: PASSWORD,
            redirectTo: "/admin/leads?status=new&export=1",
          },
          cookie,
        ),
      ),
    );
    expect(confirmed.headers.get("Location")).toBe("/admin/leads?status=new&export=1");
    const fresh = cookieOf(confirmed);
    const list = shape(await asAdmin(leadsLoader, page("/admin/leads?status=new&export=1", fresh)));
    expect(list.data.list).toMatchObject({
      download: { link: "/admin/leads/export?status=new" },
    });
    const file = await asAdmin(exportLoader, page("/admin/leads/export?status=new", fresh));
    expect((file as Response).headers.get("Content-Type")).toMatch(/^text\/csv/);
    // Downloaded to the end, as a browser does: the account's one export slot is free again.
    expect(await (file as Response).text()).toMatch(/^N°;/);
    // The same address opened by a session not confirmed does not start a download by itself.
    const other = await oldSession("david");
    const stale = shape(
      await asAdmin(leadsLoader, page("/admin/leads?status=new&export=1", other.cookie)),
    );
    expect(stale.data.list).toMatchObject({ download: null });
  });
  it("asks again once the server's clock moves past the window, and a confirmation on it counts", async () => {
    const clock = movableClock("step-up");
    try {
      const account = await addAccount(db, "claire");
      const cookie = await cookieFor(await createSession(db, account.id));
      const exportPage = (who: string) =>
        asAdmin(leadsLoader, page("/admin/leads?status=new&export=1", who));
      // Signed in just now: the export starts without a confirmation.
      expect(shape(await exportPage(cookie)).data.list).toMatchObject({
        download: { link: "/admin/leads/export?status=new" },
      });
      // Five minutes and a second later on the server's clock: the sign-in is too old.
      clock.move(5 * 60_000 + 1_000);
      expect(shape(await exportPage(cookie)).data.list).toMatchObject({ download: null });
      const sent = await thrown(
        asAdmin(exportLoader, page("/admin/leads/export?status=new", cookie)),
      );
      expect(sent.headers.get("Location")).toMatch(/^\/admin\/confirm\?redirectTo=/);
      const confirmed = await thrown(
        asAdmin(
          confirmAction,
          formPost(
            "/admin/confirm",
            { intent: "password", password: PASSWORD, redirectTo: "/admin/leads?export=1" },
            cookie,
          ),
        ),
      );
      // Confirmed at the moved time: recent on that clock, so the export starts.
      expect(shape(await exportPage(cookieOf(confirmed))).data.list).toMatchObject({
        download: { link: "/admin/leads/export?status=new" },
      });
    } finally {
      clock.stop();
    }
  });
});
