import type { AttachmentListItem } from "~/admin/intake/lead-intake.server";
import type { Lead } from "~/platform/database/schema";
import { backOfficePath } from "~/platform/navigation/back-office";
import { env } from "~/platform/runtime/env.server";
import { CONTACT_FIELDS } from "~/site/contact/contact-limits";
import { signedFileLink } from "./webhook-file-link.server";

/** What a CRM needs to create a contact and a deal from a request. */
export function requestData(
  lead: Lead,
  files: AttachmentListItem[],
  link: { secret: string; messageId: string },
  now = new Date(),
) {
  const site = env().PUBLIC_SITE_URL;
  return {
    id: lead.id,
    receivedAt: lead.createdAt.toISOString(),
    status: lead.status,
    language: lead.language,
    fields: Object.fromEntries(CONTACT_FIELDS.map((name) => [name, lead[name] ?? null])),
    sourcePage: lead.sourcePage,
    sourceUrl: lead.sourcePage ? `${site}${lead.sourcePage}` : null,
    referrerHost: lead.referrerHost,
    backOfficeUrl: `${site}${backOfficePath(`/leads/${lead.id}`)}`,
    files: files.map((file) => ({
      name: file.fileName,
      type: file.type,
      size: file.size,
      ...signedFileLink(site, link.secret, link.messageId, file.id, now),
    })),
  };
}

/** The Standard Webhooks envelope: type, time, data. */
export function envelope(type: string, data: unknown, now = new Date()) {
  return { type, timestamp: now.toISOString(), data };
}
