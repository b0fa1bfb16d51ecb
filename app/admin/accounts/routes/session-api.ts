import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import type { Route } from "./+types/session-api";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

/** The signed-in account as JSON, for back-office scripts that must know the session is alive. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, session } = sessionOf(context);
  return Response.json(
    { username: user.username, expiresAt: session.expiresAt.toISOString() },
    { headers: adminHeaders },
  );
}
