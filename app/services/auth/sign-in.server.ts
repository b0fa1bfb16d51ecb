import { recordAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { createSession, deleteExpiredSessions, deleteSession } from "~/data/sessions.server";
import { findUserByUsername, markSignedIn } from "~/data/users.server";
import { countSignInFailure } from "~/services/metrics.server";
import { takeAttempt } from "./limits.server";
import { usernameSchema, verifyPassword } from "./password.server";

export type SignInResult =
  | { status: "signed_in"; token: string; username: string }
  | { status: "invalid" }
  | { status: "limited"; retryAfter: number };

export interface SignInInput {
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
 * the password is verified, always, so the time taken does not tell whether the user exists.
 */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const tried = input.username.trim().toLowerCase().slice(0, 64);
  const attempt = await takeAttempt(tried, input.ip);
  if (!attempt.allowed) {
    countSignInFailure("limited");
    return { status: "limited", retryAfter: attempt.retryAfter };
  }

  const db = await getDb();
  const parsed = usernameSchema.safeParse(input.username);
  const user = parsed.success ? await findUserByUsername(db, parsed.data) : undefined;
  const valid = await verifyPassword(user?.password, input.password);

  if (!user || !valid) {
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
  const token = await createSession(db, user.id, { userAgent: input.userAgent, ip: input.ip }, now);
  await markSignedIn(db, user.id, now);
  await recordAudit(db, { actor: user.username, action: "sign_in", target: null, ip: input.ip });
  return { status: "signed_in", token, username: user.username };
}
