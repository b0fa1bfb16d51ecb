import { listAttachments, releaseLead } from "~/admin/intake/lead-intake.server";
import { mailConfigured } from "~/admin/intake/mailer.server";
import { kickOutbox } from "~/admin/intake/outbox.server";
import { markLeadAnswered, markLeadOpened } from "~/admin/leads/lead-follow-up.server";
import {
  findLead,
  leadStatuses,
  leadUpdateSchema,
  NOTE_MAX_LENGTH,
  notificationState,
  requeueNotification,
  updateLead,
} from "~/admin/leads/leads.server";
import { LeadNotificationBadge, LeadStatusBadge } from "~/admin/leads/ui/lead-badges";
import { LeadDetails, LeadFollowForm } from "~/admin/leads/ui/lead-details";
import { ReasonList } from "~/admin/leads/ui/lead-intake";
import { LeadStatusHistory } from "~/admin/leads/ui/lead-status-history";
import { LeadWebhooks } from "~/admin/leads/ui/lead-webhooks";
import {
  adminData,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf } from "~/admin/shell/done.server";
import { AdminSection, Facts } from "~/admin/shell/ui/admin-section";
import { FormAlert, focusRing, IntentForm, LinkLine, linkClass } from "~/admin/shell/ui/form-field";
import { leadDeliveries } from "~/admin/webhooks/lead-deliveries.server";
import type { AuditAction } from "~/platform/audit/audit-log.server";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { mayOpen } from "~/platform/navigation/back-office-access";
import { fieldErrors } from "~/platform/text/field-errors";
import { telHref } from "~/platform/text/phone-link";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/leads-detail";
import { followFacts, leadDetails, leadHistory } from "./lead-page.server";
import { replyLink } from "./lead-reply-link.server";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, user, screen, byId, m: t } = await adminRequest(args, "adminLeads");
  const lead = await byId(args.params.id, findLead);
  const common = { t, back: path("/leads") };
  if (!lead) {
    return screen(t.lead.notFoundTitle, { ...common, lead: undefined }, 404);
  }
  // Someone of the team has opened it: no reminder will be sent for it.
  let openedAt = lead.firstOpenedAt;
  if (!openedAt && args.request.method === "GET") {
    openedAt = new Date();
    await markLeadOpened(db, lead.id, openedAt);
  }
  const mailOff = !mailConfigured();
  const sending = notificationState(lead);
  const state = mailOff && sending === "pending" ? ("off" as const) : sending;
  const files = await listAttachments(db, lead.id);
  return screen(fill(t.lead.title, { id: lead.id }), {
    lang,
    ...common,
    // Only for the roles that may erase: the others would find a refusal behind the button.
    history: await leadHistory(db, lead, t, lang),
    eraseAction: mayOpen(user.role, path("/leads/erase")) ? path("/leads/erase") : undefined,
    noteMax: NOTE_MAX_LENGTH,
    // Each webhook's state for this request, "send again" and the contact card.
    webhooks: await leadDeliveries(db, lead.id, lang, path(`/leads/${lead.id}`)),
    webhooksDone: doneOf(args.request, ["resent", "busy"] as const),
    statuses: leadStatuses.map((value) => ({ value, label: t.statuses[value] })),
    lead: {
      id: lead.id,
      at: formatDateTime(lead.createdAt, lang),
      details: leadDetails(lead, t),
      email: lead.email,
      phone: lead.phone,
      tel: telHref(lead.phone),
      language: t.languages[lead.language === "en" ? "en" : "fr"],
      status: lead.status,
      note: lead.note,
      reply: replyLink(lead),
      answered: lead.answeredAt !== null,
      follow: followFacts(lead, openedAt, mailOff, t, lang),
      mailOff,
      state,
      stateLabel: state === "off" ? t.off.notification : t.notification[state],
      attempts: lead.notificationAttempts,
      sentAt: lead.notifiedAt ? formatDateTime(lead.notifiedAt, lang) : undefined,
      lastError: lead.lastNotificationError ?? undefined,
      triage: lead.triage,
      spamScore: lead.spamScore,
      spamReasons: lead.spamReasons,
      sourcePage: lead.sourcePage,
      referrerHost: lead.referrerHost,
      files: files.map((file) => ({
        id: file.id,
        name: file.fileName,
        size: fileSizeText(file.size, lang),
        link: path(`/leads/${lead.id}/files/${file.id}`),
      })),
    },
  });
}

