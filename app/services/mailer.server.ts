import nodemailer, { type Transporter } from "nodemailer";
import { company } from "~/content/company";
import { getDb } from "~/data/db.server";
import { type AttachmentListItem, listAttachments } from "~/data/lead-intake.server";
import type { Lead } from "~/data/schema";
import { withoutJoiners } from "~/i18n/typography";
import { backOfficePath } from "~/navigation/back-office";
import { env } from "~/runtime/env.server";

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

/**
 * Plain-text notification to the company. Visitor input goes only into the body and Reply-To
 * (an address the schema validated); the subject and Message-ID are built from the id alone,
 * so a receiving system can also drop a duplicate.
 */
export function contactEmail(contact: Lead, files: AttachmentListItem[] = []) {
  const config = env();
  // Files stay in the back office, behind its sign-in: the e-mail only links to them.
  const fileLines = files.length
    ? [
        "",
        `Pièces jointes (${files.length}), à ouvrir dans le back-office :`,
        ...files.map(
          (file) =>
            `- ${file.fileName} (${formatBytes(file.size)}) : ${config.PUBLIC_SITE_URL}${backOfficePath(`/leads/${contact.id}/files/${file.id}`)}`,
        ),
      ]
    : [];
  const domain = company.email.split("@")[1];
  return {
    from: config.MAIL_FROM,
    to: config.MAIL_TO,
    replyTo: contact.email,
    subject: `Nouvelle demande de contact #${contact.id} (site web, ${contact.language.toUpperCase()})`,
    messageId: `<contact-${contact.id}@${domain}>`,
    text: [
      `Nouvelle demande reçue via le formulaire de contact du site (${contact.language.toUpperCase()}).`,
      "",
      `Nom : ${contact.name}`,
      `Entreprise : ${contact.company}`,
      `E-mail : ${contact.email}`,
      `Téléphone : ${contact.phone ?? "non communiqué"}`,
      `Reçue le : ${contact.createdAt.toISOString()}`,
      "",
      "Message :",
      contact.message,
      ...fileLines,
      "",
      `Référence : ${contact.id}. Répondez directement à ce message pour écrire au demandeur.`,
    ].join("\n"),
  };
}

export const sendContactEmail: SendMail = async (contact) => {
  const files = await listAttachments(await getDb(), contact.id);
  await getTransport().sendMail(contactEmail(contact, files));
};

/** "2,4 Mo" as the French e-mail says it. */
function formatBytes(size: number): string {
  if (size < 1024 * 1024) return `${Math.max(1, Math.round(size / 1024))}\u00a0Ko`;
  return `${(size / 1024 / 1024).toLocaleString("fr-BE", { maximumFractionDigits: 1 })}\u00a0Mo`;
}

/** A message of the site to the team (a certificate about to expire): no visitor input in it. */
export interface TeamNotification {
  subject: string;
  text: string;
  /** Stable for one event, so a receiving system can drop a duplicate. */
  messageId: string;
}

export type SendNotification = (mail: TeamNotification) => Promise<void>;

export const sendTeamNotification: SendNotification = async (mail) => {
  const config = env();
  await getTransport().sendMail({ from: config.MAIL_FROM, to: config.MAIL_TO, ...mail });
};

/** A message to one team member (invitation, reset link, security notice): never a visitor's input. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

export type SendAccountMail = (mail: AccountMail) => Promise<void>;

export const sendAccountMail: SendAccountMail = async (mail) => {
  await getTransport().sendMail({ from: env().MAIL_FROM, ...mail });
};

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
