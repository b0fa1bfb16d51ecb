import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { changePassword } from "~/admin/accounts/accounts.server";
import { resetSignInLimiters } from "~/admin/accounts/limits.server";
import { hashPassword, verifyPassword } from "~/admin/accounts/password.server";
import { action as loginAction } from "~/admin/accounts/routes/login";
import { action as logoutAction } from "~/admin/accounts/routes/logout";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  deleteUserSessions,
  findActiveSession,
  IDLE_TIMEOUT_MS,
} from "~/admin/accounts/sessions.server";
import { signIn } from "~/admin/accounts/sign-in.server";
import { deleteUser, findUserByUsername, insertUser } from "~/admin/accounts/users.server";
import { loader as auditLoader } from "~/admin/activity/routes/audit";
import { requireAdmin } from "~/admin/shell/guard.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { auditLog, rateLimits, sessions, users } from "~/platform/database/schema";
import {
  asAdmin,
  configure,
  everyDatabase,
  routeArgs,
  startApp,
  stopApp,
  thrown,
} from "../../../../tests/integration/harness";

const PASSWORD = "Trois-voies NEP 2026";
const minutes = (n: number) => n * 60_000;

afterAll(stopApp);

async function addUser(db: Database, name: string, password = PASSWORD) {
  const user = await insertUser(db, name, await hashPassword(password));
  if (!user) throw new Error("user exists");
  return user;
}

function loginRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/en/admin/login", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

describe("passwords", () => {
  it("are stored as Argon2id hashes that verify only the right password", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(PASSWORD);
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
    expect(await verifyPassword(stored, `${PASSWORD}x`)).toBe(false);
    expect(await verifyPassword(undefined, PASSWORD)).toBe(false);
    expect(await verifyPassword("not a hash", PASSWORD)).toBe(false);
  });
});

