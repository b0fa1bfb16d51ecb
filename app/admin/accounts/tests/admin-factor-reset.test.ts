import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { factorState, setRequireSecondFactor } from "~/admin/accounts/account-factors.server";
import { issueRecoveryCodes } from "~/admin/accounts/recovery-codes.server";
import { action as userAction, loader as userLoader } from "~/admin/accounts/routes/user-edit";
import { createSession } from "~/admin/accounts/sessions.server";
import { requireAdmin } from "~/admin/shell/guard.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { passkeys, securitySettings, stepUpActions } from "~/platform/database/schema";
import {
  addAccount,
  cookieFor,
  formPost,
  page,
  resetAccounts,
  setAccount,
  shape,
  turnOnTotp,
} from "../../../../tests/integration/factors-harness";
import {
  asAdmin,
  configure,
  startApp,
  stopApp,
  testDatabases,
  thrown,
} from "../../../../tests/integration/harness";
import {
  type SmtpSink,
  sinkSettings,
  startSmtpSink,
} from "../../../../tests/integration/smtp-sink";

/** A colleague who lost their second factor: an administrator removes it, the person is told. */

const SMTP_PORT = 4861;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
});
afterAll(async () => {
  await sink.close();
  await stopApp();
});

describe.each(testDatabases)("removing a colleague's second factors ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await resetAccounts(db);
    await db.delete(securitySettings);
    await db.delete(stepUpActions);
    configure({
      PUBLIC_SITE_URL: "http://localhost",
      ...sinkSettings(SMTP_PORT),
    });
    sink.mails.length = 0;
  });

  it("removes passkeys, TOTP and codes, records it and e-mails the account in its language", async () => {
    const claire = await addAccount(db, "claire");
    await turnOnTotp(db, claire.id);
    const eric = await addAccount(db, "eric");
    await setAccount(db, eric.id, { email: "eric@procelia.example", language: "en" });
    await turnOnTotp(db, eric.id);
    await issueRecoveryCodes(db, eric.id);
    await db.insert(passkeys).values({ id: "cred-eric", userId: eric.id, publicKey: "pk" });
    // The team requires a factor: without this, Eric could never sign in again.
    await setRequireSecondFactor(db, true, "claire");
    const cookie = await cookieFor(await createSession(db, claire.id));
    const params = { id: String(eric.id) };

    const before = shape(
      await asAdmin(userLoader, page(`/admin/users/${eric.id}`, cookie), params),
    );
    expect(before.data).toMatchObject({ hasFactors: true });
    const post = formPost(`/admin/users/${eric.id}`, { intent: "resetFactors" }, cookie);
    const done = await thrown(asAdmin(userAction, post, params));
    expect(done.headers.get("Location")).toBe(`/admin/users/${eric.id}?done=factorsReset`);

    expect(await factorState(db, eric.id)).toEqual({
      totpEnabled: false,
      totpPending: false,
      passkeys: 0,
      recoveryLeft: 0,
    });
    const [entry] = (await listAudit(db)).entries;
    expect(entry).toMatchObject({
      action: "second_factors_reset",
      actor: "claire",
      target: "eric",
    });
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]?.to).toEqual(["eric@procelia.example"]);
    expect(sink.mails[0]?.text).toContain("An administrator removed your account's second factors");

    // Signed in with the password, Eric is sent to set up a new factor, not locked out.
    const ericCookie = await cookieFor(await createSession(db, eric.id));
    const held = await thrown(requireAdmin(page("/admin/leads", ericCookie)));
    expect(held.headers.get("Location")).toBe("/admin/account/security?required");
  });

  it("asks the administrator to confirm it's them first, and is not for one's own account", async () => {
    const claire = await addAccount(db, "claire");
    const eric = await addAccount(db, "eric");
    await turnOnTotp(db, eric.id);
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = await cookieFor(await createSession(db, claire.id, {}, old));
    const params = { id: String(eric.id) };
    const sent = await thrown(
      asAdmin(
        userAction,
        formPost(`/admin/users/${eric.id}`, { intent: "resetFactors" }, stale),
        params,
      ),
    );
    expect(sent.headers.get("Location")).toMatch(/^\/admin\/confirm\?/);
    expect((await factorState(db, eric.id)).totpEnabled).toBe(true);

    await turnOnTotp(db, claire.id);
    const cookie = await cookieFor(await createSession(db, claire.id));
    const self = { id: String(claire.id) };
    const own = formPost(`/admin/users/${claire.id}`, { intent: "resetFactors" }, cookie);
    expect(shape(await asAdmin(userAction, own, self)).init.status).toBe(409);
    expect((await factorState(db, claire.id)).totpEnabled).toBe(true);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, claire.id))).toEqual([]);
  });
});
