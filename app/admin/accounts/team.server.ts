import { randomBytes } from "node:crypto";
import { removeAllFactors } from "~/admin/accounts/account-factors.server";
import { ACCOUNT_TOKEN_TTL_MS, issueAccountToken } from "~/admin/accounts/account-tokens.server";
import { deleteUserSessions } from "~/admin/accounts/sessions.server";
import {
  changeMember,
  findPublicUser,
  insertUser,
  type PublicUser,
  takenFields,
} from "~/admin/accounts/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";
import type { Role } from "~/platform/database/roles";
import { fill } from "~/platform/i18n/format";
import type { Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { mailConfigured, type SendAccountMail, sendAccountMail } from "../intake/mailer.server";
import { formatDateTime } from "../shell/admin-page.server";
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
  language: Lang;
}

/** Sending mail, replaceable in tests. */
export interface MailOptions {
  send?: SendAccountMail;
  now?: Date;
}

const linkOf = (inside: `/${string}`, lang: Lang) =>
  env().PUBLIC_SITE_URL.replace(/\/$/, "") + backOfficePath(inside, lang);

/**
 * E-mails a link when SMTP is set up and the account has an address; otherwise, or when sending
 * fails, the link comes back to be shown to the administrator once (it is stored nowhere).
 */
async function deliver(
  user: PublicUser,
  link: string,
  mail: (t: ReturnType<typeof messages<"adminUsers">>["mail"]) => { subject: string; text: string },
  options: MailOptions & { shownOrigin?: string },
): Promise<LinkDelivery> {
  const shown = options.shownOrigin
    ? new URL(new URL(link).pathname, options.shownOrigin).href
    : link;
  if (!user.email) return { sent: false, link: shown, reason: "noEmail" };
  if (!options.send && !mailConfigured()) return { sent: false, link: shown, reason: "noSmtp" };
  try {
    await (options.send ?? sendAccountMail)({
      to: user.email,
      ...mail(messages(user.language, "adminUsers").mail),
    });
    return { sent: true, to: user.email };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "account link not sent",
    );
    return { sent: false, link: shown, reason: "failed" };
  }
}

const who = (person: { displayName: string; username: string }) =>
  person.displayName || person.username;

async function sendInvitation(
  db: Database,
  user: PublicUser,
  actor: TeamActor,
  options: MailOptions,
): Promise<LinkDelivery> {
  const now = options.now ?? new Date();
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: "invite",
    createdBy: actor.username,
    now,
  });
  const link = linkOf(`/welcome/${token}`, user.language);
  const expires = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.invite);
  const delivery = await deliver(
    user,
    link,
    (t) => ({
      subject: fill(t.inviteSubject, { site: company.name }),
      text: [
        fill(t.greeting, { name: who(user) }),
        "",
        fill(t.inviteBody, {
          inviter: who(actor),
          site: company.name,
          url: env().PUBLIC_SITE_URL,
          role: t.roles[user.role],
        }),
        "",
        fill(t.username, { username: user.username }),
        "",
        t.inviteLink,
        link,
        "",
        fill(t.inviteValid, { date: formatDateTime(expires, user.language) }),
        "",
        t.notExpected,
        "",
        fill(t.signature, { company: company.name }),
      ].join("\n"),
    }),
    { ...options, shownOrigin: actor.origin },
  );
  await recordAudit(db, {
    actor: actor.username,
    action: "user_invited",
    target: user.username,
    ip: actor.ip,
    object: { type: "user", id: user.id },
  });
  return delivery;
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
  return { ok: true, user, delivery: await sendInvitation(db, user, actor, options) };
}

export type LinkResult =
  | { ok: true; user: PublicUser; delivery: LinkDelivery }
  | { ok: false; reason: "notFound" | "notInvited" | "notActive" };