describe.each(everyDatabase)("back-office accounts ($name)", (database) => {
  let db: Database;

  beforeEach(async () => {
    db ??= await startApp(database);
    await db.delete(sessions);
    await db.delete(users);
    await db.delete(auditLog);
    await db.delete(rateLimits);
    configure({ PUBLIC_SITE_URL: "http://localhost" });
    resetSignInLimiters();
  });

  it("keeps a session through activity, ends it after 30 idle minutes", async () => {
    const user = await addUser(db, "anne");
    const start = new Date("2026-03-02T08:00:00Z");
    const token = await createSession(db, user.id, {}, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect((await findActiveSession(db, token, at(minutes(20))))?.user.username).toBe("anne");
    // Activity every 20 minutes slides the idle limit: still open an hour after sign-in.
    expect(await findActiveSession(db, token, at(minutes(40)))).toBeDefined();
    expect(await findActiveSession(db, token, at(minutes(60)))).toBeDefined();
    // Thirty minutes without a request: gone, and gone for good.
    expect(await findActiveSession(db, token, at(minutes(60) + IDLE_TIMEOUT_MS))).toBeUndefined();
    expect(await findActiveSession(db, token, at(minutes(60) + 1000))).toBeUndefined();
  });

  it("writes last_seen_at at most once a minute", async () => {
    const user = await addUser(db, "anne");
    const start = new Date("2026-03-02T08:00:00Z");
    const token = await createSession(db, user.id, {}, start);
    const seen = async (ms: number) =>
      (await findActiveSession(db, token, new Date(start.getTime() + ms)))?.session.lastSeenAt;
    expect(await seen(30_000)).toEqual(start);
    expect(await seen(61_000)).toEqual(new Date(start.getTime() + 61_000));
  });

  it("ends a session 12 hours after sign-in however active it is", async () => {
    const user = await addUser(db, "anne");
    const start = new Date("2026-03-02T08:00:00Z");
    const token = await createSession(db, user.id, {}, start);
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      const now = new Date(start.getTime() + minutes(minute));
      expect(await findActiveSession(db, token, now)).toBeDefined();
    }
    const end = new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS);
    expect(await findActiveSession(db, token, end)).toBeUndefined();
  });

  it("stores only the hash of the session token", async () => {
    const user = await addUser(db, "anne");
    const token = await createSession(db, user.id);
    const rows = await db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("signs out everywhere, or everywhere else after a password change", async () => {
    const anne = await addUser(db, "anne");
    const bob = await addUser(db, "bob");
    const [laptop, phone, tablet] = await Promise.all([
      createSession(db, anne.id),
      createSession(db, anne.id),
      createSession(db, anne.id),
    ]);
    const bobs = await createSession(db, bob.id);

    await changePassword(db, "anne", "Un autre mot de passe", { actor: "anne", ip: null }, laptop);
    expect(await findActiveSession(db, laptop)).toBeDefined();
    expect(await findActiveSession(db, phone)).toBeUndefined();
    expect(await findActiveSession(db, tablet)).toBeUndefined();

    expect(await deleteUserSessions(db, anne.id)).toBe(1);
    expect(await findActiveSession(db, laptop)).toBeUndefined();
    expect(await findActiveSession(db, bobs)).toBeDefined();
    const stored = await findUserByUsername(db, "anne");
    expect(await verifyPassword(stored?.password, "Un autre mot de passe")).toBe(true);
  });

  it("ends the sessions of a removed account", async () => {
    const anne = await addUser(db, "anne");
    const token = await createSession(db, anne.id);
    // Anne is not the last administrator: the last one is never removed.
    await addUser(db, "bruno");
    expect(await deleteUser(db, "anne")).toBe("removed");
    expect(await findActiveSession(db, token)).toBeUndefined();
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it("gives a new session at each sign-in and drops the one the browser still held", async () => {
    await addUser(db, "anne");
    const first = await signIn({ username: "anne", password: PASSWORD, ip: "198.51.100.1" });
    if (first.status !== "signed_in") throw new Error(first.status);
    const second = await signIn({
      username: "Anne",
      password: PASSWORD,
      ip: "198.51.100.1",
      previousToken: first.token,
    });
    if (second.status !== "signed_in") throw new Error(second.status);
    expect(second.token).not.toBe(first.token);
    expect(await findActiveSession(db, first.token)).toBeUndefined();
    expect(await findActiveSession(db, second.token)).toBeDefined();
  });

  it("lets the owner sign in from her address while other addresses lock themselves out", async () => {
    await addUser(db, "anne");
    const attackers = Array.from({ length: 8 }, (_, n) => `203.0.113.${n + 10}`);
    for (const ip of attackers) {
      for (let n = 0; n < 5; n++) await signIn({ username: "anne", password: `guess ${n}`, ip });
    }
    const again = await signIn({ username: "anne", password: PASSWORD, ip: "203.0.113.10" });
    expect(again.status).toBe("limited");
    const owner = await signIn({ username: "anne", password: PASSWORD, ip: "198.51.100.99" });
    expect(owner.status).toBe("signed_in");
  });

  it("refuses the 6th attempt from one address on one username for 15 minutes", async () => {
    await addUser(db, "anne");
    const ip = "198.51.100.10";
    for (let n = 0; n < 5; n++) {
      expect((await signIn({ username: "anne", password: "wrong", ip })).status).toBe("invalid");
    }
    const sixth = await signIn({ username: "anne", password: PASSWORD, ip });
    expect(sixth.status).toBe("limited");
    if (sixth.status === "limited") {
      expect(sixth.retryAfter).toBeGreaterThan(14 * 60);
      expect(sixth.retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Another account is not locked by it.
    await addUser(db, "bob");
    expect((await signIn({ username: "bob", password: PASSWORD, ip })).status).toBe("signed_in");
  });

  it("lets no more than 5 parallel guesses from one address through for one username", async () => {
    await addUser(db, "anne");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        signIn({ username: "anne", password: `guess ${n}`, ip: "198.51.100.100" }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === "invalid")).toHaveLength(5);
    expect(statuses.filter((status) => status === "limited")).toHaveLength(15);
  });

  it("clears a username's failures when it signs in", async () => {
    await addUser(db, "anne");
    const ip = "198.51.100.20";
    for (let n = 0; n < 4; n++) await signIn({ username: "anne", password: "wrong", ip });
    expect((await signIn({ username: "anne", password: PASSWORD, ip })).status).toBe("signed_in");
    for (let n = 0; n < 5; n++) {
      expect((await signIn({ username: "anne", password: "wrong", ip })).status).toBe("invalid");
    }
    expect((await signIn({ username: "anne", password: PASSWORD, ip })).status).toBe("limited");
  });

  it("refuses an address after 20 failures, whatever the usernames", async () => {
    await addUser(db, "anne");
    const ip = "198.51.100.30";
    for (let n = 0; n < 20; n++) {
      expect((await signIn({ username: `guess${n}`, password: "x", ip })).status).toBe("invalid");
    }
    expect((await signIn({ username: "anne", password: PASSWORD, ip })).status).toBe("limited");
    expect(
      (await signIn({ username: "anne", password: PASSWORD, ip: "198.51.100.31" })).status,
    ).toBe("signed_in");
  });

  it("logs sign-ins and failures with the account tried, never the password", async () => {
    await addUser(db, "anne");
    await signIn({ username: "anne", password: "Secret-typo-123", ip: "198.51.100.40" });
    // A password typed in the username field names no account: it is not kept.
    await signIn({ username: "Secret-typo-789", password: "Secret-typo-456", ip: "198.51.100.40" });
    await signIn({ username: "anne", password: PASSWORD, ip: "198.51.100.41" });
    const { entries, total } = await listAudit(db);
    expect(total).toBe(3);
    expect(entries.map((e) => [e.action, e.actor, e.target, e.ip])).toEqual([
      ["sign_in", "anne", null, "198.51.100.41"],
      ["sign_in_failed", null, null, "198.51.100.40"],
      ["sign_in_failed", null, "anne", "198.51.100.40"],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Secret-typo|Trois-voies/);
  });

  it("shows a refused sign-in of no account as an unknown account, in both languages", async () => {
    const anne = await addUser(db, "anne");
    await signIn({ username: "zoe", password: "x", ip: "198.51.100.42" });
    const cookie = (await sessionCookieHeader(await createSession(db, anne.id))).split(";")[0];
    const targets = async (path: string) => {
      const request = new Request(`http://localhost${path}`, { headers: { cookie: cookie ?? "" } });
      const page = (await asAdmin(auditLoader, request)) as unknown as {
        data: { entries: { action: string; target: string | null }[] };
      };
      return page.data.entries.map((entry) => [entry.action, entry.target]);
    };
    expect(await targets("/admin/audit")).toEqual([["sign_in_failed", "compte inconnu"]]);
    expect(await targets("/en/admin/audit")).toEqual([["sign_in_failed", "unknown account"]]);
  });

  it("pages the audit log by 50, newest first", async () => {
    const base = Date.parse("2026-03-02T08:00:00Z");
    await db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, n) => ({
        at: new Date(base + n * 1000),
        actor: "anne",
        action: "sign_in",
        target: `#${n}`,
      })),
    );
    const first = await listAudit(db, 1);
    const third = await listAudit(db, 3);
    expect(first.total).toBe(120);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.target).toBe("#119");
    expect(third.entries).toHaveLength(20);
    expect(third.entries.at(-1)?.target).toBe("#0");
  });

  it("answers the sign-in form with a cookie HttpOnly, SameSite=Lax, Secure on an https site", async () => {
    await addUser(db, "anne");
    const fields = { username: "anne", password: PASSWORD, redirectTo: "/en/admin/audit" };
    const plain = await thrown(loginAction(routeArgs(loginRequest(fields))));
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/en/admin/audit");
    const cookie = plain.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^procelia_admin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    configure({ PUBLIC_SITE_URL: "https://www.procelia.be" });
    const secure = await thrown(loginAction(routeArgs(loginRequest(fields))));
    expect(secure.headers.get("Set-Cookie")).toMatch(/;\s*Secure/i);
  });

  it("sends a sign-in to another site's address to the back office instead", async () => {
    await addUser(db, "anne");
    const fields = { username: "anne", password: PASSWORD, redirectTo: "//evil.example/x" };
    const answer = await thrown(loginAction(routeArgs(loginRequest(fields))));
    expect(answer.headers.get("Location")).toBe("/en/admin");
  });

  it("refuses a sign-in posted from another site", async () => {
    await addUser(db, "anne");
    const request = loginRequest(
      { username: "anne", password: PASSWORD },
      { origin: "https://evil.example" },
    );
    const answer = await thrown(loginAction(routeArgs(request)));
    expect(answer.status).toBe(403);
    expect((await listAudit(db)).total).toBe(0);
  });

  it("answers the same generic error for an unknown user and a wrong password", async () => {
    await addUser(db, "anne");
    const wrong = await loginAction(routeArgs(loginRequest({ username: "anne", password: "x" })));
    const unknown = await loginAction(routeArgs(loginRequest({ username: "zoe", password: "x" })));
    // data() results carry the status and body the page renders.
    const shape = (result: unknown) =>
      JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
    expect(shape(wrong)).toMatchObject({ init: { status: 401 }, data: { error: "invalid" } });
    expect(shape(unknown)).toMatchObject({ init: { status: 401 }, data: { error: "invalid" } });
  });

  it("takes as long to refuse an unknown username as a wrong password", async () => {
    await addUser(db, "anne");
    let attempt = 0;
    // The work each refusal costs, in CPU time (Argon2's threads included): what a timing attack
    // reads is that work, and unlike the clock a busy machine does not stretch it.
    const time = async (username: string) => {
      const started = process.cpuUsage();
      // An address per attempt: the sixth failure from one address would be refused unhashed.
      attempt += 1;
      await signIn({ username, password: "wrong password", ip: `203.0.113.${attempt}` });
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    // Seven of each, compared by their medians.
    const median = (values: number[]) => values.sort((a, b) => a - b)[3] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 7; n++) {
      known.push(await time("anne"));
      unknown.push(await time("nobody-here"));
    }
    // Argon2 dominates both paths; without the dummy hash the unknown path takes ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("signs out on the server and logs it", async () => {
    const anne = await addUser(db, "anne");
    const token = await createSession(db, anne.id);
    const cookie = (await sessionCookieHeader(token)).split(";")[0] ?? "";
    const request = new Request("http://localhost/en/admin/logout", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", cookie },
    });
    const answer = await thrown(asAdmin(logoutAction, request, {}, "198.51.100.60"));
    expect(answer.headers.get("Location")).toBe("/en/admin/login?signedOut");
    expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await findActiveSession(db, token)).toBeUndefined();
    const { entries } = await listAudit(db);
    expect(entries[0]).toMatchObject({ action: "sign_out", actor: "anne", ip: "198.51.100.60" });
  });

  it("sends a visitor without a session to the sign-in page, a JSON call to 401", async () => {
    const page = await thrown(requireAdmin(new Request("http://localhost/en/admin/audit?page=2")));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(
      `/en/admin/login?redirectTo=${encodeURIComponent("/en/admin/audit?page=2")}`,
    );
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const json = await thrown(
      requireAdmin(new Request("http://localhost/admin/api/session"), "json"),
    );
    expect(json.status).toBe(401);
    expect(await json.json()).toMatchObject({ error: "unauthorized" });
  });
});
