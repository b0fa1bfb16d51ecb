import nodemailer, { type Transporter } from "nodemailer";
import { type AttachmentListItem, listAttachments } from "~/admin/intake/lead-intake.server";
import { company } from "~/platform/content/company";
import { type Database, getDb } from "~/platform/database/db.server";
import type { Lead } from "~/platform/database/schema";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { defaultLang, isStaffLang, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { withoutJoiners } from "~/platform/i18n/typography";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { brusselsDateText } from "~/platform/text/brussels-time";
import { contactFields } from "~/site/contact/contact-limits";

export type SendMail = (contact: Lead) => Promise<void>;

export function mailConfigured(): boolean {
  return Boolean(env().SMTP_HOST);
}

let transport: Transporter | undefined;

function getTransport(): Transporter {
  if (!transport) {
    const config = env();
    transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === "true",
      // Without STARTTLS the send fails before AUTH and DATA; the outbox retries later.
      requireTLS: config.SMTP_TLS === "require",
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    // A subject is read aloud, searched and sorted: no invisible joiner in it.
    transport.use("compile", (mail, done) => {
      if (typeof mail.data.subject === "string")
        mail.data.subject = withoutJoiners(mail.data.subject);
      done();
    });
  }
  return transport;
}

/** "dimanche 29 novembre 2026 à 01:18" / "Sunday, November 29, 2026 at 1:18 AM", in Brussels. */
export function brusselsDateInWords(date: Date, lang: StaffLang): string {
  return brusselsDateText(date, lang, { dateStyle: "full", timeStyle: "short" });
}

/** Dictionary texts go into a plain-text e-mail and its subject: no invisible joiners there. */
const plain = (text: string) => text.replaceAll("\u2060", "");

/**
 * Plain-text notification to the company, in the language of the site settings (French unless
 * the company chose otherwise), with the time in Brussels and a link to the request in the back
 * office. Visitor input goes only into the body and Reply-To (an address the schema validated);
 * the subject and Message-ID are built from the id alone, so a receiving system can also drop a
 * duplicate.
 */
export function contactEmail(
  contact: Lead,
  files: AttachmentListItem[] = [],
  lang: StaffLang = defaultLang,
) {
  const config = env();
  const texts = messages(lang, "adminLeads");
  const t = texts.mails.company;
  const say = (text: string, values: Record<string, string | number> = {}) =>
    plain(fill(text, values));
  const requestLang = isStaffLang(contact.language) ? contact.language : defaultLang;
  // Always PUBLIC_SITE_URL: the e-mail is read away from the site, in the back office's language.
  const adminLink = (inside: `/${string}`) =>
    `${config.PUBLIC_SITE_URL}${backOfficePath(inside, lang)}`;
  // The form's fields as its table lists them: one line each, the message's lines after them.
  const fieldLines = (long: boolean) =>
    contactFields
      .filter((field) => (field.kind === "message") === long)
      .map((field) =>
        fill(plain(long ? t.longField : t.field), {
          label: plain(texts.fields[field.name]),
          value: contact[field.name] ?? plain(t.noValue),
        }),
      )
      .join("\n");
  // Files stay in the back office, behind its sign-in: the e-mail only links to them.
  const fileLines = files.length
    ? [
        say(t.files, { count: files.length }),
        ...files.map((file) =>
          fill(plain(t.file), {
            name: file.fileName,
            size: fileSizeText(file.size, lang),
            link: adminLink(`/leads/${contact.id}/files/${file.id}`),
          }),
        ),
      ].join("\n")
    : "";
  const domain = company.email.split("@")[1];
  return {
    from: config.MAIL_FROM,
    to: config.MAIL_TO,
    replyTo: contact.email,
    subject: say(t.subject, { id: contact.id, language: requestLang.toUpperCase() }),
    messageId: `<contact-${contact.id}@${domain}>`,
    text: fillLines(plain(t.text), {
      language: plain(t.languages[requestLang]),
      fields: fieldLines(false),
      date: plain(brusselsDateInWords(contact.createdAt, lang)),
      texts: fieldLines(true),
      files: fileLines,
      link: adminLink(`/leads/${contact.id}`),
      id: contact.id,
    }),
  };
}

/**
 * A dictionary's text of several lines filled in once (what a value holds is never read as a
 * placeholder); a line that is only a placeholder with nothing to say goes.
 */
function fillLines(text: string, values: Record<string, string | number>): string {
  return text
    .split("\n")
    .filter((line) => {
      const only = /^\{(\w+)\}$/.exec(line)?.[1];
      return only === undefined || values[only] !== "";
    })
    .map((line) => fill(line, values))
    .join("\n");
}

/** The language the company chose for its e-mails; French when the settings cannot be read. */
async function companyMailLanguage(db: Database): Promise<StaffLang> {
  try {
    return (await readSiteSettings(db)).values["leads.mailLanguage"];
  } catch {
    return defaultLang;
  }
}

export const sendContactEmail: SendMail = async (contact) => {
  const db = await getDb();
  const files = await listAttachments(db, contact.id);
  const lang = await companyMailLanguage(db);
  await getTransport().sendMail(contactEmail(contact, files, lang));
};

/** A message to one team member (invitation, reset link, security notice): never a visitor's input. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

/** A message of the site to the team (a certificate about to expire): no visitor input in it. */
export interface TeamNotification extends Omit<AccountMail, "to"> {
  /** Stable for one event, so a receiving system can drop a duplicate. */
  messageId: string;
}

export type SendAccountMail = (mail: AccountMail) => Promise<void>;
export type SendNotification = (mail: TeamNotification) => Promise<void>;

async function sendStaffMail(mail: AccountMail & { messageId?: string }): Promise<void> {
  await getTransport().sendMail({ from: env().MAIL_FROM, ...mail });
}

export const sendAccountMail: SendAccountMail = sendStaffMail;

export const sendTeamNotification: SendNotification = (mail) =>
  sendStaffMail({ to: env().MAIL_TO, ...mail });

/**
 * The acknowledgement to a visitor: the site's own text, never the visitor's. Replies go to the
 * company's public address; the headers ask auto-responders not to answer it (RFC 3834).
 */
export interface VisitorMail {
  to: string;
  subject: string;
  text: string;
  replyTo: string;
  /** Stable for one request, so a receiving system can drop a duplicate. */
  messageId: string;
}

export type SendVisitorMail = (mail: VisitorMail) => Promise<void>;

export const sendVisitorMail: SendVisitorMail = async (mail) => {
  await getTransport().sendMail({
    from: env().MAIL_FROM,
    ...mail,
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
  });
};