/** A new invitation link for an account that has not chosen its password yet; the old one dies. */
export async function resendInvitation(
  db: Database,
  id: number,
  actor: TeamActor,
  options: MailOptions = {},
): Promise<LinkResult> {
  const user = await findPublicUser(db, id);
  if (!user) return { ok: false, reason: "notFound" };
  if (user.passwordSetAt) return { ok: false, reason: "notInvited" };
  if (user.disabledAt) return { ok: false, reason: "notActive" };
  return { ok: true, user, delivery: await sendInvitation(db, user, actor, options) };
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
  await recordAudit(db, {
    actor: actor.username,
    action: "second_factors_reset",
    target: user.username,
    ip: actor.ip,
    object: { type: "user", id: user.id },
  });
  await noticeAccountChange(user, "factorsReset");
  return { ok: true, user };
}

/** A password reset link (30 minutes) made by an administrator for a colleague. */
export async function createResetLink(
  db: Database,
  id: number,
  actor: TeamActor,
  options: MailOptions = {},
): Promise<LinkResult> {
  const user = await findPublicUser(db, id);
  if (!user) return { ok: false, reason: "notFound" };
  if (user.disabledAt || !user.passwordSetAt) return { ok: false, reason: "notActive" };
  const now = options.now ?? new Date();
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: "reset",
    createdBy: actor.username,
    now,
  });
  const link = linkOf(`/reset/${token}`, user.language);
  const expires = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.reset);
  const delivery = await deliver(
    user,
    link,
    (t) => ({
      subject: fill(t.resetSubject, { site: company.name }),
      text: [
        fill(t.greeting, { name: who(user) }),
        "",
        fill(t.resetBody, { admin: who(actor), site: company.name }),
        "",
        fill(t.username, { username: user.username }),
        "",
        link,
        "",
        fill(t.resetValid, { date: formatDateTime(expires, user.language) }),
        "",
        t.notExpected,
        "",
        fill(t.signature, { company: company.name }),
      ].join("\n"),
    }),
    { ...options, shownOrigin: actor.origin },
  );
  await recordAudit(db, {
    actor: actor.username,
    action: "password_reset_link_created",
    target: user.username,
    ip: actor.ip,
    object: { type: "user", id: user.id },
  });
  return { ok: true, user, delivery };
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
  const audit = { actor: actor.username, ip: actor.ip, object: { type: "user", id } } as const;
  if (before.role !== fields.role) {
    await recordAudit(db, {
      ...audit,
      action: "user_role_changed",
      target: `${before.username}: ${before.role} → ${fields.role}`,
    });
  }
  const changed = (["displayName", "email", "language"] as const).filter(
    (key) => (before[key] ?? "") !== (fields[key] ?? ""),
  );
  if (changed.length > 0) {
    await recordAudit(db, {
      ...audit,
      action: "user_updated",
      target: `${before.username}: ${changed.join(", ")}`,
    });
  }
  return { ok: true, user: after };
}

/** A disabled account cannot sign in, and its open sessions end now. */
export async function disableMember(
  db: Database,
  id: number,
  actor: TeamActor,
  now = new Date(),
): Promise<ChangeResult> {
  if (id === actor.id) return { ok: false, reason: "self" };
  const result = await changeMember(db, id, { kind: "disable", at: now });
  if (!result.ok) return result;
  await deleteUserSessions(db, id);
  await recordAudit(db, {
    actor: actor.username,
    action: "user_disabled",
    target: result.before.username,
    ip: actor.ip,
    object: { type: "user", id },
  });
  return { ok: true, user: result.after };
}

export async function enableMember(
  db: Database,
  id: number,
  actor: TeamActor,
): Promise<ChangeResult> {
  const result = await changeMember(db, id, { kind: "enable" });
  if (!result.ok) return result;
  await recordAudit(db, {
    actor: actor.username,
    action: "user_enabled",
    target: result.before.username,
    ip: actor.ip,
    object: { type: "user", id },
  });
  return { ok: true, user: result.after };
}

/** Removes the account with its sessions, factors and links; the activity log keeps its name. */
export async function removeMember(
  db: Database,
  id: number,
  actor: TeamActor,
): Promise<ChangeResult> {
  if (id === actor.id) return { ok: false, reason: "self" };
  const result = await changeMember(db, id, { kind: "remove" });
  if (!result.ok) return result;
  await recordAudit(db, {
    actor: actor.username,
    action: "user_removed",
    target: result.before.username,
    ip: actor.ip,
    object: { type: "user", id },
  });
  return { ok: true, user: null };
}
