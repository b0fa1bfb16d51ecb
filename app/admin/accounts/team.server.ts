import { randomBytes } from "node:crypto";
import { removeAllFactors } from "~/admin/accounts/account-factors.server";
import { ACCOUNT_TOKEN_TTL_MS, issueAccountToken } from "~/admin/accounts/account-tokens.server";
import { deleteUserSessions } from "~/admin/accounts/sessions.server";
import {
  changeMember,
  findPublicUser,
  insertUser,
  type MemberChange,
  type PublicUser,
  takenFields,
} from "~/admin/accounts/users.server";
import { type AuditAction, recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import type { StaffLang } from "~/platform/i18n/lang";
import { componentLogger } from "~/platform/runtime/logger.server";
import { mailConfigured, type SendAccountMail, sendAccountMail } from "../intake/mailer.server";
import { accountLinkMail, accountLinkUrl } from "./account-link-mail.server";
import type { LinkPurpose } from "./account-links.server";
import { noticeAccountChange } from "./account-notices.server";
import { hashPassword } from "./password.server";

const log = componentLogger("team");

/** The administrator making a change, as the activity log and the e-mails name them. */
export interface TeamActor {
  id: number;
  username: string;
  displayName: string;
  ip: string | null;
  /**
   * The address the administrator is using. A link shown on their screen points there (it is
   * theirs to pass on); an e-mailed link always uses PUBLIC_SITE_URL, never a request's Host.
   */
  origin?: string;
}

/** How a link reached its person: by e-mail, or shown once to the administrator to pass on. */
export type LinkDelivery =
  | { sent: true; to: string }
  | { sent: false; link: string; reason: "noSmtp" | "noEmail" | "failed" };

export interface MemberFields {
  displayName: string;
  /** Null only for an account made on the command line without one. */
  email: string | null;
  role: Role;
  language: StaffLang;
}

/** Sending mail, replaceable in tests. */
export interface MailOptions {
  send?: SendAccountMail;
  now?: Date;
}

/** An activity-log entry about a colleague's account, in the administrator's name. */
function recordTeamChange(
  db: Database,
  actor: TeamActor,
  action: AuditAction,
  user: { id: number; username: string },
  target = user.username,
) {
  return recordAudit(db, {
    actor: actor.username,
    action,
    target,
    ip: actor.ip,
    object: { type: "user", id: user.id },
  });
}

/**
 * Makes a single-use link (the person's earlier ones of that kind die) and e-mails it when SMTP is
 * set up and the account has an address; otherwise, or when sending fails, the link comes back
 * to be shown to the administrator once (it is stored nowhere). Recorded either way.
 */
async function sendLink(
  db: Database,
  user: PublicUser,
  purpose: LinkPurpose,
  actor: TeamActor,
  options: MailOptions,
): Promise<LinkDelivery> {
  const now = options.now ?? new Date();
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose,
    createdBy: actor.username,
    now,
  });
  const link = accountLinkUrl(purpose, token, user.language);
  const delivery = await deliver(
    accountLinkMail({
      kind: purpose,
      user,
      link,
      expires: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]),
      sender: actor,
    }),
    actor.origin ? new URL(new URL(link).pathname, actor.origin).href : link,
    options,
  );
  const action = purpose === "invite" ? "user_invited" : "password_reset_link_created";
  await recordTeamChange(db, actor, action, user);
  return delivery;
}

/** Sends a link's e-mail, or says why the link is to be shown (`shown`: its address on screen). */
async function deliver(
  mail: { to: string; subject: string; text: string },
  shown: string,
  options: MailOptions,
): Promise<LinkDelivery> {
  if (!mail.to) return { sent: false, link: shown, reason: "noEmail" };
  if (!options.send && !mailConfigured()) return { sent: false, link: shown, reason: "noSmtp" };
  try {
    await (options.send ?? sendAccountMail)(mail);
    return { sent: true, to: mail.to };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "account link not sent",
    );
    return { sent: false, link: shown, reason: "failed" };
  }
}

export type InviteResult =
  | { ok: true; user: PublicUser; delivery: LinkDelivery }
  | { ok: false; taken: { username: boolean; email: boolean } };

/**
 * Creates the account of an invited colleague, with a password nobody knows (an Argon2 hash of
 * random bytes) until they choose theirs through the single-use link, valid 72 hours.
 */
export async function inviteMember(
  db: Database,
  input: MemberFields & { username: string; email: string },
  actor: TeamActor,
  options: MailOptions = {},
): Promise<InviteResult> {
  const taken = await takenFields(db, input);
  if (taken.username || taken.email) return { ok: false, taken };
  const unknowable = await hashPassword(randomBytes(32).toString("base64url"));
  const user = await insertUser(db, input.username, unknowable, {
    email: input.email,
    displayName: input.displayName,
    role: input.role,
    language: input.language,
    passwordSetAt: null,
  });
  // Someone else took the name or address meanwhile: the unique indexes refused it.
  if (!user) return { ok: false, taken: await takenFields(db, input) };
  return { ok: true, user, delivery: await sendLink(db, user, "invite", actor, options) };
}

