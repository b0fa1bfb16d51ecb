import { createCookie } from "react-router";
import { env } from "~/platform/runtime/env.server";

const COOKIE_NAME = "procelia_admin";

/**
 * Built per call: Secure follows PUBLIC_SITE_URL, which tests change. Over https the name carries
 * `__Host-`, so the browser accepts it only Secure, from this host, for the whole site. No
 * expiry: the cookie goes when the browser closes, and the server ends the session earlier
 * (sessions.server.ts).
 */
function sessionCookie() {
  const secure = env().PUBLIC_SITE_URL.startsWith("https:");
  return createCookie(secure ? `__Host-${COOKIE_NAME}` : COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
  });
}

/** The session token the browser sent, if any. */
export async function readSessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : undefined;
}

export function sessionCookieHeader(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export function clearedSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
