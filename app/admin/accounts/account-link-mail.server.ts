import { company } from "~/platform/content/company";
import type { Role } from "~/platform/database/roles";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { formatDateTime } from "../shell/admin-page.server";
import type { LinkPurpose } from "./account-links.server";

/**
 * The e-mails that carry an account link: an invitation, a reset link an administrator made, a
 * reset link the person asked for ("forgotten password").
 */
export type LinkMailKind = "invite" | "reset" | "selfReset";

/** A person as an e-mail names them. */
interface Named {
  username: string;
  displayName: string;
}

const who = (person: Named) => person.displayName || person.username;

/** An account link on the public site, in the account's language; never a request's Host. */
export function accountLinkUrl(purpose: LinkPurpose, token: string, lang: StaffLang): string {
  const inside =
    purpose === "invite" ? (`/welcome/${token}` as const) : (`/reset/${token}` as const);
  return env().PUBLIC_SITE_URL.replace(/\/$/, "") + backOfficePath(inside, lang);
}

/**
 * One layout for the three, in the account's language, with each kind's own words: who sends
 * it, the account's username, the link, until when it works, what to do if it was not expected.
 */
export function accountLinkMail(input: {
  kind: LinkMailKind;
  user: Named & { email: string | null; role: Role; language: StaffLang };
  link: string;
  expires: Date;
  /** The administrator who made the link; none for a link the person asked for. */
  sender?: Named;
}): { to: string; subject: string; text: string } {
  const { user } = input;
  const m = messages(user.language, "adminUsers");
  const t = m.mail;
  const kind = t[input.kind];
  const values = {
    name: who(user),
    username: user.username,
    sender: input.sender ? who(input.sender) : "",
    site: company.name,
    url: env().PUBLIC_SITE_URL,
    role: m.roles[user.role],
    date: formatDateTime(input.expires, user.language),
  };
  const lines = [
    t.greeting,
    "",
    kind.body,
    "",
    t.username,
    "",
    kind.open,
    input.link,
    "",
    kind.valid,
    "",
    kind.closing,
    "",
    t.signature,
  ];
  return {
    to: user.email ?? "",
    subject: fill(kind.subject, values),
    text: lines.map((line) => fill(line, values)).join("\n"),
  };
}
