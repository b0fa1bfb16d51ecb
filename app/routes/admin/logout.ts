import { redirect } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { deleteSession } from "~/data/sessions.server";
import { adminPage } from "~/services/auth/admin-page.server";
import { adminHeaders, requireAdmin, requireAdminAction } from "~/services/auth/guard.server";
import { clearedSessionCookieHeader } from "~/services/auth/session-cookie.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so it is a POST; a GET only leads back to the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(adminPage(request).path("/admin"), { headers: adminHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token, user } = await requireAdminAction(request);
  const db = await getDb();
  await deleteSession(db, token);
  await recordAudit(db, { actor: user.username, action: "sign_out", ip: context.clientIp ?? null });
  throw redirect(`${adminPage(request).path("/admin/login")}?signedOut`, {
    headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
  });
}
