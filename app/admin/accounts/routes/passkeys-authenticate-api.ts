import type { z } from "zod";
import {
  authenticateOptionsBody,
  authenticateVerifyBody,
  MAX_PASSKEY_BODY,
  type purposeSchema,
} from "~/admin/accounts/passkey-schemas.server";
import {
  allowSignInOptions,
  authenticationOptions,
  verifyPasskey,
} from "~/admin/accounts/passkeys.server";
import {
  finishSecondFactor,
  landingPath,
  pendingSignIn,
  recordFactorFailure,
} from "~/admin/accounts/second-factor.server";
import { readSessionToken, sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { deleteSession, rotateSessionToken } from "~/admin/accounts/sessions.server";
import { startSession } from "~/admin/accounts/sign-in.server";
import { findUserById } from "~/admin/accounts/users.server";
import { adminHeaders, currentSession, requireSameOrigin } from "~/admin/shell/guard.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { backOfficePath } from "~/platform/navigation/back-office";
import { requestFacts } from "~/request-facts";
import { adminJson, readJsonPost } from "../../articles/json-post.server";
import type { Route } from "./+types/passkeys-authenticate-api";

export function loader() {
  return adminJson({ error: "method_not_allowed" }, 405);
}

type Purpose = z.infer<typeof purposeSchema>;

/**
 * Whose passkey is expected: anyone's for a sign-in (a discoverable credential names its
 * account), the pending session's account for a second factor, the signed-in account for a
 * step-up. Null when the session that purpose needs is missing.
 */
async function expected(request: Request, purpose: Purpose) {
  if (purpose === "sign_in") return { userId: null } as const;
  if (purpose === "second_factor") {
    const pending = await pendingSignIn(request);
    return pending ? ({ userId: pending.user.id, pending } as const) : null;
  }
  const active = await currentSession(request);
  return active ? ({ userId: active.user.id, active } as const) : null;
}

const withCookie = async (body: unknown, token: string) =>
  Response.json(body, {
    headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(token) },
  });

/**
 * Signing in, completing a sign-in or confirming identity with a passkey: `options` then
 * `verify`. No session is needed to start (the middleware is not used); the origin is checked
 * before anything else, as on the sign-in form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const ip = context.get(requestFacts).clientIp ?? null;
  const db = await getDb();

  if (params.step === "options") {
    const read = await readJsonPost(request, authenticateOptionsBody, MAX_PASSKEY_BODY);
    if ("refused" in read) return read.refused;
    const { purpose } = read.data;
    if (purpose === "sign_in") {
      const wait = await allowSignInOptions(ip ?? undefined);
      if (wait !== undefined) {
        return Response.json(
          { error: "limited" },
          { status: 429, headers: { ...adminHeaders, "Retry-After": String(wait) } },
        );
      }
    }
    const who = await expected(request, purpose);
    if (!who) return adminJson({ error: "expired" }, 401);
    return adminJson(await authenticationOptions(db, who.userId));
  }
  if (params.step !== "verify") return adminJson({ error: "not_found" }, 404);

  const read = await readJsonPost(request, authenticateVerifyBody, MAX_PASSKEY_BODY);
  if ("refused" in read) return read.refused;
  const { purpose, redirectTo } = read.data;
  const who = await expected(request, purpose);
  if (!who) return adminJson({ error: "expired" }, 401);
  const verified = await verifyPasskey(db, who.userId, read.data);
  if (!verified) return refused(db, who, ip);

  if ("pending" in who && who.pending) {
    const token = await finishSecondFactor(db, who.pending, "passkey", ip);
    if (!token) return adminJson({ error: "expired" }, 401);
    const target = safeRedirect(redirectTo, backOfficePath("", who.pending.user.language));
    return withCookie({ location: landingPath(target, who.pending.user.language) }, token);
  }
  if ("active" in who && who.active) {
    const token = await rotateSessionToken(db, who.active.token, { authenticated: true });
    if (!token) return adminJson({ error: "expired" }, 401);
    const { username, id } = who.active.user;
    await recordAudit(db, {
      actor: username,
      action: "step_up",
      target: "passkey",
      ip,
      object: { type: "user", id },
    });
    return withCookie({ location: safeRedirect(redirectTo, backOfficePath("")) }, token);
  }

  // A passkey alone: it is two factors already (the device, and its fingerprint or PIN).
  const user = await findUserById(db, verified.userId);
  if (!user || user.disabledAt) return adminJson({ error: "refused" }, 400);
  const previous = await readSessionToken(request);
  if (previous) await deleteSession(db, previous);
  const token = await startSession(db, user, { userAgent: request.headers.get("User-Agent"), ip });
  const target = safeRedirect(redirectTo, backOfficePath("", user.language));
  return withCookie({ location: landingPath(target, user.language) }, token);
}

async function refused(
  db: Database,
  who: NonNullable<Awaited<ReturnType<typeof expected>>>,
  ip: string | null,
): Promise<Response> {
  const user =
    "pending" in who ? who.pending?.user : "active" in who ? who.active?.user : undefined;
  if (user) await recordFactorFailure(db, user, ip, "active" in who ? user.username : null);
  return adminJson({ error: "refused" }, 400);
}
