import { data, Form, Link } from "react-router";
import { z } from "zod";
import { getDb } from "~/data/db.server";
import {
  findLead,
  leadStatuses,
  leadUpdateSchema,
  NOTE_MAX_LENGTH,
  notificationState,
  requeueNotification,
  updateLead,
} from "~/data/leads.server";
import type { Contact } from "~/data/schema";
import { fill } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import {
  adminHeaders,
  adminRouteHeaders,
  requireAdmin,
  requireAdminAction,
} from "~/services/auth/guard.server";
import { kickOutbox } from "~/services/outbox.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { FormAlert, focusRing } from "~/ui/admin/form-field";
import { LeadNotificationBadge, LeadStatusBadge } from "~/ui/admin/lead-badges";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/leads-detail";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title, data?.area);

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** mailto: with the visitor's address and a subject in the visitor's own language. */
function replyLink(lead: Contact): string {
  const lang: Lang = lead.language === "en" ? "en" : "fr";
  const date = new Intl.DateTimeFormat(lang === "fr" ? "fr-BE" : "en-GB", {
    dateStyle: "long",
    timeZone: "Europe/Brussels",
  }).format(lead.createdAt);
  const subject = fill(messages(lang, "adminLeads").reply.subject, { date });
  const address = encodeURIComponent(lead.email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { lang, t: admin, path } = adminPage(request);
  const t = messages(lang, "adminLeads");
  const id = idSchema.safeParse(params.id);
  const lead = id.success ? await findLead(await getDb(), id.data) : undefined;
  const common = { t, area: admin.shell.area, back: path("/admin/leads") };
  if (!lead) {
    return data(
      { ...common, title: t.lead.notFoundTitle, lead: undefined },
      { status: 404, headers: adminHeaders },
    );
  }
  const state = notificationState(lead);
  return data(
    {
      ...common,
      title: fill(t.lead.title, { id: lead.id }),
      eraseAction: path("/admin/leads/erase"),
      noteMax: NOTE_MAX_LENGTH,
      statuses: leadStatuses.map((value) => ({ value, label: t.statuses[value] })),
      lead: {
        id: lead.id,
        at: formatDateTime(lead.createdAt, lang),
        name: lead.name,
        company: lead.company,
        email: lead.email,
        phone: lead.phone,
        language: t.languages[lead.language === "en" ? "en" : "fr"],
        message: lead.message,
        status: lead.status,
        note: lead.note,
        reply: replyLink(lead),
        state,
        attempts: lead.notificationAttempts,
        sentAt: lead.notifiedAt ? formatDateTime(lead.notifiedAt, lang) : undefined,
        lastError: lead.lastNotificationError ?? undefined,
      },
    },
    { headers: adminHeaders },
  );
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
  | { intent: "resend"; ok: boolean };

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  const id = idSchema.safeParse(params.id);
  const db = await getDb();
  if (!id.success || !(await findLead(db, id.data))) {
    throw data(null, { status: 404, headers: adminHeaders });
  }
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };

  if (text("intent") === "resend") {
    const queued = await requeueNotification(db, id.data);
    if (queued) kickOutbox();
    return data({ intent: "resend", ok: queued } satisfies Outcome, {
      status: queued ? 200 : 409,
      headers: adminHeaders,
    });
  }

  const values = { status: text("status"), note: text("note") };
  const parsed = leadUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors: { status?: SaveError; note?: SaveError } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "status" || field === "note") && !errors[field]) {
        errors[field] = issue.message as SaveError;
      }
    }
    // The page comes back with what was typed, so nothing is lost to a mistake.
    return data({ intent: "save", ok: false, errors, values } satisfies Outcome, {
      status: 400,
      headers: adminHeaders,
    });
  }
  if (!(await updateLead(db, id.data, parsed.data))) {
    throw data(null, { status: 404, headers: adminHeaders });
  }
  return data({ intent: "save", ok: true } satisfies Outcome, { headers: adminHeaders });
}

