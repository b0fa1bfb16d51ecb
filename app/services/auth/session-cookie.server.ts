import { createCookie } from "react-router";
import { ABSOLUTE_TIMEOUT_MS } from "~/data/sessions.server";
import { env } from "~/runtime/env.server";

const COOKIE_NAME = "procelia_admin";

/** Built per call: Secure follows PUBLIC_SITE_URL, which tests change. */
function sessionCookie() {
  return createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().PUBLIC_SITE_URL.startsWith("https:"),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
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
