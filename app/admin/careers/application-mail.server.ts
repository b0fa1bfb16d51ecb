import type { VisitorMail } from "~/admin/intake/mailer.server";
import { company } from "~/platform/content/company";
import type { Database } from "~/platform/database/db.server";
import type { JobApplication } from "~/platform/database/schema";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { defaultLang, isLang, type Lang, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import { formatRetention } from "~/platform/settings/site-settings-fields";
import type { ApplicationFileItem } from "./application-files.server";

const plain = (text: string) => text.replaceAll("\u2060", "");

/** Where the recruitment e-mails go: the settings' address, else the team's (MAIL_TO). */
export async function recruitmentAddress(db: Database): Promise<string> {
  const chosen = (await readSiteSettings(db)).values["careers.recruitmentEmail"];
  return chosen || env().MAIL_TO;
}

/**
 * The e-mail to the recruitment address: what the applicant typed in the body (never in the
 * subject), the files as links to the back office, Reply-To the applicant.
 */
export function applicationEmail(
  application: JobApplication,
  files: ApplicationFileItem[],
  to: string,
  lang: StaffLang = defaultLang,
) {
  const t = messages(lang, "adminCareers").mail;
  const config = env();
  const link = (inside: `/${string}`) => `${config.PUBLIC_SITE_URL}${backOfficePath(inside, lang)}`;
  const applicantLang = isLang(application.language) ? application.language : defaultLang;
  const lines = [
    fill(plain(t.intro), { post: application.postTitle ?? plain(t.spontaneous) }),
    "",
    `${plain(t.name)}: ${application.name}`,
    `${plain(t.email)}: ${application.email}`,
    `${plain(t.phone)}: ${application.phone ?? "-"}`,
    `${plain(t.language)}: ${applicantLang.toUpperCase()}`,
    "",
    `${plain(t.message)}:`,
    application.message,
    "",
    ...(files.length
      ? [
          `${plain(t.files)}:`,
          ...files.map(
            (file) =>
              `- ${file.fileName} (${fileSizeText(file.size, lang)}): ${link(`/recruitment/${application.id}/files/${file.id}`)}`,
          ),
          "",
        ]
      : []),
    fill(plain(t.open), { link: link(`/recruitment/${application.id}`) }),
  ];
  return {
    to,
    replyTo: application.email,
    subject: fill(plain(t.subject), {
      id: application.id,
      post: application.postId === null ? plain(t.spontaneous) : `#${application.postId}`,
    }),
    messageId: `<application-${application.id}@${company.email.split("@")[1]}>`,
    text: lines.join("\n"),
  };
}

/** The acknowledgement in the applicant's language: our text, only the post's title filled in. */
export function applicationAcknowledgement(
  application: Pick<JobApplication, "id" | "email" | "language" | "postTitle">,
  retentionMonths: number,
  replyTo: string,
): VisitorMail {
  const lang: Lang = application.language === "en" ? "en" : "fr";
  const t = messages(lang, "careers").acknowledgement;
  const words = {
    company: company.name,
    post: application.postTitle ?? t.spontaneous,
    retention: formatRetention(retentionMonths, lang),
  };
  return {
    to: application.email,
    replyTo,
    subject: plain(fill(t.subject, words)),
    text: plain(fill(t.body, words)),
    messageId: `<application-ack-${application.id}@${company.email.split("@")[1]}>`,
  };
}
