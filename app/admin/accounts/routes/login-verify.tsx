import { Form, redirect } from "react-router";
import { factorState } from "~/admin/accounts/account-factors.server";
import {
  finishSecondFactor,
  landingPath,
  pendingSignIn,
  recordFactorFailure,
} from "~/admin/accounts/second-factor.server";
import { checkSecondFactorCode } from "~/admin/accounts/second-factor-code.server";
import {
  clearedSessionCookieHeader,
  sessionCookieHeader,
} from "~/admin/accounts/session-cookie.server";
import { deleteSession } from "~/admin/accounts/sessions.server";
import {
  CodeForm,
  FactorCard,
  PasskeySection,
  RecoveryCodeForm,
} from "~/admin/accounts/ui/factor-card";
import { refusalText } from "~/admin/accounts/ui/refusal-text";
import { adminData } from "~/admin/shell/admin-request.server";
import { adminHeaders, currentSession } from "~/admin/shell/guard.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { linkClass } from "~/admin/shell/ui/form-field";
import { getDb } from "~/platform/database/db.server";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { messages } from "~/platform/i18n/messages.server";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/login-verify";
import { limitedAnswer, signedOutPage, signedOutPost } from "./signed-out.server";

export { headers, meta } from "~/admin/shell/route-head";
export const handle = { ...backOfficeHandle, islands: true };

/** The page's own path with where the sign-in goes next. */
const withTarget = (path: string, target: string) =>
  `${path}?redirectTo=${encodeURIComponent(target)}`;

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, t, path, screen } = signedOutPage(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), path(""));
  const active = await currentSession(request);
  if (active) {
    throw redirect(landingPath(redirectTo, active.user.language), { headers: adminHeaders });
  }
  const pending = await pendingSignIn(request);
  // Five minutes passed, or no password was given: back to the first step.
  if (!pending) throw redirect(withTarget(path("/login"), redirectTo), { headers: adminHeaders });
  const factors = await factorState(await getDb(), pending.user.id);
  const texts = messages(lang, "adminFactors");
  return screen(texts.verify.title, {
    t: texts.verify,
    passkey: texts.passkey,
    wait: t.wait,
    redirectTo,
    totp: factors.totpEnabled,
    passkeys: factors.passkeys > 0,
  });
}

type Outcome = { intent: "totp" | "recovery"; error: "invalid" | "limited"; retryAfter?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { path, field } = await signedOutPost(request);
  const target = safeRedirect(field("redirectTo"), path(""));
  const db = await getDb();
  const pending = await pendingSignIn(request);
  if (!pending) throw redirect(withTarget(path("/login"), target), { headers: adminHeaders });

  if (field("intent") === "cancel") {
    await deleteSession(db, pending.token);
    throw redirect(path("/login"), {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }
  const intent = field("intent") === "recovery" ? "recovery" : "totp";
  const ip = context.get(requestFacts).clientIp ?? "unknown";
  const result = await checkSecondFactorCode(db, intent, pending.user, field("code"), ip);
  if (!result.ok) {
    if (result.reason === "limited") {
      return limitedAnswer({
        intent,
        error: "limited",
        retryAfter: result.retryAfter,
      } satisfies Outcome);
    }
    await recordFactorFailure(db, pending.user, ip);
    return adminData({ intent, error: "invalid" } satisfies Outcome, 401);
  }
  const token = await finishSecondFactor(db, pending, intent, ip);
  if (!token) throw redirect(withTarget(path("/login"), target), { headers: adminHeaders });
  throw redirect(landingPath(target, pending.user.language), {
    headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(token) },
  });
}

export default function LoginVerifyPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errorFor = (intent: Outcome["intent"]) =>
    refusalText(actionData?.intent === intent && actionData, d.t, d.wait);
  const problem = errorFor("totp") ?? errorFor("recovery");
  return (
    <FactorCard area={d.area} title={d.t.title} intro={d.t.intro} alert={problem}>
      {d.totp && (
        <CodeForm
          intent="totp"
          heading={d.t.totpTitle}
          redirectTo={d.redirectTo}
          label={d.t.code}
          hint={d.t.totpHint}
          submit={d.t.verify}
          invalid={Boolean(errorFor("totp"))}
          primary
        />
      )}
      {d.passkeys && (
        <PasskeySection
          id="verify-passkey"
          title={d.t.passkeyTitle}
          intro={d.t.passkeyIntro}
          purpose="second_factor"
          redirectTo={d.redirectTo}
          texts={d.passkey}
          variant={d.totp ? "outline" : "secondary"}
        >
          {!d.totp && (
            <noscript>
              <p className="text-sm text-navy-800">{d.t.noScript}</p>
            </noscript>
          )}
        </PasskeySection>
      )}
      {d.totp && (
        <RecoveryCodeForm
          title={d.t.recoveryTitle}
          intro={d.t.recoveryIntro}
          redirectTo={d.redirectTo}
          label={d.t.recoveryCode}
          submit={d.t.useRecovery}
          invalid={Boolean(errorFor("recovery"))}
        />
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className={`text-sm ${linkClass}`}>
          {d.t.cancel}
        </button>
      </Form>
    </FactorCard>
  );
}
