import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "~/admin/accounts/password.server";
import {
  action as languageAction,
  loader as languageLoader,
} from "~/admin/accounts/routes/account-language";
import {
  action as sessionsAction,
  loader as sessionsLoader,
} from "~/admin/accounts/routes/account-sessions";
import { action as loginAction } from "~/admin/accounts/routes/login";
import { createSession, findActiveSession, hashToken } from "~/admin/accounts/sessions.server";
import { insertUser } from "~/admin/accounts/users.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { users } from "~/platform/database/schema";
import { asAdmin, routeArgs, testDatabases, thrown } from "../../../../tests/integration/harness";
import {
  anneSignedIn,
  CHROME_WINDOWS,
  FIREFOX_LINUX,
  origin,
  PASSWORD,
  requestsWith,
  shape,
} from "./anne-session";

/** An account's own sessions and language, and the activity-log entries they write. */

describe.each(testDatabases)("my sessions and language ($name)", (database) => {
  let db: Database;
  let anne: { id: number };
  let token: string;
  let cookie: string;
  beforeEach(async () => {
    ({ db, anne, token, cookie } = await anneSignedIn(database));
  });
  const { get, post } = requestsWith(() => cookie);

  describe("my sessions", () => {
    let firefox: string;
    let bruno: { id: number };
    let brunoToken: string;

    beforeEach(async () => {
      firefox = await createSession(db, anne.id, { userAgent: FIREFOX_LINUX, ip: "198.51.100.9" });
      // Not listed: expired, still at its second factor, or another account's.
      await createSession(db, anne.id, { userAgent: FIREFOX_LINUX }, new Date("2026-01-01"));
      await createSession(db, anne.id, { stage: "second_factor" });
      const other = await insertUser(db, "bruno", await hashPassword(PASSWORD));
      if (!other) throw new Error("no user");
      bruno = other;
      brunoToken = await createSession(db, bruno.id, { userAgent: CHROME_WINDOWS });
    });

    interface SessionsPage {
      sessions: { id: string; device: string; ip: string; current: boolean }[];
      logLink?: string;
      done?: string;
      gone: boolean;
    }
    const sessionsPage = async (path = "/admin/account/sessions") =>
      shape<SessionsPage>(await asAdmin(sessionsLoader, get(path))).data;
    const end = (fields: Record<string, string>) =>
      thrown(asAdmin(sessionsAction, post("/admin/account/sessions", fields)));

    it("lists the account's open sessions in plain words, this device first and marked", async () => {
      const page = await sessionsPage();
      expect(page.sessions.map(({ device, ip, current }) => ({ device, ip, current }))).toEqual([
        { device: "Chrome sur Windows", ip: "203.0.113.7", current: true },
        { device: "Firefox sur Linux", ip: "198.51.100.9", current: false },
      ]);
      expect(page.logLink).toBe("/admin/audit?person=anne&action=sign_in");
      const english = await sessionsPage("/en/admin/account/sessions");
      expect(english.sessions.map((s) => s.device)).toEqual([
        "Chrome on Windows",
        "Firefox on Linux",
      ]);
      // A role that may not read the log is not sent to it.
      await db.update(users).set({ role: "sales" }).where(eq(users.id, anne.id));
      expect((await sessionsPage()).logLink).toBeUndefined();
    });

    it("ends another session, which is signed out at once, and records it", async () => {
      const answer = await end({ intent: "end", session: hashToken(firefox) });
      expect(answer.headers.get("Location")).toBe("/admin/account/sessions?done=ended");
      expect(await findActiveSession(db, firefox)).toBeUndefined();
      expect(await findActiveSession(db, token)).toBeDefined();
      expect((await sessionsPage("/admin/account/sessions?done=ended")).done).toBe(
        "La session a été fermée.",
      );
      const [entry] = (await listAudit(db)).entries;
      expect(entry).toMatchObject({
        actor: "anne",
        action: "session_ended",
        target: "Firefox / Linux, 198.51.100.9",
        objectType: "user",
        objectId: String(anne.id),
      });
    });

    it("never ends another account's session", async () => {
      const answer = await end({ intent: "end", session: hashToken(brunoToken) });
      expect(answer.headers.get("Location")).toBe("/admin/account/sessions?done=gone");
      expect(await findActiveSession(db, brunoToken)).toBeDefined();
      expect((await listAudit(db)).total).toBe(0);
    });

    it("signs out when the session ended is this device's", async () => {
      const answer = await end({ intent: "end", session: hashToken(token) });
      expect(answer.headers.get("Location")).toBe("/admin/login?signedOut");
      expect(answer.headers.get("Set-Cookie")).toMatch(/procelia_admin=;.*Max-Age=0/i);
      expect(await findActiveSession(db, token)).toBeUndefined();
      expect(await findActiveSession(db, firefox)).toBeDefined();
    });

    it("signs out everywhere else, recording each session ended", async () => {
      const answer = await end({ intent: "others" });
      expect(answer.headers.get("Location")).toBe("/admin/account/sessions?done=others&count=3");
      expect(await findActiveSession(db, token)).toBeDefined();
      expect(await findActiveSession(db, firefox)).toBeUndefined();
      expect(await findActiveSession(db, brunoToken)).toBeDefined();
      const { entries } = await listAudit(db);
      expect(entries.map((entry) => entry.action)).toEqual([
        "session_ended",
        "session_ended",
        "session_ended",
      ]);
      expect((await sessionsPage()).sessions).toHaveLength(1);
    });
  });

  describe("language", () => {
    const choose = (fields: Record<string, string>, from = origin) =>
      thrown(asAdmin(languageAction, post("/admin/account/language", fields, from)));
    const language = async () =>
      (await db.select({ language: users.language }).from(users).where(eq(users.id, anne.id)))[0]
        ?.language;

    it("remembers the account's choice and shows the same page in it", async () => {
      const answer = await choose({ lang: "en", redirectTo: "/en/admin/leads?status=new" });
      expect(answer.headers.get("Location")).toBe("/en/admin/leads?status=new");
      expect(await language()).toBe("en");
      const [entry] = (await listAudit(db)).entries;
      expect(entry).toMatchObject({
        action: "language_changed",
        target: "fr → en",
        objectType: "user",
        objectId: String(anne.id),
      });
      // The next sign-in, even on the French sign-in page, lands in English.
      const signIn = new Request(`${origin}/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams({
          username: "anne",
          password: PASSWORD,
          redirectTo: "/admin/leads",
        }),
      });
      const landing = await thrown(loginAction(routeArgs(signIn)));
      expect(landing.headers.get("Location")).toBe("/en/admin/leads");
      await choose({ lang: "fr", redirectTo: "/admin" });
      // An account in French, signing in towards an English page, lands on it in English.
      const english = new Request(`${origin}/en/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams({
          username: "anne",
          password: PASSWORD,
          redirectTo: "/en/admin/audit",
        }),
      });
      const kept = await thrown(loginAction(routeArgs(english)));
      expect(kept.headers.get("Location")).toBe("/en/admin/audit");
    });

    it("stays in the back office and changes nothing on a GET or from another site", async () => {
      const away = await choose({ lang: "en", redirectTo: "//evil.example/x" });
      expect(away.headers.get("Location")).toBe("/en/admin");
      const outside = await choose({ lang: "fr", redirectTo: "/automation" });
      expect(outside.headers.get("Location")).toBe("/admin");
      await db.update(users).set({ language: "fr" }).where(eq(users.id, anne.id));
      const visit = await thrown(asAdmin(languageLoader, get("/admin/account/language?lang=en")));
      expect(visit.headers.get("Location")).toBe("/admin/account");
      expect((await choose({ lang: "en" }, "https://evil.example")).status).toBe(403);
      expect(await language()).toBe("fr");
    });
  });
});
