import { data } from "react-router";
import {
  clearPendingTotp,
  disableTotp,
  enableTotp,
  factorState,
  hasSecondFactor,
  readSecurityRules,
  readTotp,
  setPendingTotpSecret,
} from "~/admin/accounts/account-factors.server";
import { type AccountChange, noticeAccountChange } from "~/admin/accounts/account-notices.server";
import { deletePasskey, renamePasskey } from "~/admin/accounts/passkey-records.server";
import { PASSKEY_NAME_MAX } from "~/admin/accounts/passkeys.server";
import { issueRecoveryCodes } from "~/admin/accounts/recovery-codes.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { rotateSessionToken, type SessionUser } from "~/admin/accounts/sessions.server";
import { matchTotp, newTotpSecret } from "~/admin/accounts/totp.server";
import { adminHeaders } from "~/admin/shell/admin-request.server";
import type { AdminContext } from "~/admin/shell/guard.server";
import { type AuditAction, recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { canSealSecrets } from "~/platform/runtime/secret-box.server";

/** What a post to the account's security page did; `codes` are shown once, never stored. */
export type SecurityOutcome =
  | {
      ok: true;
      done:
        | "renamed"
        | "removed"
        | "totpStarted"
        | "totpCancelled"
        | "totpEnabled"
        | "totpDisabled"
        | "recoveryCodes";
      codes?: string[];
    }
  | { ok: false; error: "totpInvalid" | "lastFactor" | "notFound" | "secretsKeyMissing" };

interface Context {
  request: Request;
  session: AdminContext;
  db: Database;
  ip: string | null;
  /** The page's own path, where a step-up comes back to. */
  page: string;
}

/**
 * What needs a proof of identity from the last five minutes (the route asks for it first, see
 * `stepUpRequest`). Confirming a set-up is a new way in as much as starting one.
 */
export const SENSITIVE_INTENTS = [
  "remove",
  "totpStart",
  "totpEnable",
  "totpDisable",
  "recoveryNew",
];

/**
 * The account's own factors: rename or remove a passkey, set up, confirm or turn off TOTP, new
 * recovery codes. Removing, turning off and new codes (and setting up: a new way in) need a
 * proof of identity from the last five minutes; each change renews the session's token, is
 * recorded and notified to the account by e-mail.
 */
export async function securityAction(
  ctx: Context,
  field: (name: string) => string,
): Promise<Response | ReturnType<typeof answer>> {
  const { session, db } = ctx;
  const { user } = session;
  const intent = field("intent");

  switch (intent) {
    case "rename": {
      const name = field("name").trim().slice(0, PASSKEY_NAME_MAX);
      const renamed = await renamePasskey(db, user.id, field("id"), name);
      return renamed
        ? answer({ ok: true, done: "renamed" })
        : answer({ ok: false, error: "notFound" }, 404);
    }
    case "remove": {
      if (await wouldLoseLastFactor(db, user.id, "passkey")) {
        return answer({ ok: false, error: "lastFactor" }, 409);
      }
      const removed = await deletePasskey(db, user.id, field("id"));
      if (!removed) return answer({ ok: false, error: "notFound" }, 404);
      return changed(
        ctx,
        "passkey_removed",
        "passkeyRemoved",
        { ok: true, done: "removed" },
        removed.name,
      );
    }
    case "totpStart": {
      // Production on PostgreSQL without SECRETS_KEY: the key could not be stored sealed.
      if (!canSealSecrets()) return answer({ ok: false, error: "secretsKeyMissing" }, 503);
      await setPendingTotpSecret(db, user.id, newTotpSecret());
      return answer({ ok: true, done: "totpStarted" });
    }
    case "totpCancel": {
      await clearPendingTotp(db, user.id);
      return answer({ ok: true, done: "totpCancelled" });
    }
    case "totpEnable": {
      const totp = await readTotp(db, user.id);
      const now = new Date();
      const step =
        totp?.secret && !totp.enabled
          ? await matchTotp(totp.secret, field("code"), now)
          : undefined;
      if (step === undefined || !(await enableTotp(db, user.id, step, now))) {
        return answer({ ok: false, error: "totpInvalid" }, 400);
      }
      const codes = await issueRecoveryCodes(db, user.id);
      await audit(ctx, "recovery_codes_generated");
      return changed(ctx, "totp_enabled", "totpEnabled", { ok: true, done: "totpEnabled", codes });
    }
    case "totpDisable": {
      if (await wouldLoseLastFactor(db, user.id, "totp")) {
        return answer({ ok: false, error: "lastFactor" }, 409);
      }
      await disableTotp(db, user.id);
      return changed(ctx, "totp_disabled", "totpDisabled", { ok: true, done: "totpDisabled" });
    }
    case "recoveryNew": {
      if (!(await factorState(db, user.id)).totpEnabled)
        return answer({ ok: false, error: "notFound" }, 404);
      const codes = await issueRecoveryCodes(db, user.id);
      return changed(ctx, "recovery_codes_generated", "recoveryCodes", {
        ok: true,
        done: "recoveryCodes",
        codes,
      });
    }
    default:
      return answer({ ok: false, error: "notFound" }, 400);
  }
}

function answer(outcome: SecurityOutcome, status = 200, cookie?: string) {
  return data(outcome, {
    status,
    headers: cookie ? { ...adminHeaders, "Set-Cookie": cookie } : adminHeaders,
  });
}

/** Removing this factor would leave none while the team requires one. */
async function wouldLoseLastFactor(db: Database, userId: number, losing: "passkey" | "totp") {
  if (!(await readSecurityRules(db)).requireSecondFactor) return false;
  const state = await factorState(db, userId);
  const after = {
    ...state,
    passkeys: losing === "passkey" ? state.passkeys - 1 : state.passkeys,
    totpEnabled: losing === "totp" ? false : state.totpEnabled,
  };
  return !hasSecondFactor(after);
}

async function audit(ctx: Context, action: AuditAction, target: string | null = null) {
  const { user } = ctx.session;
  await recordAudit(ctx.db, {
    actor: user.username,
    action,
    target,
    ip: ctx.ip,
    object: { type: "user", id: user.id },
  });
}

/** A factor changed: recorded, the token renewed (its cookie set), the account told by e-mail. */
async function changed(
  ctx: Context,
  action: AuditAction,
  change: AccountChange,
  outcome: SecurityOutcome,
  target: string | null = null,
) {
  await audit(ctx, action, target);
  const fresh = await rotateSessionToken(ctx.db, ctx.session.token);
  await noticeAccountChange(ctx.session.user satisfies SessionUser, change);
  return answer(outcome, 200, fresh ? await sessionCookieHeader(fresh) : undefined);
}
