import { Form, redirect } from "react-router";
import { z } from "zod";
import { factorState, hasSecondFactor } from "~/admin/accounts/account-factors.server";
import { takeAttempt } from "~/admin/accounts/limits.server";
import { verifyPassword } from "~/admin/accounts/password.server";
import { recordFactorFailure } from "~/admin/accounts/second-factor.server";
import { checkSecondFactorCode } from "~/admin/accounts/second-factor-code.server";
import { sessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import { rotateSessionToken } from "~/admin/accounts/sessions.server";
import {
  confirmPath,
  hasRecentAuth,
  pendingHandle,
  RESUME_FIELD,
} from "~/admin/accounts/step-up.server";
import { pendingAction } from "~/admin/accounts/step-up-actions.server";
import {
  CodeForm,
  FactorCard,
  PasskeySection,
  RecoveryCodeForm,
} from "~/admin/accounts/ui/factor-card";
import { refusalText } from "~/admin/accounts/ui/refusal-text";
import { findUserById } from "~/admin/accounts/users.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  readForm,
} from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import type { FollowConfig } from "~/admin/shell/browser/follow-link";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormField, HiddenFields, linkClass } from "~/admin/shell/ui/form-field";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/confirm";
import { limitedAnswer } from "./signed-out.server";

export { headers, meta } from "~/admin/shell/route-head";
export const handle = { ...backOfficeHandle, islands: true };
// Signed in: this page renews the proof of identity of an active session.
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await adminRequest({ request, context });
  const { user, lang, t, path, db, screen } = session;
  const query = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(query.get("redirectTo"), path(""));
  const pending = pendingHandle(query.get("pending"));
  const texts = messages(lang, "adminFactors");
  if (pending && hasRecentAuth(session)) {
    // Confirmed: the action that asked for it is posted again, by the page's script (or a click).
    const kept = await pendingAction(db, pending, user.id);
    if (!kept) throw redirect(redirectTo, { headers: adminHeaders });
    return screen(texts.confirm.title, {
      t: texts.confirm,
      resume: { action: kept.path, handle: pending, field: RESUME_FIELD },
    });
  }
  // After a confirmation, where the person goes: the kept action (this page again), or back.
  const next = pending ? confirmPath(lang, redirectTo, pending) : redirectTo;
  const factors = await factorState(db, user.id);
  return screen(texts.confirm.title, {
    resume: null,
    next,
    t: texts.confirm,
    passkey: texts.passkey,
    wait: t.wait,
    redirectTo,
    totp: factors.totpEnabled,
    passkeys: factors.passkeys > 0,
    recovery: factors.recoveryLeft > 0,
    // An account with a second factor proves itself with it: its password alone is not enough.
    password: !hasSecondFactor(factors),
  });
}

const intentSchema = z.enum(["password", "totp", "recovery"]).catch("password");

type Outcome = {
  intent: "password" | "totp" | "recovery";
  error: "wrongPassword" | "invalid" | "limited" | "factorRequired";
  retryAfter?: number;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token, path, db, audit, actor } = await adminRequest({ request, context });
  const field = await readForm(request);
  const target = safeRedirect(field("redirectTo"), path(""));
  const ip = actor.ip ?? "unknown";
  const intent = intentSchema.parse(field("intent"));
  const limited = (retryAfter: number) =>
    limitedAnswer({ intent, error: "limited", retryAfter } satisfies Outcome);

  if (intent === "password" && hasSecondFactor(await factorState(db, user.id))) {
    return adminData({ intent, error: "factorRequired" } satisfies Outcome, 403);
  }
  if (intent === "password") {
    // Guessing the password here is guessing a sign-in: same limits, same counts.
    const attempt = await takeAttempt(user.username, ip);
    if (!attempt.allowed) return limited(attempt.retryAfter);
    const stored = await findUserById(db, user.id);
    if (!(await verifyPassword(stored?.password, field("password")))) {
      await attempt.failed();
      await audit({ action: "password_check_failed" });
      return adminData({ intent, error: "wrongPassword" } satisfies Outcome, 401);
    }
    await attempt.succeeded();
  } else {
    const check = await checkSecondFactorCode(db, intent, user, field("code"), ip);
    if (!check.ok && check.reason === "limited") return limited(check.retryAfter);
    if (!check.ok) {
      await recordFactorFailure(db, user, ip, user.username);
      return adminData({ intent, error: "invalid" } satisfies Outcome, 401);
    }
  }
  const fresh = await rotateSessionToken(db, token, { authenticated: true });
  const object = { type: "user" as const, id: user.id };
  await audit({ action: "step_up", target: intent, object });
  if (intent === "recovery") {
    await audit({ action: "recovery_code_used", target: user.username, object });
  }
  throw redirect(target, {
    headers: fresh
      ? { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(fresh) }
      : adminHeaders,
  });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.resume) {
    const { t, resume } = loaderData;
    return (
      <FactorCard area={loaderData.area} title={t.title} intro={t.resumeIntro}>
        <Form method="post" action={resume.action} id="step-up-resume" className="space-y-4">
          <input type="hidden" name={resume.field} value={resume.handle} />
          <button type="submit" className={buttonClass("secondary")}>
            {t.resume}
          </button>
        </Form>
        {/* Confirmed: the action goes on by itself; without scripts, the button above does it. */}
        <BrowserModule<FollowConfig> name="follow" config={{ form: "step-up-resume" }} />
      </FactorCard>
    );
  }
  const d = loaderData;
  const problem = refusalText(actionData, d.t, d.wait);
  return (
    <FactorCard area={d.area} title={d.t.title} intro={d.t.intro} alert={problem}>
      {d.passkeys && (
        <PasskeySection
          id="confirm-passkey"
          title={d.t.passkeyTitle}
          purpose="step_up"
          redirectTo={d.next}
          texts={d.passkey}
          variant="secondary"
        />
      )}
      {d.password && (
        <Form method="post" className="space-y-4">
          <h2 className="text-lg font-bold text-navy-900">{d.t.passwordTitle}</h2>
          <HiddenFields values={{ intent: "password", redirectTo: d.next }} />
          <FormField
            name="password"
            type="password"
            label={d.t.password}
            autoComplete="current-password"
          />
          <button type="submit" className={buttonClass(d.passkeys ? "outline" : "secondary")}>
            {d.t.submit}
          </button>
        </Form>
      )}
      {d.totp && (
        <CodeForm
          intent="totp"
          heading={d.t.totpTitle}
          redirectTo={d.next}
          label={d.t.code}
          submit={d.t.submit}
          invalid={actionData?.intent === "totp"}
        />
      )}
      {d.recovery && (
        <RecoveryCodeForm
          title={d.t.recoveryTitle}
          redirectTo={d.next}
          label={d.t.recoveryCode}
          submit={d.t.submit}
          invalid={actionData?.intent === "recovery"}
        />
      )}
      <p className="text-sm">
        <a href={d.redirectTo} className={linkClass}>
          {d.t.back}
        </a>
      </p>
    </FactorCard>
  );
}
