import { Form } from "react-router";
import { requireRecentAuth, stepUpRequest } from "~/admin/accounts/step-up.server";
import { erasureSchema } from "~/admin/careers/application-forms";
import { eraseApplicationsOf } from "~/admin/careers/application-intake.server";
import { addressFingerprint } from "~/admin/leads/leads.server";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { parseForm } from "~/admin/shell/form-schema";
import { FormAlert, FormField, LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/applications-erase";

export { headers, meta } from "~/admin/shell/route-head";

/**
 * Erasure on an applicant's request (GDPR): every application from an address, with its files.
 * Administrators only, after confirming who they are, as for the requests' erasure.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user, token, lang, path, screen } = await adminRequest({ request, context });
  requireRecentAuth(request, { session, user, token });
  const t = messages(lang, "adminCareers");
  return screen(t.eraseScreen.title, { t, back: path("/recruitment") });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user, token, db, path, audit } = await adminRequest({ request, context });
  const form = await stepUpRequest(request, { session, user, token }, path("/recruitment/erase"));
  const field = await readForm(form);
  const parsed = parseForm(erasureSchema, { email: field("email") });
  if (!parsed.ok) return adminData({ email: field("email"), error: true, count: null }, 400);
  const count = await eraseApplicationsOf(db, parsed.data.email);
  await audit({
    action: "applications_erased",
    target: `${count} application${count === 1 ? "" : "s"}, address ${addressFingerprint(parsed.data.email)}`,
  });
  return adminData({ email: "", error: false, count });
}

export default function ApplicationsErase({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.eraseScreen;
  return (
    <div className="space-y-6">
      <LinkLine to={d.back}>{d.t.applications.title}</LinkLine>
      <ScreenHeading title={t.title} intro={t.intro} />
      {actionData?.count != null && (
        <FormAlert tone="success">{fill(t.done, { count: actionData.count })}</FormAlert>
      )}
      <Form
        method="post"
        className="max-w-2xl space-y-4 rounded-2xl border border-mist-200 bg-white p-6"
      >
        <FormField
          name="email"
          label={t.email}
          autoComplete="off"
          defaultValue={actionData?.email}
          error={actionData?.error ? t.error : undefined}
        />
        <button type="submit" className={buttonClass("primary")}>
          {t.confirm}
        </button>
      </Form>
    </div>
  );
}
