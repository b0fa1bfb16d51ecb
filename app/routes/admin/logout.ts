import { redirect } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { deleteSession } from "~/data/sessions.server";
import { adminHeaders, adminRequest } from "~/services/auth/admin-request.server";
import { adminSession } from "~/services/auth/admin-session.server";
import { clearedSessionCookieHeader } from "~/services/auth/session-cookie.server";
import { requestFacts } from "~/services/request-facts";
import type { Route } from "./+types/logout";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** Signing out changes state, so it is a POST; a GET only leads back to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = await adminRequest({ request, context });
  throw redirect(path(""), { headers: adminHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token, user, path, db } = await adminRequest({ request, context });
  await deleteSession(db, token);
  await recordAudit(db, {
    actor: user.username,
    action: "sign_out",
    ip: context.get(requestFacts).clientIp ?? null,
  });
  throw redirect(`${path("/login")}?signedOut`, {
    headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
  });
}
