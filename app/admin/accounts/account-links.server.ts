import { setChosenPassword } from "~/admin/accounts/account-recovery.server";
import { findAccountToken } from "~/admin/accounts/account-tokens.server";
import { createSession, deleteSession } from "~/admin/accounts/sessions.server";
import { findUserById, markSignedIn } from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import type { User } from "~/platform/database/schema";
import { inBackground } from "../shell/background.server";
import { noticeAccountChange } from "./account-notices.server";
import { hashPassword } from "./password.server";
import { checkNewPassword, type PasswordCheck } from "./password-policy.server";

// What the links of /admin/reset/<token> and /admin/welcome/<token> lead to: a password chosen
// under the policy, set in the same transaction that uses the link up.

export type LinkPurpose = "reset" | "invite";

/** The account a link is good for now, or undefined (unknown, used, expired, disabled). */
export async function accountOfLink(
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<User | undefined> {
  const db = await getDb();
  const link = await findAccountToken(db, token, purpose, { now });
  const user = link ? await findUserById(db, link.userId) : undefined;
  return user && !user.disabledAt ? user : undefined;
}

export type ChosenPassword =
  | { status: "invalid" }
  | { status: "refused"; check: Extract<PasswordCheck, { ok: false }> }
  | { status: "done"; user: User };

/**
 * Checks the password against the policy, hashes it (outside the transaction: Argon2 takes a
 * while), then in one transaction uses the link up (exactly one of two tabs wins), sets the
 * password and ends every session of the account, and records it.
 */
async function choosePassword(input: {
  token: string;
  purpose: LinkPurpose;
  password: string;
  ip: string | null;
  now?: Date;
}): Promise<ChosenPassword> {
  const now = input.now ?? new Date();
  const user = await accountOfLink(input.token, input.purpose, now);
  if (!user) return { status: "invalid" };
  const check = await checkNewPassword(input.password, user);
  if (!check.ok) return { status: "refused", check };
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const used = await db.transaction(async (tx) => {
    const link = await findAccountToken(tx, input.token, input.purpose, { useUp: true, now });
    if (!link || link.userId !== user.id) return false;
    await setChosenPassword(tx, user.id, passwordHash, now);
    await recordAudit(tx, {
      actor: user.username,
      action: input.purpose === "reset" ? "password_reset" : "invitation_accepted",
      target: user.username,
      ip: input.ip,
      at: now,
      object: { type: "user", id: user.id },
    });
    return true;
  });
  return used ? { status: "done", user } : { status: "invalid" };
}

/** A reset link's new password: every session ends, and the account is told by e-mail. */
export async function resetPassword(input: {
  token: string;
  password: string;
  ip: string | null;
  now?: Date;
}): Promise<ChosenPassword> {
  const result = await choosePassword({ ...input, purpose: "reset" });
  if (result.status === "done") {
    const { user } = result;
    inBackground(() => noticeAccountChange(user, "passwordReset", { now: input.now }));
  }
  return result;
}

export type AcceptedInvitation =
  | Exclude<ChosenPassword, { status: "done" }>
  | { status: "done"; user: User; sessionToken: string };

/** An invitation's first password: the person is then signed in (a session of their own). */
export async function acceptInvitation(input: {
  token: string;
  password: string;
  ip: string | null;
  userAgent?: string | null;
  /** A session the browser still holds (someone else's, maybe) is ended, never reused. */
  previousToken?: string;
  now?: Date;
}): Promise<AcceptedInvitation> {
  const result = await choosePassword({ ...input, purpose: "invite" });
  if (result.status !== "done") return result;
  const now = input.now ?? new Date();
  const db = await getDb();
  if (input.previousToken) await deleteSession(db, input.previousToken);
  const sessionToken = await createSession(
    db,
    result.user.id,
    { userAgent: input.userAgent, ip: input.ip },
    now,
  );
  await markSignedIn(db, result.user.id, now);
  await recordAudit(db, { actor: result.user.username, action: "sign_in", ip: input.ip, at: now });
  return { ...result, sessionToken };
}
