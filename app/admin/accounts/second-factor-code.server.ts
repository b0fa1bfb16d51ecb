import type { Database } from "~/platform/database/db.server";
import { takeAttempt } from "./limits.server";
import { useRecoveryCode } from "./recovery-codes.server";
import { useTotpCode } from "./totp.server";

export type CodeKind = "totp" | "recovery";

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfter: number };

/**
 * Checks a second-factor code of the kind typed (an app's TOTP code, or a recovery code, which
 * is used up). Counted first by the sign-in limiter's rules on a key of its own, so that signing
 * in with the right password never forgets the codes guessed wrong.
 */
export async function checkSecondFactorCode(
  db: Database,
  kind: CodeKind,
  user: { id: number; username: string },
  code: string,
  ip: string,
  now = new Date(),
): Promise<CodeCheck> {
  const attempt = await takeAttempt(`second-factor:${user.username}`, ip);
  if (!attempt.allowed) return { ok: false, reason: "limited", retryAfter: attempt.retryAfter };
  const use = kind === "totp" ? useTotpCode : useRecoveryCode;
  if (!(await use(db, user.id, code, now))) {
    await attempt.failed();
    return { ok: false, reason: "invalid" };
  }
  await attempt.succeeded();
  return { ok: true };
}
