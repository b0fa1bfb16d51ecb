import type { LinkDelivery, TeamActor } from "~/admin/accounts/team.server";
import type { ShownLink } from "~/admin/accounts/ui/user-link";
import type { MemberView } from "~/admin/accounts/ui/user-list";
import type { TeamMember } from "~/admin/accounts/users.server";
import { formatDateTime } from "~/admin/shell/admin-request.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import type { messages } from "~/platform/i18n/messages.server";

type Texts = ReturnType<typeof messages<"adminUsers">>;

/**
 * The administrator acting, as the team's services record and name them; a link shown on their
 * screen uses the address they are on (`withOrigin`).
 */
export function teamActor(
  session: {
    user: { id: number; username: string; displayName: string };
    actor: { ip: string | null };
  },
  request?: Request,
): TeamActor {
  const { id, username, displayName } = session.user;
  return {
    id,
    username,
    displayName,
    ip: session.actor.ip,
    origin: request && new URL(request.url).origin,
  };
}

/** The member form's words: its labels, each role with what it may do, the languages. */
export function memberFormTexts(t: Texts) {
  return { ...t.form, roles: t.roles, roleHints: t.roleHints, languages: t.languages };
}

/** The state of an account in words: active, invited (with its link's expiry) or disabled. */
export function memberState(member: TeamMember, lang: StaffLang, t: Texts, now = new Date()) {
  if (member.disabledAt) {
    return {
      tone: "off" as const,
      text: fill(t.states.disabled, { date: formatDateTime(member.disabledAt, lang) }),
    };
  }
  if (member.passwordSetAt) return { tone: "on" as const, text: t.states.active };
  const expiry = member.invitationExpiresAt;
  if (!expiry) return { tone: "pending" as const, text: t.states.invitedNoLink };
  const date = formatDateTime(expiry, lang);
  return {
    tone: "pending" as const,
    text: fill(expiry > now ? t.states.invited : t.states.invitationExpired, { date }),
  };
}

export function memberFactors(member: TeamMember, t: Texts): string {
  if (member.hasPasskey && member.totpEnabledAt) return t.factors.both;
  if (member.hasPasskey) return t.factors.passkey;
  if (member.totpEnabledAt) return t.factors.totp;
  return t.factors.none;
}

/** One account as the team list and the account page show it, all words written here. */
export function memberView(
  member: TeamMember,
  lang: StaffLang,
  t: Texts,
  href: string,
  selfId: number,
): MemberView {
  const state = memberState(member, lang, t);
  return {
    id: member.id,
    href,
    name: member.displayName || member.username,
    username: member.username,
    email: member.email ?? t.noEmail,
    you: member.id === selfId,
    role: t.roles[member.role],
    language: t.languages[member.language],
    state: state.text,
    tone: state.tone,
    lastSignIn: member.lastSignInAt ? formatDateTime(member.lastSignInAt, lang) : t.never,
    secondFactor: memberFactors(member, t),
  };
}

/** How a link reached its person, in words: the sentence of a sent e-mail, or the link to pass on. */
export function deliveryView(
  delivery: LinkDelivery,
  kind: "invite" | "reset",
  name: string,
  t: Texts,
): { sent?: string; shown?: ShownLink } {
  if (delivery.sent) {
    return {
      sent: fill(kind === "invite" ? t.link.inviteSent : t.link.resetSent, { email: delivery.to }),
    };
  }
  return {
    shown: {
      title: t.link.title,
      why: t.link.why[delivery.reason],
      instruction: fill(t.link[kind], { name }),
      label: fill(kind === "invite" ? t.link.inviteLabel : t.link.resetLabel, { name }),
      hint: t.link.copyHint,
      link: delivery.link,
    },
  };
}
