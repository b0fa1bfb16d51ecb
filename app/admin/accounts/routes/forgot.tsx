import { Form, Link } from "react-router";
import { requestPasswordReset } from "~/admin/accounts/password-reset.server";
import { AccountCard } from "~/admin/accounts/ui/account-card";
import { refusalText } from "~/admin/accounts/ui/refusal-text";
import { mailConfigured } from "~/admin/intake/mailer.server";
import { adminData } from "~/admin/shell/admin-request.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { FormAlert, FormField, linkClass } from "~/admin/shell/ui/form-field";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/forgot";
import { limitedAnswer, signedOutPage, signedOutPost } from "./signed-out.server";

export { headers, meta } from "~/admin/shell/route-head";
export const handle = backOfficeHandle;

export function loader({ request }: Route.LoaderArgs) {
  const { lang, t, path, screen } = signedOutPage(request);
  const texts = messages(lang, "adminPassword").forgot;
  return screen(texts.title, {
    t: texts,
    wait: t.wait,
    loginHref: path("/login"),
    mailReady: mailConfigured(),
  });
}

type Outcome = { sent: true } | { error: "required" } | { error: "limited"; retryAfter: number };

/** Always the same answer for an account or none (password-reset.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { field } = await signedOutPost(request);
  const login = field("login").slice(0, 254);
  if (login.trim() === "") {
    return adminData({ error: "required" } satisfies Outcome, 400);
  }
  const result = await requestPasswordReset({
    login,
    ip: context.get(requestFacts).clientIp ?? null,
  });
  if (result.status === "limited") {
    return limitedAnswer({ error: "limited", retryAfter: result.retryAfter } satisfies Outcome);
  }
  return adminData({ sent: true } satisfies Outcome);
}

export default function ForgotPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const back = (
    <p className="mt-6">
      <Link to={d.loginHref} className={linkClass}>
        {d.t.back}
      </Link>
    </p>
  );
  if (!d.mailReady) {
    return (
      <AccountCard area={d.area} title={d.t.title}>
        <h2 className="mt-4 text-lg font-semibold text-navy-900">{d.t.noMailTitle}</h2>
        <p className="mt-2 text-navy-800">{d.t.noMail}</p>
        {back}
      </AccountCard>
    );
  }
  const outcome = actionData as Outcome | undefined;
  const sent = outcome && "sent" in outcome;
  const error = refusalText(outcome && "retryAfter" in outcome && outcome, d.t, d.wait);
  return (
    <AccountCard area={d.area} title={d.t.title}>
      {sent ? (
        <div className="mt-6">
          <FormAlert tone="success">{d.t.sent}</FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-2 text-navy-800">{d.t.intro}</p>
          <Form method="post" className="mt-6 space-y-5">
            {error && <FormAlert tone="error">{error}</FormAlert>}
            <FormField
              name="login"
              label={d.t.identifier}
              autoComplete="username"
              error={
                outcome && "error" in outcome && outcome.error === "required"
                  ? d.t.required
                  : undefined
              }
            />
            <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
              {d.t.submit}
            </button>
          </Form>
        </>
      )}
      {back}
    </AccountCard>
  );
}
