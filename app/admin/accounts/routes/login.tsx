import { Form, redirect } from "react-router";
import { landingPath } from "~/admin/accounts/second-factor.server";
import { readSessionToken, sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { signIn } from "~/admin/accounts/sign-in.server";
import { AccountCard } from "~/admin/accounts/ui/account-card";
import { PasskeyButton } from "~/admin/accounts/ui/passkey-button";
import { refusalText } from "~/admin/accounts/ui/refusal-text";
import { adminData } from "~/admin/shell/admin-request.server";
import { adminHeaders, currentSession } from "~/admin/shell/guard.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { AdminLanguageSwitch } from "~/admin/shell/ui/admin-language-switch";
import { FormAlert, FormField, linkClass } from "~/admin/shell/ui/form-field";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { messages } from "~/platform/i18n/messages.server";
import { Island } from "~/platform/islands/island";
import { backOfficePath } from "~/platform/navigation/back-office";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/login";
import { limitedAnswer, signedOutPage, signedOutPost } from "./signed-out.server";

export { headers, meta } from "~/admin/shell/route-head";

// The passkey button is an island: the one script of this page beyond the chrome's.
export const handle = { ...backOfficeHandle, islands: true };

const EDITOR = /^\/(?:en\/)?admin\/articles\/(?:new|\d+)(?:[?#]|$)/;

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, t, path, screen } = signedOutPage(request);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), path(""));
  const session = await currentSession(request);
  if (session) {
    throw redirect(landingPath(redirectTo, session.user.language), { headers: adminHeaders });
  }
  const ended = url.searchParams.has("ended");
  return screen(t.login.title, {
    lang,
    t,
    passkey: messages(lang, "adminFactors").passkey,
    forgot: path("/forgot"),
    passkeyApi: backOfficePath("/api/passkeys/authenticate"),
    redirectTo,
    signedOut: url.searchParams.has("signedOut"),
    // Recovery (forgot.tsx, set-password.tsx): the way there, and its outcome.
    recovery: {
      ...messages(lang, "adminPassword").login,
      done: url.searchParams.has("passwordReset"),
    },
    // Back to the article editor: its text was kept (the autosave) and comes back.
    ended: ended ? (EDITOR.test(redirectTo) ? t.login.endedKept : t.login.ended) : null,
  });
}

type Outcome = { error: "invalid" | "limited"; retryAfter?: number; username: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { path, field } = await signedOutPost(request);
  const username = field("username").slice(0, 200);
  const result = await signIn({
    username,
    password: field("password"),
    ip: context.get(requestFacts).clientIp ?? "unknown",
    userAgent: request.headers.get("User-Agent"),
    previousToken: await readSessionToken(request),
  });
  const target = safeRedirect(field("redirectTo"), path(""));
  switch (result.status) {
    case "signed_in":
      // The page asked for, in the language the account chose (the back office's FR/EN switch).
      throw redirect(landingPath(target, result.language), {
        headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(result.token) },
      });
    case "second_factor":
      // The cookie holds a session good only for the second step, for five minutes.
      throw redirect(`${path("/login/verify")}?redirectTo=${encodeURIComponent(target)}`, {
        headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(result.token) },
      });
    case "limited":
      return limitedAnswer({
        error: "limited",
        retryAfter: result.retryAfter,
        username,
      } satisfies Outcome);
    case "invalid":
      return adminData({ error: "invalid", username } satisfies Outcome, 401);
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, redirectTo, signedOut, ended, recovery, passkey, passkeyApi, forgot } = loaderData;
  const limited = actionData?.error === "limited";
  const error = refusalText(actionData, t.login, t.wait);
  return (
    <AccountCard
      area={t.shell.area}
      title={t.login.title}
      intro={t.login.intro}
      aside={<AdminLanguageSwitch className="float-right -mt-3 -mr-3" />}
    >
      <Form method="post" className="mt-6 space-y-5">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {limited && (
          // Locked out of this address: when to retry is said above; here, the other ways in.
          <div className="space-y-2 text-sm text-navy-800">
            <p>
              {t.login.limitedForgot}{" "}
              <a href={forgot} className={linkClass}>
                {t.login.forgot}
              </a>
            </p>
            <p>{t.login.limitedTeam}</p>
          </div>
        )}
        {!error && signedOut && <FormAlert tone="success">{t.login.signedOut}</FormAlert>}
        {!error && recovery.done && <FormAlert tone="success">{recovery.passwordReset}</FormAlert>}
        {!error && ended && (
          <p
            role="status"
            className="rounded-md border border-accent-500 bg-process-50 px-4 py-3 text-sm font-medium text-navy-900"
          >
            {ended}
          </p>
        )}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField
          name="username"
          label={t.login.username}
          autoComplete="username"
          defaultValue={actionData?.username}
        />
        <FormField
          name="password"
          type="password"
          label={t.login.password}
          autoComplete="current-password"
        />
        <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
          {t.login.submit}
        </button>
        <p className="text-sm">
          <a href={forgot} className={linkClass}>
            {t.login.forgot}
          </a>
        </p>
      </Form>
      <div className="mt-4">
        <Island
          name="passkey-button"
          component={PasskeyButton}
          props={{
            purpose: "sign_in",
            api: passkeyApi,
            redirectTo,
            label: passkey.signIn,
            texts: passkey,
          }}
        />
      </div>
    </AccountCard>
  );
}