type SaveError = "status" | "tooLong" | "invalid";
type Outcome =
  | { intent: "save"; ok: true }
  | {
      intent: "save";
      ok: false;
      errors: { status?: SaveError; note?: SaveError };
      values: { status: string; note: string };
    }
  | { intent: "resend"; ok: boolean }
  | { intent: "answered"; ok: true }
  | { intent: "release"; ok: boolean };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, audit, byId } = await adminRequest({ request, context });
  const lead = await byId(params.id, findLead);
  if (!lead) throw adminData(null, 404);
  const text = await readForm(request);
  const log = (action: AuditAction, target: string) =>
    audit({ action, target, object: { type: "lead", id: lead.id } });

  if (text("intent") === "answered") {
    if (!(await markLeadAnswered(db, lead.id))) throw adminData(null, 404);
    await log("lead_answered", `#${lead.id}`);
    return adminData({ intent: "answered", ok: true } satisfies Outcome);
  }

  if (text("intent") === "release") {
    const released = await releaseLead(db, lead.id);
    if (released) {
      await log("lead_released", `#${lead.id}`);
      kickOutbox();
    }
    return adminData({ intent: "release", ok: released } satisfies Outcome, released ? 200 : 409);
  }

  if (text("intent") === "resend") {
    const queued = await requeueNotification(db, lead.id);
    if (queued) {
      kickOutbox();
      await log("lead_notification_resent", `#${lead.id}`);
    }
    return adminData({ intent: "resend", ok: queued } satisfies Outcome, queued ? 200 : 409);
  }

  const values = { status: text("status"), note: text("note") };
  const parsed = leadUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<"status" | "note", SaveError>(parsed.error);
    // The page comes back with what was typed, so nothing is lost to a mistake.
    return adminData({ intent: "save", ok: false, errors, values } satisfies Outcome, 400);
  }
  if (!(await updateLead(db, lead.id, parsed.data))) throw adminData(null, 404);
  if (parsed.data.status !== lead.status) {
    await log("lead_status_changed", `#${lead.id}: ${lead.status} → ${parsed.data.status}`);
  }
  if (parsed.data.note !== lead.note) await log("lead_note_saved", `#${lead.id}`);
  return adminData({ intent: "save", ok: true } satisfies Outcome);
}

