import { noticeAccountChange } from "~/admin/accounts/account-notices.server";
import {
  MAX_PASSKEY_BODY,
  registerOptionsBody,
  registerVerifyBody,
} from "~/admin/accounts/passkey-schemas.server";
import { registerPasskey, registrationOptions } from "~/admin/accounts/passkeys.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { rotateSessionToken } from "~/admin/accounts/sessions.server";
import { hasRecentAuth } from "~/admin/accounts/step-up.server";
import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { staffLangFromPath } from "~/platform/i18n/lang";
import { backOfficePath } from "~/platform/navigation/back-office";
import { requestFacts } from "~/request-facts";
import { adminJson, readJsonPost } from "../../articles/json-post.server";
import type { Route } from "./+types/passkeys-register-api";

// Signed in, same-origin (the middleware checks both before anything else).
export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

export function loader() {
  return adminJson({ error: "method_not_allowed" }, 405);
}

/**
 * Adding a passkey to one's own account: `options` (WebAuthn creation options, the challenge kept
 * in the database) then `verify` (the authenticator's answer). A passkey signs in on its own, so
 * adding one asks for a recent proof of identity, like removing one.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const session = sessionOf(context);
  const { user, token } = session;
  const db = await getDb();
  const security = (lang: "fr" | "en") => backOfficePath("/account/security", lang);

  if (params.step === "options") {
    const read = await readJsonPost(request, registerOptionsBody, MAX_PASSKEY_BODY);
    if ("refused" in read) return read.refused;
    if (!hasRecentAuth(session)) {
      const returnTo = safeRedirect(read.data.returnTo, security(user.language));
      const confirm = backOfficePath("/confirm", staffLangFromPath(returnTo));
      const location = `${confirm}?redirectTo=${encodeURIComponent(returnTo)}`;
      return adminJson({ error: "step_up", location }, 403);
    }
    return adminJson(await registrationOptions(db, user));
  }
  if (params.step !== "verify") return adminJson({ error: "not_found" }, 404);

  const read = await readJsonPost(request, registerVerifyBody, MAX_PASSKEY_BODY);
  if ("refused" in read) return read.refused;
  const passkey = await registerPasskey(db, user.id, read.data);
  if (!passkey) return adminJson({ error: "refused" }, 400);
  const ip = context.get(requestFacts).clientIp ?? null;
  await recordAudit(db, {
    actor: user.username,
    action: "passkey_added",
    target: passkey.name || null,
    ip,
    object: { type: "user", id: user.id },
  });
  // The way of signing in changed: a token seen before is worthless.
  const fresh = await rotateSessionToken(db, token);
  await noticeAccountChange(user, "passkeyAdded");
  const returnTo = safeRedirect(read.data.returnTo, security(user.language));
  const page = returnTo.split(/[?#]/)[0];
  return Response.json(
    { location: `${page}?done=passkeyAdded` },
    {
      headers: {
        ...adminHeaders,
        ...(fresh ? { "Set-Cookie": await sessionCookieHeader(fresh) } : {}),
      },
    },
  );
}
