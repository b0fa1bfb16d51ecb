import { activatePendingSession } from "~/admin/accounts/account-factors.server";
import { markSignedIn } from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { defaultLang, type StaffLang, staffLangFromPath } from "~/platform/i18n/lang";
import { backOfficeIn } from "~/platform/navigation/back-office-language";
import { type RequestSession, requestSession } from "./request-session.server";

export type PendingSignIn = RequestSession;

/** The session of a browser whose password was right and whose second factor is still due. */
export const pendingSignIn = (request: Request) => requestSession(request, "second_factor");

export type FactorMethod = "totp" | "recovery" | "passkey";

/**
 * The second factor was right: the session becomes active under a new token (returned), and the
 * sign-in is recorded. Undefined when the session was completed meanwhile (another tab).
 */
export async function finishSecondFactor(
  db: Database,
  pending: PendingSignIn,
  method: FactorMethod,
  ip: string | null,
  now = new Date(),
): Promise<string | undefined> {
  const token = await activatePendingSession(db, pending.token, now);
  if (!token) return undefined;
  const actor = pending.user.username;
  const object = { type: "user" as const, id: pending.user.id };
  if (method === "recovery") {
    await recordAudit(db, { actor, action: "recovery_code_used", target: actor, ip, object });
  }
  await markSignedIn(db, pending.user.id, now);
  await recordAudit(db, { actor, action: "sign_in", target: null, ip });
  return token;
}

/** A wrong code or passkey, in the activity log under the account it was tried on. */
export async function recordFactorFailure(
  db: Database,
  user: { id: number; username: string },
  ip: string | null,
  actor: string | null = null,
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: "second_factor_failed",
    target: user.username,
    ip,
    object: { type: "user", id: user.id },
  });
}

/**
 * Where a sign-in lands: the back-office page asked for, in the language the account chose. Only
 * a path without a language of its own (French, the default: "/admin", what people type) is
 * moved; one that names English ("/en/admin/...", an English page's sign-in) keeps it.
 */
export function landingPath(target: string, language: StaffLang): string {
  if (staffLangFromPath(new URL(target, "http://site.invalid").pathname) !== defaultLang)
    return target;
  return backOfficeIn(target, language);
}
