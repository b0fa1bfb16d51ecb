import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { findAccountByLogin } from "~/admin/accounts/account-recovery.server";
import { ACCOUNT_TOKEN_TTL_MS, issueAccountToken } from "~/admin/accounts/account-tokens.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import { clientKey } from "~/platform/http/client-key.server";
import { limiterSet, takePoint } from "~/platform/http/rate-limit.server";
import { mailConfigured, sendAccountMail } from "../intake/mailer.server";
import { inBackground } from "../shell/background.server";
import { accountLinkMail, accountLinkUrl } from "./account-link-mail.server";

/** Requests one address may make in an hour, whatever it types. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Links one account may be sent in an hour, from anywhere, whatever was typed to name it. */
export const RESET_REQUESTS_PER_ACCOUNT = 3;
const WINDOW_SECONDS = 60 * 60;

const limiters = limiterSet({
  address: {
    keyPrefix: "reset-ip",
    points: RESET_REQUESTS_PER_ADDRESS,
    durationSeconds: WINDOW_SECONDS,
  },
  account: {
    keyPrefix: "reset-account",
    points: RESET_REQUESTS_PER_ACCOUNT,
    durationSeconds: WINDOW_SECONDS,
  },
});

/** Tests open a new database: the next request builds limiters on it. */
export const resetPasswordResetLimiters = limiters.reset;

export type ResetRequest = { status: "accepted" } | { status: "limited"; retryAfter: number };

/**
 * "Forgotten password": the answer is the same, and as quick, whether an account matches or not.
 * Only the per-address limit is told (it says nothing of any account). The account is looked up,
 * and its link sent, after the answer: past its own limit, disabled, or without an e-mail
 * address, it gets nothing more, and the answer was the same.
 */
export async function requestPasswordReset(input: {
  login: string;
  ip: string | null;
  now?: Date;
}): Promise<ResetRequest> {
  const typed = input.login.trim().toLowerCase().slice(0, 254);
  const l = await limiters.get();
  const addressWait = await takePoint(l.address, clientKey(input.ip));
  if (addressWait !== undefined) return { status: "limited", retryAfter: addressWait };
  inBackground(() => sendResetLink(typed, input.ip, input.now ?? new Date(), l.account));
  return { status: "accepted" };
}

async function sendResetLink(
  typed: string,
  ip: string | null,
  now: Date,
  perAccount: RateLimiterAbstract,
): Promise<void> {
  const db = await getDb();
  const user = await findAccountByLogin(db, typed);
  // What was typed is kept only when it names an account: people type passwords there too.
  await recordAudit(db, {
    actor: null,
    action: "password_reset_requested",
    target: user?.username ?? null,
    ip,
    at: now,
    ...(user ? { object: { type: "user" as const, id: user.id } } : {}),
  });
  if (!user || user.disabledAt || !user.email || !mailConfigured()) return;
  if ((await takePoint(perAccount, `user-${user.id}`)) !== undefined) return;
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: "reset",
    createdBy: null,
    now,
  });
  await sendAccountMail(
    accountLinkMail({
      kind: "selfReset",
      user,
      link: accountLinkUrl("reset", token, user.language),
      expires: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.reset),
    }),
  );
}
