import { notificationHealth } from "~/admin/leads/lead-follow-up.server";
import type { Database } from "~/platform/database/db.server";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { mailConfigured } from "../intake/mailer.server";
import { formatDateTime } from "../shell/admin-page.server";
import { ALERT_AFTER_MS } from "./lead-watch.server";

/** The banner's words, or undefined while the team's e-mails leave normally. */
export async function notificationWatch(
  db: Database,
  lang: StaffLang,
  leadsPath: string,
  now = new Date(),
) {
  const t = messages(lang, "adminLeads").watch;
  if (!mailConfigured()) {
    return { tone: "off" as const, label: t.label, title: t.offTitle, text: t.off };
  }
  const health = await notificationHealth(db);
  const longFailing =
    health.failing > 0 && health.since && now.getTime() - health.since.getTime() >= ALERT_AFTER_MS;
  if (!longFailing && health.failed === 0) return undefined;
  const values = {
    since: health.since ? formatDateTime(health.since, lang) : "—",
    failing: health.failing,
    failed: health.failed,
  };
  return {
    tone: "failing" as const,
    label: t.label,
    title: t.failingTitle,
    text: fill(longFailing ? t.failing : t.failed, values),
    link: { href: leadsPath, label: t.link },
  };
}