export type LinkResult =
  | { ok: true; user: PublicUser; delivery: LinkDelivery }
  | { ok: false; reason: "notFound" | "notInvited" | "notActive" };

/**
 * A new link for a colleague, the old one of its kind dying: an invitation again, for an account
 * that has not chosen its password yet; a password reset link (30 minutes) for an active one.
 */
export async function newLink(
  db: Database,
  id: number,
  purpose: LinkPurpose,
  actor: TeamActor,
  options: MailOptions = {},
): Promise<LinkResult> {
  const user = await findPublicUser(db, id);
  if (!user) return { ok: false, reason: "notFound" };
  if (purpose === "invite" && user.passwordSetAt) return { ok: false, reason: "notInvited" };
  if (user.disabledAt || (purpose === "reset" && !user.passwordSetAt)) {
    return { ok: false, reason: "notActive" };
  }
  return { ok: true, user, delivery: await sendLink(db, user, purpose, actor, options) };
}

/**
 * A colleague who lost their passkey or phone: every second factor of the account is removed, so
 * the password signs in again (and, while the team requires a factor, leads straight to setting
 * up a new one). Not for one's own account (its security page does that, factor by factor).
 * Recorded, and the account is told by e-mail in its language.
 */
export async function resetMemberFactors(
  db: Database,
  id: number,
  actor: TeamActor,
): Promise<{ ok: true; user: PublicUser } | { ok: false; reason: "notFound" | "self" }> {
  if (id === actor.id) return { ok: false, reason: "self" };
  const user = await findPublicUser(db, id);
  if (!user) return { ok: false, reason: "notFound" };
  await removeAllFactors(db, user.id);
  await recordTeamChange(db, actor, "second_factors_reset", user);
  await noticeAccountChange(user, "factorsReset");
  return { ok: true, user };
}

export type ChangeRefusal = "notFound" | "lastAdmin" | "self" | "emailTaken" | "usernameTaken";
export type ChangeResult =
  | { ok: true; user: PublicUser | null }
  | { ok: false; reason: ChangeRefusal };

/** Name, e-mail, role and language; the last active administrator keeps the administrator role. */
export async function updateMember(
  db: Database,
  id: number,
  fields: MemberFields,
  actor: TeamActor,
): Promise<ChangeResult> {
  if ((await takenFields(db, { email: fields.email }, id)).email) {
    return { ok: false, reason: "emailTaken" };
  }
  const result = await changeMember(db, id, { kind: "update", fields });
  if (!result.ok) return result;
  const { before, after } = result;
  const member = { id, username: before.username };
  if (before.role !== fields.role) {
    const target = `${before.username}: ${before.role} → ${fields.role}`;
    await recordTeamChange(db, actor, "user_role_changed", member, target);
  }
  const changed = (["displayName", "email", "language"] as const).filter(
    (key) => (before[key] ?? "") !== (fields[key] ?? ""),
  );
  if (changed.length > 0) {
    const target = `${before.username}: ${changed.join(", ")}`;
    await recordTeamChange(db, actor, "user_updated", member, target);
  }
  return { ok: true, user: after };
}

/** A change of a colleague's access, recorded in the administrator's name. */
async function changeAccess(
  db: Database,
  id: number,
  change: Exclude<MemberChange, { kind: "update" }>,
  action: "user_disabled" | "user_enabled" | "user_removed",
  actor: TeamActor,
): Promise<ChangeResult> {
  const result = await changeMember(db, id, change);
  if (!result.ok) return result;
  await recordTeamChange(db, actor, action, { id, username: result.before.username });
  return { ok: true, user: result.after };
}

/** A disabled account cannot sign in, and its open sessions end now. */
export async function disableMember(
  db: Database,
  id: number,
  actor: TeamActor,
  now = new Date(),
): Promise<ChangeResult> {
  if (id === actor.id) return { ok: false, reason: "self" };
  const result = await changeAccess(db, id, { kind: "disable", at: now }, "user_disabled", actor);
  if (result.ok) await deleteUserSessions(db, id);
  return result;
}

export function enableMember(db: Database, id: number, actor: TeamActor): Promise<ChangeResult> {
  return changeAccess(db, id, { kind: "enable" }, "user_enabled", actor);
}

/** Removes the account with its sessions, factors and links; the activity log keeps its name. */
export async function removeMember(
  db: Database,
  id: number,
  actor: TeamActor,
): Promise<ChangeResult> {
  if (id === actor.id) return { ok: false, reason: "self" };
  return changeAccess(db, id, { kind: "remove" }, "user_removed", actor);
}
