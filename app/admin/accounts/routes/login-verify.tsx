import { data, Form, redirect } from "react-router";
import { factorState } from "~/admin/accounts/account-factors.server";
import { checkRecoveryCode } from "~/admin/accounts/recovery-codes.server";
import {
  finishSecondFactor,
  landingPath,
  pendingSignIn,
  recordFactorFailure,
} from "~/admin/accounts/second-factor.server";
import {
  clearedSessionCookieHeader,
  sessionCookieHeader,
} from "~/admin/accounts/session-cookie.server";
import { deleteSession } from "~/admin/accounts/sessions.server";
import { checkTotpCode } from "~/admin/accounts/totp.server";
import { CodeField, FactorCard } from "~/admin/accounts/ui/factor-card";
import { PasskeyButton } from "~/admin/accounts/ui/passkey-button";
import { adminPage } from "~/admin/shell/admin-page.server";
import { readForm } from "~/admin/shell/admin-request.server";
import {
  adminHeaders,
  adminRouteHeaders,
  currentSession,
  requireSameOrigin,
} from "~/admin/shell/guard.server";
import { adminMeta, backOfficeHandle } from "~/admin/shell/ui/admin-meta";
import { FormAlert, linkClass } from "~/admin/shell/ui/form-field";
import { waitText } from "~/admin/shell/ui/wait-text";
import { getDb } from "~/platform/database/db.server";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { Island } from "~/platform/islands/island";
import { backOfficePath } from "~/platform/navigation/back-office";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/login-verify";

export const handle = { ...backOfficeHandle, islands: true };
export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

/** The page's own path with where the sign-in goes next. */
const withTarget = (path: string, target: string) =>
  `${path}?redirectTo=${encodeURIComponent(target)}`;

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, t, path } = adminPage(request);
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
  return data(
    {
      t: texts.verify,
      passkey: texts.passkey,
      area: t.shell.area,
      wait: t.wait,
      redirectTo,
      totp: factors.totpEnabled,
      passkeys: factors.passkeys > 0,
      api: backOfficePath("/api/passkeys/authenticate"),
    },
    { headers: adminHeaders },
  );
}

type Outcome = { intent: "totp" | "recovery"; error: "invalid" | "limited"; retryAfter?: number };

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { path } = adminPage(request);
  const field = await readForm(request);
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
  const check = intent === "recovery" ? checkRecoveryCode : checkTotpCode;
  const result = await check(db, pending.user, field("code"), ip);
  if (!result.ok) {
    if (result.reason === "limited") {
      const { retryAfter } = result;
      return data({ intent, error: "limited", retryAfter } satisfies Outcome, {
        status: 429,
        headers: { ...adminHeaders, "Retry-After": String(retryAfter) },
      });
    }
    await recordFactorFailure(db, pending.user, ip);
    return data({ intent, error: "invalid" } satisfies Outcome, {
      status: 401,
      headers: adminHeaders,
    });
  }
  const token = await finishSecondFactor(db, pending, intent, ip);
  if (!token) throw redirect(withTarget(path("/login"), target), { headers: adminHeaders });
  throw redirect(landingPath(target, pending.user.language), {
    headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(token) },
  });
}

export default function LoginVerifyPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errorFor = (intent: Outcome["intent"]) => {
    if (actionData?.intent !== intent) return undefined;
    return actionData.error === "limited"
      ? fill(d.t.limited, { wait: waitText(actionData.retryAfter ?? 0, d.wait) })
      : d.t.invalid;
  };
  const problem = errorFor("totp") ?? errorFor("recovery");
  return (
    <FactorCard area={d.area} title={d.t.title} intro={d.t.intro}>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {d.totp && (
        <Form method="post" className="space-y-4">
          <h2 className="text-lg font-bold text-navy-900">{d.t.totpTitle}</h2>
          <input type="hidden" name="intent" value="totp" />
          <input type="hidden" name="redirectTo" value={d.redirectTo} />
          <CodeField
            name="code"
            idPrefix="totp"
            label={d.t.code}
            hint={d.t.totpHint}
            invalid={Boolean(errorFor("totp"))}
            oneTime
          />
          <button type="submit" className={buttonClass("secondary", "md", "w-full")}>
            {d.t.verify}
          </button>
        </Form>
      )}
      {d.passkeys && (
        <section aria-labelledby="verify-passkey" className="space-y-3">
          <h2 id="verify-passkey" className="text-lg font-bold text-navy-900">
            {d.t.passkeyTitle}
          </h2>
          <p className="text-sm text-navy-800">{d.t.passkeyIntro}</p>
          <Island
            name="passkey-button"
            component={PasskeyButton}
            props={{
              purpose: "second_factor",
              api: d.api,
              redirectTo: d.redirectTo,
              label: d.passkey.use,
              texts: d.passkey,
              variant: d.totp ? "outline" : "secondary",
            }}
          />
          {!d.totp && (
            <noscript>
              <p className="text-sm text-navy-800">{d.t.noScript}</p>
            </noscript>
          )}
        </section>
      )}
      {d.totp && (
        <details
          className="rounded-md border border-mist-200 p-4"
          open={Boolean(errorFor("recovery"))}
        >
          <summary className="cursor-pointer font-semibold text-navy-900">
            {d.t.recoveryTitle}
          </summary>
          <Form method="post" className="mt-3 space-y-4">
            <p className="text-sm text-navy-800">{d.t.recoveryIntro}</p>
            <input type="hidden" name="intent" value="recovery" />
            <input type="hidden" name="redirectTo" value={d.redirectTo} />
            <CodeField
              name="code"
              idPrefix="recovery"
              label={d.t.recoveryCode}
              invalid={Boolean(errorFor("recovery"))}
            />
            <button type="submit" className={buttonClass("outline")}>
              {d.t.useRecovery}
            </button>
          </Form>
        </details>
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
