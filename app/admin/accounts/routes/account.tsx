import { data, Form, redirect } from "react-router";
import { noticeAccountChange } from "~/admin/accounts/account-notices.server";
import { changePassword } from "~/admin/accounts/accounts.server";
import { takeAttempt } from "~/admin/accounts/limits.server";
import { newPasswordFieldSetup } from "~/admin/accounts/new-password-field.server";
import { verifyPassword } from "~/admin/accounts/password.server";
import {
  checkNewPassword,
  type PasswordProblem,
  passwordProblemText,
} from "~/admin/accounts/password-policy.server";
import {
  clearedSessionCookieHeader,
  sessionCookieHeader,
} from "~/admin/accounts/session-cookie.server";
import {
  countUserSessions,
  deleteUserSessions,
  rotateSessionToken,
} from "~/admin/accounts/sessions.server";
import { NewPasswordField } from "~/admin/accounts/ui/new-password-field";
import { refusalText } from "~/admin/accounts/ui/refusal-text";
import { findUserById } from "~/admin/accounts/users.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { inBackground } from "~/admin/shell/background.server";
import { AdminSection, Facts } from "~/admin/shell/ui/admin-section";
import { FormAlert, FormField, IntentForm, LinkLine } from "~/admin/shell/ui/form-field";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/account";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db, screen } = await adminRequest({ request, context });
  return screen(t.account.title, {
    t: t.account,
    wait: t.wait,
    username: user.username,
    createdAt: formatDateTime(user.createdAt, lang),
    lastSignIn: user.lastSignInAt ? formatDateTime(user.lastSignInAt, lang) : "—",
    sessions: await countUserSessions(db, user.id),
    newPassword: newPasswordFieldSetup(lang, user),
    sessionsLink: path("/account/sessions"),
    security: path("/account/security"),
    securityLink: messages(lang, "adminFactors").security.title,
  });
}

type Outcome =
  | { ok: true }
  | { ok: false; field: "current"; error: "wrongCurrent" }
  | { ok: false; field: "current"; error: "limited"; retryAfter: number }
  | { ok: false; field: "next"; error: PasswordProblem; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token, lang, path, db, audit, actor } = await adminRequest({ request, context });
  const { ip } = actor;
  const text = await readForm(request);

  if (text("intent") === "everywhere") {
    await deleteUserSessions(db, user.id);
    await audit({ action: "sign_out_everywhere" });
    throw redirect(`${path("/login")}?signedOut`, {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }

  // The policy first: a refused password costs no attempt at the current one.
  const next = text("newPassword");
  const check = await checkNewPassword(next, user);
  if (!check.ok) {
    const message = passwordProblemText(check, lang) ?? "";
    return adminData(
      { ok: false, field: "next", error: check.code, message } satisfies Outcome,
      400,
    );
  }
  // Guessing the current password is guessing a sign-in: same limits, same counts.
  const attempt = await takeAttempt(user.username, ip ?? "unknown");
  if (!attempt.allowed) {
    const { retryAfter } = attempt;
    return data({ ok: false, field: "current", error: "limited", retryAfter } satisfies Outcome, {
      status: 429,
      headers: { ...adminHeaders, "Retry-After": String(retryAfter) },
    });
  }
  const stored = await findUserById(db, user.id);
  if (!(await verifyPassword(stored?.password, text("currentPassword")))) {
    await attempt.failed();
    await audit({ action: "password_check_failed" });
    return adminData({ ok: false, field: "current", error: "wrongCurrent" } satisfies Outcome, 400);
  }
  await attempt.succeeded();
  await changePassword(db, user.username, next, { actor: user.username, ip }, token);
  // A token seen before the change is worthless now; the other sessions were ended.
  const fresh = await rotateSessionToken(db, token, { authenticated: true });
  inBackground(() => noticeAccountChange(user, "password"));
  return data({ ok: true } satisfies Outcome, {
    headers: fresh
      ? { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(fresh) }
      : adminHeaders,
  });
}

export default function AccountPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const currentError = refusalText(refusal?.field === "current" && refusal, d.t, d.wait);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <Facts
        className="rounded-2xl border border-mist-200 bg-white p-6"
        items={[
          [d.t.username, d.username],
          [d.t.createdAt, d.createdAt],
          [d.t.lastSignIn, d.lastSignIn],
          [d.t.sessions, d.sessions],
        ]}
      />
      <LinkLine to={d.sessionsLink}>{d.t.sessionsLink}</LinkLine>
      <LinkLine to={d.security}>{d.securityLink}</LinkLine>

      <AdminSection id="password-title" title={d.t.passwordTitle} intro={d.t.passwordIntro}>
        <Form method="post" className="mt-5 max-w-md space-y-4">
          {actionData?.ok && <FormAlert tone="success">{d.t.passwordChanged}</FormAlert>}
          <input type="hidden" name="intent" value="password" />
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={d.username}
            readOnly
            hidden
          />
          <FormField
            name="currentPassword"
            type="password"
            label={d.t.currentPassword}
            autoComplete="current-password"
            error={currentError}
          />
          <NewPasswordField
            name="newPassword"
            label={d.t.newPassword}
            setup={d.newPassword}
            error={refusal?.field === "next" ? refusal.message : undefined}
          />
          <button type="submit" className={buttonClass("secondary")}>
            {d.t.savePassword}
          </button>
        </Form>
      </AdminSection>

      <AdminSection id="everywhere-title" title={d.t.everywhereTitle} intro={d.t.everywhereIntro}>
        <IntentForm intent="everywhere" label={d.t.everywhereSubmit} />
      </AdminSection>
    </div>
  );
}
