import { redirect } from "react-router";
import { clearedSessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { deleteSession } from "~/admin/accounts/sessions.server";
import { adminHeaders, adminRequest } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { getLeadsTo } from "~/admin/shell/post-only.server";
import type { Route } from "./+types/logout";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** Signing out changes state, so it is a POST; a GET only leads back to the dashboard. */
export const loader = getLeadsTo("");

export async function action({ request, context }: Route.ActionArgs) {
  const { token, path, db, audit } = await adminRequest({ request, context });
  await deleteSession(db, token);
  await audit({ action: "sign_out" });
  throw redirect(`${path("/login")}?signedOut`, {
    headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
  });
}