export default function LeadPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = d;
  const back = <LinkLine to={d.back}>{t.lead.back}</LinkLine>;
  if (!d.lead) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-navy-900">{t.lead.notFoundTitle}</h1>
        <p className="text-navy-800">{t.lead.notFound}</p>
        {back}
      </div>
    );
  }
  const lead = d.lead;
  const failedSave = actionData?.intent === "save" && !actionData.ok ? actionData : undefined;
  const noteError = failedSave?.errors.note && t.lead.errors[failedSave.errors.note];
  const statusError = failedSave?.errors.status && t.lead.errors.status;

  return (
    <div className="space-y-8">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-navy-900">{d.title}</h1>
        <LeadStatusBadge status={lead.status} label={t.statuses[lead.status]} />
      </div>

      <LeadDetails t={t.lead} lead={lead}>
        {lead.tel && (
          <a href={lead.tel} className={buttonClass("secondary", "md", focusRing)}>
            {t.follow.call} {lead.phone}
          </a>
        )}
      </LeadDetails>

      <AdminSection id="lead-answer" title={t.follow.title}>
        {actionData?.intent === "answered" && (
          <div className="mt-4">
            <FormAlert tone="success">{t.follow.answered}</FormAlert>
          </div>
        )}
        <Facts className="mt-4" items={lead.follow} />
        {!lead.answered && (
          <IntentForm intent="answered" label={t.follow.markAnswered} className="mt-4 space-y-3">
            <p className="max-w-2xl text-sm text-navy-800">{t.follow.markAnsweredHint}</p>
          </IntentForm>
        )}
      </AdminSection>

      <AdminSection
        id="lead-files"
        title={t.intake.detail.attachmentsTitle}
        intro={t.intake.detail.attachmentsIntro}
      >
        {lead.files.length === 0 ? (
          <p className="mt-4">{t.intake.detail.noAttachments}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {lead.files.map((file) => (
              <li key={file.id} className="break-all">
                <a href={file.link} download className={linkClass}>
                  {file.name}
                </a>{" "}
                <span className="text-ink-700">({file.size})</span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="lead-triage" title={t.intake.detail.triageTitle}>
        <Facts
          className="mt-4"
          items={[
            [t.intake.detail.triageTitle, t.intake.detail[lead.triage]],
            [t.intake.detail.score, lead.spamScore],
            [
              t.intake.detail.reasons,
              <ReasonList key="reasons" reasons={lead.spamReasons} t={t.intake} lang={d.lang} />,
            ],
            [t.intake.detail.sourcePage, lead.sourcePage ?? t.intake.detail.unknown, "break-all"],
            [t.intake.detail.referrer, lead.referrerHost ?? t.intake.detail.unknown, "break-all"],
          ]}
        />
        {lead.triage === "held" && (
          <IntentForm intent="release" label={t.intake.held.release} className="mt-4 space-y-3" />
        )}
        {actionData?.intent === "release" && (
          <div className="mt-4">
            <FormAlert tone={actionData.ok ? "success" : "error"}>
              {actionData.ok
                ? fill(t.intake.held.released, { id: lead.id })
                : t.intake.held.releaseGone}
            </FormAlert>
          </div>
        )}
      </AdminSection>

      <AdminSection id="lead-follow" title={t.lead.followTitle}>
        <LeadFollowForm
          t={t.lead}
          statuses={d.statuses}
          noteMax={d.noteMax}
          status={failedSave?.values.status ?? lead.status}
          note={failedSave?.values.note ?? lead.note}
          outcome={actionData?.intent === "save" ? (actionData.ok ? "saved" : "failed") : undefined}
          statusError={statusError}
          noteError={noteError}
        />
        <LeadStatusHistory title={t.history.title} lines={d.history} />
      </AdminSection>

      <AdminSection
        id="lead-notification"
        title={t.lead.notificationTitle}
        intro={lead.mailOff ? t.off.intro : t.lead.notificationIntro}
      >
        <Facts
          className="mt-4"
          items={[
            [
              t.lead.state,
              <LeadNotificationBadge key="state" state={lead.state} label={lead.stateLabel} />,
            ],
            [t.lead.attempts, lead.attempts],
            [t.lead.sentAt, lead.sentAt ?? t.lead.none],
            [t.lead.lastError, lead.lastError ?? t.lead.none, "break-words"],
          ]}
        />
        <IntentForm intent="resend" label={t.lead.resend} className="mt-4 space-y-3">
          {actionData?.intent === "resend" && (
            <FormAlert tone={actionData.ok ? "success" : "error"}>
              {!actionData.ok ? t.lead.resendBusy : lead.mailOff ? t.off.resend : t.lead.resent}
            </FormAlert>
          )}
        </IntentForm>
      </AdminSection>

      <LeadWebhooks deliveries={d.webhooks} done={d.webhooksDone} />

      {d.eraseAction && (
        <AdminSection id="lead-privacy" title={t.lead.privacyTitle} intro={t.lead.privacyIntro}>
          <IntentForm
            intent="preview"
            hidden={{ email: lead.email }}
            action={d.eraseAction}
            label={t.lead.eraseSubmit}
          />
        </AdminSection>
      )}
    </div>
  );
}
