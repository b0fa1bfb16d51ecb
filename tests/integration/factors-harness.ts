import { eq } from "drizzle-orm";
import { enableTotp, setPendingTotpSecret } from "~/admin/accounts/account-factors.server";
import { resetSignInLimiters } from "~/admin/accounts/limits.server";
import { hashPassword } from "~/admin/accounts/password.server";
import { readSessionToken, sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { newTotpSecret } from "~/admin/accounts/totp.server";
import { insertUser } from "~/admin/accounts/users.server";
import type { Database } from "~/platform/database/db.server";
import { auditLog, rateLimits, sessions, users } from "~/platform/database/schema";
import { configure } from "./harness";

/** What the second-factor tests share: accounts, form posts as a browser makes them, cookies. */
export const PASSWORD = "Échangeur tubulaire 2026";

let passwordHash: Promise<string> | undefined;

export async function resetAccounts(db: Database) {
  await db.delete(sessions);
  await db.delete(users);
  await db.delete(auditLog);
  await db.delete(rateLimits);
  configure({ PUBLIC_SITE_URL: "http://localhost" });
  resetSignInLimiters();
}

export async function addAccount(db: Database, name: string) {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await insertUser(db, name, await passwordHash);
  if (!user) throw new Error("user exists");
  return user;
}

export async function setAccount(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** TOTP on, as after its set-up; returns the secret an authenticator app would hold. */
export async function turnOnTotp(db: Database, userId: number): Promise<string> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, userId, secret);
  await enableTotp(db, userId, 0, new Date());
  return secret;
}

/** A form post from a page of this site, with the browser's cookie when it has one. */
export function formPost(path: string, fields: Record<string, string>, cookie = "") {
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

export function page(path: string, cookie = "") {
  return new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
}

/** The cookie a response sets, as the browser sends it back ("name=value"). */
export function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
}

/** The session token a cookie carries. */
export async function tokenOf(cookie: string): Promise<string> {
  const token = await readSessionToken(page("/", cookie));
  if (!token) throw new Error(`no session token in ${cookie}`);
  return token;
}

export async function cookieFor(token: string): Promise<string> {
  return (await sessionCookieHeader(token)).split(";")[0] ?? "";
}

/** The status and body of a route's data() answer. */
export function shape(result: unknown) {
  return JSON.parse(JSON.stringify(result)) as {
    init: { status: number };
    data: Record<string, unknown>;
  };
}
