import { adminHeaders, requireAdmin } from "~/services/auth/guard.server";
import type { Route } from "./+types/session-api";

/** The signed-in account as JSON, for back-office scripts that must know the session is alive. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, session } = await requireAdmin(request, "json");
  return Response.json(
    { username: user.username, expiresAt: session.expiresAt.toISOString() },
    { headers: adminHeaders },
  );
}
