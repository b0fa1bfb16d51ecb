import { data, Form, redirect } from "react-router";
import { acceptInvitation, accountOfLink } from "~/admin/accounts/account-links.server";
import { newPasswordFieldSetup } from "~/admin/accounts/new-password-field.server";
import { passwordProblemText } from "~/admin/accounts/password-policy.server";
import { readSessionToken, sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { AccountCard, DeadLink } from "~/admin/accounts/ui/account-card";
import { NewPasswordField } from "~/admin/accounts/ui/new-password-field";
import { adminPage } from "~/admin/shell/admin-page.server";
import { readForm } from "~/admin/shell/admin-request.server";
import { adminHeaders, adminRouteHeaders, requireSameOrigin } from "~/admin/shell/guard.server";
import { adminMeta, backOfficeHandle } from "~/admin/shell/ui/admin-meta";
import { Facts } from "~/admin/shell/ui/admin-section";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/welcome";

export const handle = backOfficeHandle;
export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.title, loaderData?.area);

/** An invitation's page: who is invited, as what, and their password; or why the link is dead. */
async function page(request: Request, token: string, status = 200) {
  const { lang, t, path } = adminPage(request);
  const texts = messages(lang, "adminPassword").welcome;
  const user = await accountOfLink(token, "invite");
  const common = { area: t.shell.area, loginHref: path("/login") };
  if (!user) {
    return data(
      { ...common, title: texts.invalidTitle, t: texts, form: null },
      {
        status: 410,
        headers: adminHeaders,
      },
    );
  }
  const facts: [string, string][] = [
    [texts.name, user.displayName || user.username],
    [texts.username, user.username],
    ...(user.email ? [[texts.email, user.email] as [string, string]] : []),
    [texts.role, texts.roles[user.role]],
  ];
  return data(
    {
      ...common,
      title: texts.title,
      t: texts,
      form: { username: user.username, facts, field: newPasswordFieldSetup(lang, user) },
    },
    { status, headers: adminHeaders },
  );
}

export function loader({ request, params }: Route.LoaderArgs) {
  return page(request, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { lang } = adminPage(request);
  const field = await readForm(request);
  const result = await acceptInvitation({
    token: params.token,
    password: field("password"),
    ip: context.get(requestFacts).clientIp ?? null,
    userAgent: request.headers.get("User-Agent"),
    previousToken: await readSessionToken(request),
  });
  if (result.status === "done") {
    // Signed in, into the back office in the account's own language.
    throw redirect(backOfficePath("", result.user.language), {
      headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(result.sessionToken) },
    });
  }
  const error = result.status === "refused" ? passwordProblemText(result.check, lang) : undefined;
  const answer = await page(request, params.token, 400);
  return data({ ...answer.data, error }, { status: answer.init?.status, headers: adminHeaders });
}

export default function WelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  if (!d.form) {
    return (
      <DeadLink
        area={d.area}
        title={d.t.invalidTitle}
        body={d.t.invalidBody}
        next={d.t.signIn}
        nextHref={d.loginHref}
      />
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AccountCard area={d.area} title={d.t.title}>
      <p className="mt-2 text-navy-800">{d.t.intro}</p>
      <Facts
        className="mt-5 rounded-xl border border-mist-200 bg-mist-50 p-4"
        items={d.form.facts}
      />
      <Form method="post" className="mt-6 space-y-5">
        {/* For password managers: which account the password is for. */}
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
