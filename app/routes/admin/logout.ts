import { redirect } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { deleteSession } from "~/data/sessions.server";
import { adminHeaders, adminRequest } from "~/services/auth/admin-request.server";
import { clearedSessionCookieHeader } from "~/services/auth/session-cookie.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so it is a POST; a GET only leads back to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const { path } = await adminRequest(request);
  throw redirect(path("/admin"), { headers: adminHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token, user, path, db } = await adminRequest(request, "action");
  await deleteSession(db, token);
  await recordAudit(db, { actor: user.username, action: "sign_out", ip: context.clientIp ?? null });
  throw redirect(`${path("/admin/login")}?signedOut`, {
    headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
  });
}
