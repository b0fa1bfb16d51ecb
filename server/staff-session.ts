import type { Request as ExpressRequest } from "express";
import { secondFactorDue } from "../app/admin/accounts/account-factors.server";
import { type AdminContext, currentSession } from "../app/admin/shell/guard.server";
import { getDb } from "../app/platform/database/db.server";

/**
 * The back-office session of a request answered outside the back office (a page's preview, a
 * picture not shown publicly), under the same rule as the back office's guard: a session that
 * must first set up the second factor the team requires counts as none, since the guard would
 * let it open nothing but that setup.
 */
export async function staffSession(req: ExpressRequest): Promise<AdminContext | undefined> {
  const cookie = req.get("cookie");
  if (!cookie) return undefined;
  const asked = new Request(new URL(req.originalUrl, "http://localhost"), { headers: { cookie } });
  const session = await currentSession(asked);
  if (!session) return undefined;
  return (await secondFactorDue(await getDb(), session.user.id)) ? undefined : session;
}
