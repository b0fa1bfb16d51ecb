import { data, Form, redirect } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { countUserSessions, deleteUserSessions } from "~/data/sessions.server";
import { findUserById } from "~/data/users.server";
import { fill } from "~/i18n/format";
import { messages } from "~/i18n/messages.server";
import { changePassword } from "~/services/auth/accounts.server";
import {
  adminData,
  adminHeaders,
  adminRequest,
  adminRouteHeaders,
  formatDateTime,
  readForm,
} from "~/services/auth/admin-request.server";
import { takeAttempt } from "~/services/auth/limits.server";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from "~/services/auth/password.server";
import { clearedSessionCookieHeader } from "~/services/auth/session-cookie.server";
import { requestFacts } from "~/services/request-facts";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminSection, Facts } from "~/ui/admin/admin-section";
import { FormAlert, FormField, IntentForm, LinkLine } from "~/ui/admin/form-field";
import { waitText } from "~/ui/admin/wait-text";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/account";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.t.title, loaderData?.area);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, t, path, db } = await adminRequest({ request, context });
  return adminData({
    t: t.account,
    wait: t.wait,
    area: t.shell.area,
    username: user.username,
    createdAt: formatDateTime(user.createdAt, lang),
    lastSignIn: user.lastSignInAt ? formatDateTime(user.lastSignInAt, lang) : "—",
    sessions: await countUserSessions(db, user.id),
    security: path("/account/security"),
    securityLink: messages(lang, "adminFactors").security.title,
  });
}

type PasswordField = "current" | "next" | "confirm";
type Outcome =
  | { ok: true }
  | {
      ok: false;
      field: PasswordField;
      error: "wrongCurrent" | "tooShort" | "tooLong" | "mismatch";
    }
  | { ok: false; field: "current"; error: "limited"; retryAfter: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token, path, db } = await adminRequest({ request, context });
  const ip = context.get(requestFacts).clientIp ?? null;
  const text = await readForm(request);

  if (text("intent") === "everywhere") {
    await deleteUserSessions(db, user.id);
    await recordAudit(db, { actor: user.username, action: "sign_out_everywhere", ip });
    throw redirect(`${path("/login")}?signedOut`, {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }

  const refuse = (
    field: PasswordField,
    error: Exclude<Extract<Outcome, { ok: false }>["error"], "limited">,
  ) => adminData({ ok: false, field, error } satisfies Outcome, 400);
  const next = text("newPassword");
  if (next.length < MIN_PASSWORD_LENGTH) return refuse("next", "tooShort");
  if (next.length > MAX_PASSWORD_LENGTH) return refuse("next", "tooLong");
  if (next !== text("confirmPassword")) return refuse("confirm", "mismatch");
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
    await recordAudit(db, { actor: user.username, action: "password_check_failed", ip });
    return refuse("current", "wrongCurrent");
  }
  await attempt.succeeded();
  await changePassword(db, user.username, next, { actor: user.username, ip }, token);
  return adminData({ ok: true } satisfies Outcome);
}

/** The password form's fields: name, autocomplete token, and the refusal that names it. */
const passwordFields = [
  ["currentPassword", "current-password", "current"],
  ["newPassword", "new-password", "next"],
  ["confirmPassword", "new-password", "confirm"],
] as const;

export default function AccountPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errorFor = (field: PasswordField) => {
    if (!actionData || actionData.ok || actionData.field !== field) return undefined;
    if (actionData.error === "limited") {
      return fill(d.t.limited, { wait: waitText(actionData.retryAfter, d.wait) });
    }
    return d.t[actionData.error];
  };
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

      <AdminSection id="password-title" title={d.t.passwordTitle} intro={d.t.passwordIntro}>
        <Form method="post" className="mt-5 max-w-md space-y-4">
          {actionData?.ok && <FormAlert tone="success">{d.t.passwordChanged}</FormAlert>}
          <input type="hidden" name="intent" value="password" />
          {passwordFields.map(([name, autoComplete, field]) => (
            <FormField
              key={name}
              name={name}
              type="password"
              label={d.t[name]}
              autoComplete={autoComplete}
              error={errorFor(field)}
            />
          ))}
          <button type="submit" className={buttonClass("secondary")}>
            {d.t.savePassword}
          </button>
        </Form>
      </AdminSection>

      <LinkLine to={d.security}>{d.securityLink}</LinkLine>

      <AdminSection id="everywhere-title" title={d.t.everywhereTitle} intro={d.t.everywhereIntro}>
        <IntentForm intent="everywhere" label={d.t.everywhereSubmit} />
      </AdminSection>
    </div>
  );
}
