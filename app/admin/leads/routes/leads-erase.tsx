import { Form } from "react-router";
import { requireRecentAuth, stepUpRequest } from "~/admin/accounts/step-up.server";
import {
  addressFingerprint,
  countLeadsByEmail,
  eraseLeadsByEmail,
  erasureEmailSchema,
} from "~/admin/leads/leads.server";
import { adminData, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { FormAlert, FormField, IntentForm, LinkLine } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/leads-erase";

export { headers, meta } from "~/admin/shell/route-head";

/**
 * GDPR erasure in three steps, each a plain form post (the address never appears in a URL, so
 * never in an access log): the address, a confirmation with the number of requests, the erasure.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user, token, lang, path, screen } = await adminRequest({ request, context });
  // Erasure cannot be undone: who is there is confirmed first (step-up), before anything is typed.
  requireRecentAuth(request, { session, user, token });
  const t = messages(lang, "adminLeads");
  return screen(t.erase.title, { t, back: path("/leads") });
}

type Outcome =
  | { step: "invalid"; email: string; error: "required" | "email" }
  | { step: "confirm"; email: string; count: number }
  | { step: "done"; count: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user, token, db, path, audit } = await adminRequest({ request, context });
  // The address typed (or sent from a request's page) is kept through a confirmation.
  const form = await stepUpRequest(request, { session, user, token }, path("/leads/erase"));
  const field = await readForm(form);
  const email = field("email");
  const parsed = erasureEmailSchema.safeParse(email);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message === "required" ? "required" : "email";
    return adminData({ step: "invalid", email, error } satisfies Outcome, 400);
  }
  if (field("intent") !== "erase") {
    const count = await countLeadsByEmail(db, parsed.data);
    return adminData({ step: "confirm", email: parsed.data, count } satisfies Outcome);
  }
  const count = await eraseLeadsByEmail(db, parsed.data);
  if (count > 0) {
    await audit({
      action: "lead_erased",
      target: `${count} request${count === 1 ? "" : "s"}, address ${addressFingerprint(parsed.data)}`,
    });
  }
  return adminData({ step: "done", count } satisfies Outcome);
}

export default function LeadsErasePage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t.erase;
  const card = "max-w-2xl rounded-2xl border border-mist-200 bg-white p-6";
  return (
    <div className="space-y-6">
      <LinkLine to={d.back}>{t.back}</LinkLine>
      <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
      {actionData?.step === "done" ? (
        <div className={card}>
          <FormAlert tone="success">
            {actionData.count === 1 ? t.doneOne : fill(t.doneMany, { count: actionData.count })}
          </FormAlert>
        </div>
      ) : actionData?.step === "confirm" ? (
        <section aria-labelledby="confirm-title" className={card}>
          <h2 id="confirm-title" className="text-xl font-bold text-navy-900">
            {t.confirmTitle}
          </h2>
          {actionData.count === 0 ? (
            <p role="status" className="mt-3 break-words">
              {fill(t.none, { email: actionData.email })}
            </p>
          ) : (
            <>
              <p role="alert" className="mt-3 break-words font-medium text-red-800">
                {actionData.count === 1
                  ? fill(t.confirmOne, { email: actionData.email })
                  : fill(t.confirmMany, { count: actionData.count, email: actionData.email })}
              </p>
              <IntentForm
                intent="erase"
                hidden={{ email: actionData.email }}
                label={t.confirm}
                variant="primary"
                className="mt-5"
              />
            </>
          )}
          <LinkLine to={d.back} className="mt-4">
            {t.cancel}
          </LinkLine>
        </section>
      ) : (
        <section className={card} aria-labelledby="erase-intro">
          <p id="erase-intro" className="text-navy-800">
            {t.intro}
          </p>
          <Form method="post" className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="preview" />
            <FormField
              name="email"
              label={t.email}
              autoComplete="off"
              defaultValue={actionData?.step === "invalid" ? actionData.email : undefined}
              error={actionData?.step === "invalid" ? t.errors[actionData.error] : undefined}
            />
            <button type="submit" className={buttonClass("secondary")}>
              {t.preview}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
