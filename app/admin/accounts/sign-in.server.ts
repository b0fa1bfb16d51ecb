import { factorState, hasSecondFactor } from "~/admin/accounts/account-factors.server";
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
} from "~/admin/accounts/sessions.server";
import { findUserForSignIn } from "~/admin/accounts/sign-in-accounts.server";
import { markSignedIn } from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { countSignInFailure } from "~/platform/http/metrics.server";
import type { StaffLang } from "~/platform/i18n/lang";
import { takeAttempt } from "./limits.server";
import { verifyPassword } from "./password.server";

export type SignInResult =
  /** Signed in: the session is active. */
  | { status: "signed_in"; token: string; username: string; language: StaffLang }
  /** The password was right; the session waits for a TOTP code, a recovery code or a passkey. */
  | { status: "second_factor"; token: string; username: string; language: StaffLang }
  | { status: "invalid" }
  | { status: "limited"; retryAfter: number };

export interface SignInInput {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  ip: string;
  userAgent?: string | null;
  /** A session the browser still holds is replaced, never reused. */
  previousToken?: string;
  now?: Date;
}

/**
 * The attempt is counted first (atomically, so parallel guesses cannot overrun the limits), then
 * the password is verified, always, so the time taken does not tell whether the user exists. A
 * disabled account, or an invited one whose owner never chose a password, gets the same answer
 * as a wrong password, after the same work.
 */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const tried = input.username.trim().toLowerCase().slice(0, 254);
  const attempt = await takeAttempt(tried, input.ip);
  if (!attempt.allowed) {
    countSignInFailure("limited");
    return { status: "limited", retryAfter: attempt.retryAfter };
  }

  const db = await getDb();
  const user = await findUserForSignIn(db, input.username);
  const valid = await verifyPassword(user?.password, input.password);

  if (!user || !valid || user.disabledAt || !user.passwordSetAt) {
    countSignInFailure("invalid");
    await attempt.failed();
    // What was typed is kept only when it names an account: people type passwords there.
    const target = user?.username ?? null;
    await recordAudit(db, { actor: null, action: "sign_in_failed", target, ip: input.ip });
    return { status: "invalid" };
  }

  await attempt.succeeded();
  const now = input.now ?? new Date();
  if (input.previousToken) await deleteSession(db, input.previousToken);
  // Housekeeping at a moment that is rare and not time-critical: expired sessions go.
  await deleteExpiredSessions(db, now);
  const meta = { userAgent: input.userAgent, ip: input.ip };
  const found = { username: user.username, language: user.language };
  if (hasSecondFactor(await factorState(db, user.id))) {
    // Good for five minutes and for nothing but the second factor (currentSession ignores it).
    const token = await createSession(db, user.id, { ...meta, stage: "second_factor" }, now);
    return { status: "second_factor", token, ...found };
  }
  const token = await startSession(db, user, meta, now);
  return { status: "signed_in", token, ...found };
}

/** An active session for an account that just proved who it is, recorded as a sign-in. */
export async function startSession(
  db: Database,
  user: { id: number; username: string },
  meta: { userAgent?: string | null; ip: string | null },
  now = new Date(),
): Promise<string> {
  const token = await createSession(db, user.id, meta, now);
  await markSignedIn(db, user.id, now);
  await recordAudit(db, { actor: user.username, action: "sign_in", target: null, ip: meta.ip });
  return token;
}