export default function LeadPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = d;
  const linkClass = `font-semibold text-steel-700 underline ${focusRing}`;
  const back = (
    <p>
      <Link to={d.back} className={linkClass}>
        {t.lead.back}
      </Link>
    </p>
  );
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
  const status = failedSave?.values.status ?? lead.status;
  const note = failedSave?.values.note ?? lead.note;
  const noteError = failedSave?.errors.note && t.lead.errors[failedSave.errors.note];
  const statusError = failedSave?.errors.status && t.lead.errors.status;
  const card = "rounded-2xl border border-mist-200 bg-white p-6";
  const term = "font-semibold text-navy-900";
  const control =
    "block w-full rounded-md border border-mist-200 bg-white px-3 py-2 text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-steel-700 aria-invalid:border-red-700";

  return (
    <div className="space-y-8">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-navy-900">{d.title}</h1>
        <LeadStatusBadge status={lead.status} label={t.statuses[lead.status]} />
      </div>

      <section aria-labelledby="lead-details" className={card}>
        <h2 id="lead-details" className="text-xl font-bold text-navy-900">
          {t.lead.detailsTitle}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className={term}>{t.lead.received}</dt>
          <dd>{lead.at}</dd>
          <dt className={term}>{t.lead.name}</dt>
          <dd className="break-words">{lead.name}</dd>
          <dt className={term}>{t.lead.company}</dt>
          <dd className="break-words">{lead.company}</dd>
          <dt className={term}>{t.lead.email}</dt>
          <dd className="break-all">{lead.email}</dd>
          <dt className={term}>{t.lead.phone}</dt>
          <dd>{lead.phone ?? t.lead.noPhone}</dd>
          <dt className={term}>{t.lead.language}</dt>
          <dd>{lead.language}</dd>
          <dt className={term}>{t.lead.message}</dt>
          <dd className="whitespace-pre-wrap break-words">{lead.message}</dd>
        </dl>
        <p className="mt-5">
          <a href={lead.reply} className={buttonClass("primary", "md", focusRing)}>
            {t.lead.reply}
          </a>
        </p>
      </section>

      <section aria-labelledby="lead-follow" className={card}>
        <h2 id="lead-follow" className="text-xl font-bold text-navy-900">
          {t.lead.followTitle}
        </h2>
        <Form method="post" className="mt-4 max-w-2xl space-y-4">
          {actionData?.intent === "save" &&
            (actionData.ok ? (
              <FormAlert tone="success">{t.lead.saved}</FormAlert>
            ) : (
              <FormAlert tone="error">{t.lead.saveFailed}</FormAlert>
            ))}
          <input type="hidden" name="intent" value="save" />
          <div className="space-y-1.5">
            <label htmlFor="lead-status" className="block text-sm font-semibold text-navy-900">
              {t.lead.status}
            </label>
            <select
              id="lead-status"
              name="status"
              defaultValue={status}
              aria-invalid={statusError ? true : undefined}
              aria-describedby={statusError ? "lead-status-error" : undefined}
              className={`${control} sm:max-w-xs`}
            >
              {d.statuses?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {statusError && (
              <p id="lead-status-error" className="text-sm font-medium text-red-700">
                {statusError}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <label htmlFor="lead-note" className="block text-sm font-semibold text-navy-900">
              {t.lead.note}
            </label>
            <textarea
              id="lead-note"
              name="note"
              rows={5}
              defaultValue={note}
              maxLength={d.noteMax}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "lead-note-hint lead-note-error" : "lead-note-hint"}
              className={control}
            />
            <p id="lead-note-hint" className="text-xs text-ink-700">
              {t.lead.noteHint}
            </p>
            {noteError && (
              <p id="lead-note-error" className="text-sm font-medium text-red-700">
                {noteError}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass("secondary")}>
            {t.lead.save}
          </button>
        </Form>
      </section>

      <section aria-labelledby="lead-notification" className={card}>
        <h2 id="lead-notification" className="text-xl font-bold text-navy-900">
          {t.lead.notificationTitle}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-navy-800">{t.lead.notificationIntro}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className={term}>{t.lead.state}</dt>
          <dd>
            <LeadNotificationBadge state={lead.state} label={t.notification[lead.state]} />
          </dd>
          <dt className={term}>{t.lead.attempts}</dt>
          <dd>{lead.attempts}</dd>
          <dt className={term}>{t.lead.sentAt}</dt>
          <dd>{lead.sentAt ?? t.lead.none}</dd>
          <dt className={term}>{t.lead.lastError}</dt>
          <dd className="break-words">{lead.lastError ?? t.lead.none}</dd>
        </dl>
        <Form method="post" className="mt-4 space-y-3">
          {actionData?.intent === "resend" && (
            <FormAlert tone={actionData.ok ? "success" : "error"}>
              {actionData.ok ? t.lead.resent : t.lead.resendBusy}
            </FormAlert>
          )}
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className={buttonClass("outline")}>
            {t.lead.resend}
          </button>
        </Form>
      </section>

      <section aria-labelledby="lead-privacy" className={card}>
        <h2 id="lead-privacy" className="text-xl font-bold text-navy-900">
          {t.lead.privacyTitle}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-navy-800">{t.lead.privacyIntro}</p>
        <Form method="post" action={d.eraseAction} className="mt-4">
          <input type="hidden" name="intent" value="preview" />
          <input type="hidden" name="email" value={lead.email} />
          <button type="submit" className={buttonClass("outline")}>
            {t.lead.eraseSubmit}
          </button>
        </Form>
      </section>
    </div>
  );
}
