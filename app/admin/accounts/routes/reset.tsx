import { data, Form, redirect } from "react-router";
import { accountOfLink, resetPassword } from "~/admin/accounts/account-links.server";
import { newPasswordFieldSetup } from "~/admin/accounts/new-password-field.server";
import { passwordProblemText } from "~/admin/accounts/password-policy.server";
import { clearedSessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { AccountCard, DeadLink } from "~/admin/accounts/ui/account-card";
import { NewPasswordField } from "~/admin/accounts/ui/new-password-field";
import { adminPage } from "~/admin/shell/admin-page.server";
import { readForm } from "~/admin/shell/admin-request.server";
import { adminHeaders, adminRouteHeaders, requireSameOrigin } from "~/admin/shell/guard.server";
import { adminMeta, backOfficeHandle } from "~/admin/shell/ui/admin-meta";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/reset";

export const handle = backOfficeHandle;
export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.title, loaderData?.area);

/** The page of a reset link: the form when the link is good, else why not and the way on. */
async function page(request: Request, token: string, status = 200) {
  const { lang, t, path } = adminPage(request);
  const texts = messages(lang, "adminPassword").reset;
  const user = await accountOfLink(token, "reset");
  const common = { area: t.shell.area, forgotHref: path("/forgot") };
  if (!user) {
    return data(
      { ...common, title: texts.invalidTitle, t: texts, form: null },
      {
        status: 410,
        headers: adminHeaders,
      },
    );
  }
  return data(
    {
      ...common,
      title: texts.title,
      t: texts,
      form: {
        username: user.username,
        intro: fill(texts.intro, { username: user.username }),
        field: newPasswordFieldSetup(lang, user),
      },
    },
    { status, headers: adminHeaders },
  );
}

export function loader({ request, params }: Route.LoaderArgs) {
  return page(request, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { lang, path } = adminPage(request);
  const field = await readForm(request);
  const result = await resetPassword({
    token: params.token,
    password: field("password"),
    ip: context.get(requestFacts).clientIp ?? null,
  });
  if (result.status === "done") {
    // Every session of the account ended, this browser's included.
    throw redirect(`${path("/login")}?passwordReset`, {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }
  const error = result.status === "refused" ? passwordProblemText(result.check, lang) : undefined;
  const answer = await page(request, params.token, 400);
  return data({ ...answer.data, error }, { status: answer.init?.status, headers: adminHeaders });
}

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  if (!d.form) {
    return (
      <DeadLink
        area={d.area}
        title={d.t.invalidTitle}
        body={d.t.invalidBody}
        next={d.t.askAgain}
        nextHref={d.forgotHref}
      />
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AccountCard area={d.area} title={d.t.title}>
      <p className="mt-2 text-navy-800">{d.form.intro}</p>
      <Form method="post" className="mt-6 space-y-5">
        {/* For password managers: which account the new password is for. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={d.form.username}
          readOnly
          hidden
        />
        <NewPasswordField name="password" label={d.t.password} setup={d.form.field} error={error} />
        <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
          {d.t.submit}
        </button>
      </Form>
    </AccountCard>
  );
}
