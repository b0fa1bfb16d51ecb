import { Form } from "react-router";
import { applicationChangeSchema } from "~/admin/careers/application-forms";
import {
  deleteApplication,
  findApplication,
  listApplicationFiles,
  updateApplication,
} from "~/admin/careers/application-intake.server";
import {
  adminData,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { formBounds, inputBounds, parseForm } from "~/admin/shell/form-schema";
import { AdminSection, Facts } from "~/admin/shell/ui/admin-section";
import {
  FormAlert,
  IntentForm,
  LinkLine,
  linkClass,
  SelectField,
  TextAreaField,
} from "~/admin/shell/ui/form-field";
import { applicationStatuses } from "~/platform/database/schema";
import { fileSizeText, fill } from "~/platform/i18n/format";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/application-detail";

export { headers, meta } from "~/admin/shell/route-head";

const bounds = formBounds(applicationChangeSchema);

/** One application: what was sent, its files, its state and note; opening it is logged. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, path, db, screen, audit, found, m: t } = await adminRequest(args, "adminCareers");
  const application = await found(args.params.id, findApplication, "/recruitment");
  const files = await listApplicationFiles(db, application.id);
  await audit({
    action: "application_opened",
    target: `application ${application.id}`,
  });
  return screen(fill(t.detail.title, { name: application.name }), {
    t,
    done: doneOf(args.request, ["saved"] as const),
    back: path("/recruitment"),
    application: {
      ...application,
      received: formatDateTime(application.createdAt, lang),
    },
    files: files.map((file) => ({
      ...file,
      href: path(`/recruitment/${application.id}/files/${file.id}`),
      size: fileSizeText(file.size, lang),
    })),
    bounds,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { path, db, audit, found } = await adminRequest({ request, context });
  const application = await found(params.id, findApplication, "/recruitment");
  const field = await readForm(request);
  if (field("intent") === "delete") {
    if (await deleteApplication(db, application.id)) {
      await audit({
        action: "application_deleted",
        target: `application ${application.id}`,
      });
    }
    throw redirectDone(path("/recruitment"), "deleted");
  }
  const parsed = parseForm(applicationChangeSchema, {
    status: field("status"),
    note: field("note"),
  });
  if (!parsed.ok) return adminData({ errors: parsed.errors }, 400);
  await updateApplication(db, application.id, parsed.data);
  await audit({
    action: "application_updated",
    target: `application ${application.id}: ${parsed.data.status}`,
  });
  throw redirectDone(path(`/recruitment/${application.id}`), "saved");
}

export default function ApplicationDetail({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.detail;
  const a = d.application;
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-6">
      <LinkLine to={d.back}>{t.back}</LinkLine>
      <h1 className="text-3xl font-bold break-words text-navy-900">{d.title}</h1>
      {d.done === "saved" && <FormAlert tone="success">{t.saved}</FormAlert>}
      {a.triage === "held" && (
        <p
          role="status"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {fill(t.held, { reasons: a.spamReasons.join(", ") })}
        </p>
      )}
      <AdminSection id="application-facts" title={a.name}>
        <Facts
          className="mt-4"
          items={[
            [t.received, a.received],
            [t.post, a.postTitle ?? d.t.applications.spontaneous],
            [
              t.email,
              <a key="email" href={`mailto:${a.email}`} className={linkClass}>
                {a.email}
              </a>,
              "break-all",
            ],
            [t.phone, a.phone ?? "-"],
            [t.language, a.language.toUpperCase()],
            [t.mail, t.mailStates[a.notificationStatus]],
          ]}
        />
        <h3 className="mt-6 font-semibold text-navy-900">{t.message}</h3>
        <p className="mt-2 whitespace-pre-line break-words text-navy-800">{a.message}</p>
        <h3 className="mt-6 font-semibold text-navy-900">{t.files}</h3>
        {d.files.length === 0 ? (
          <p className="mt-2 text-navy-800">{t.noFiles}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {d.files.map((file) => (
              <li key={file.id}>
                <a href={file.href} className={linkClass} download>
                  {file.fileName}
                </a>{" "}
                <span className="text-sm text-navy-800">({file.size})</span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection id="application-follow-up" title={t.followUp}>
        <Form method="post" className="mt-4 space-y-4">
          <SelectField
            name="status"
            label={t.status}
            error={errors.status ? t.status : undefined}
            defaultValue={a.status}
            options={applicationStatuses.map((value) => ({ value, label: d.t.statuses[value] }))}
          />
          <TextAreaField
            name="note"
            label={t.note}
            error={errors.note ? d.t.edit.errors.tooLong : undefined}
            rows={5}
            defaultValue={a.note}
            {...inputBounds(d.bounds.note)}
          />
          <button type="submit" className={buttonClass("primary")}>
            {t.save}
          </button>
        </Form>
        <IntentForm intent="delete" label={t.delete} className="mt-6" />
      </AdminSection>
    </div>
  );
}
