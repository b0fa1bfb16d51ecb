import { data, Form, redirect } from "react-router";
import { recordAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { countUserSessions, deleteUserSessions } from "~/data/sessions.server";
import { findUserById } from "~/data/users.server";
import { changePassword } from "~/services/auth/accounts.server";
import { adminPage, formatDateTime } from "~/services/auth/admin-page.server";
import {
  adminHeaders,
  adminRouteHeaders,
  requireAdmin,
  requireAdminAction,
} from "~/services/auth/guard.server";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from "~/services/auth/password.server";
import { clearedSessionCookieHeader } from "~/services/auth/session-cookie.server";
import { adminMeta } from "~/ui/admin/admin-meta";
import { FormAlert, FormField } from "~/ui/admin/form-field";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/account";

export const headers = adminRouteHeaders;
export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.t.title, data?.area);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  const { lang, t } = adminPage(request);
  return data(
    {
      t: t.account,
      area: t.shell.area,
      username: user.username,
      createdAt: formatDateTime(user.createdAt, lang),
      lastSignIn: user.lastSignInAt ? formatDateTime(user.lastSignInAt, lang) : "—",
      sessions: await countUserSessions(await getDb(), user.id),
    },
    { headers: adminHeaders },
  );
}

type PasswordField = "current" | "next" | "confirm";
type Outcome =
  | { ok: true }
  | {
      ok: false;
      field: PasswordField;
      error: "wrongCurrent" | "tooShort" | "tooLong" | "mismatch";
    };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token } = await requireAdminAction(request);
  const { path } = adminPage(request);
  const db = await getDb();
  const ip = context.clientIp ?? null;
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };

  if (text("intent") === "everywhere") {
    await deleteUserSessions(db, user.id);
    await recordAudit(db, { actor: user.username, action: "sign_out_everywhere", ip });
    throw redirect(`${path("/admin/login")}?signedOut`, {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }

  const refuse = (field: PasswordField, error: Extract<Outcome, { ok: false }>["error"]) =>
    data({ ok: false, field, error } satisfies Outcome, { status: 400, headers: adminHeaders });
  const next = text("newPassword");
  if (next.length < MIN_PASSWORD_LENGTH) return refuse("next", "tooShort");
  if (next.length > MAX_PASSWORD_LENGTH) return refuse("next", "tooLong");
  if (next !== text("confirmPassword")) return refuse("confirm", "mismatch");
  const stored = await findUserById(db, user.id);
  if (!(await verifyPassword(stored?.password, text("currentPassword")))) {
    return refuse("current", "wrongCurrent");
  }
  await changePassword(db, user.username, next, { actor: user.username, ip }, token);
  return data({ ok: true } satisfies Outcome, { headers: adminHeaders });
}

export default function AccountPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const errorFor = (field: PasswordField) =>
    actionData && !actionData.ok && actionData.field === field ? d.t[actionData.error] : undefined;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-mist-200 bg-white p-6 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-navy-900">{d.t.username}</dt>
        <dd>{d.username}</dd>
        <dt className="font-semibold text-navy-900">{d.t.createdAt}</dt>
        <dd>{d.createdAt}</dd>
        <dt className="font-semibold text-navy-900">{d.t.lastSignIn}</dt>
        <dd>{d.lastSignIn}</dd>
        <dt className="font-semibold text-navy-900">{d.t.sessions}</dt>
        <dd>{d.sessions}</dd>
      </dl>

      <section
        aria-labelledby="password-title"
        className="rounded-2xl border border-mist-200 bg-white p-6"
      >
        <h2 id="password-title" className="text-xl font-bold text-navy-900">
          {d.t.passwordTitle}
        </h2>
        <p className="mt-1 text-sm text-navy-800">{d.t.passwordIntro}</p>
        <Form method="post" className="mt-5 max-w-md space-y-4">
          {actionData?.ok && <FormAlert tone="success">{d.t.passwordChanged}</FormAlert>}
          <input type="hidden" name="intent" value="password" />
          <FormField
            name="currentPassword"
            type="password"
            label={d.t.currentPassword}
            autoComplete="current-password"
            error={errorFor("current")}
          />
          <FormField
            name="newPassword"
            type="password"
            label={d.t.newPassword}
            autoComplete="new-password"
            error={errorFor("next")}
          />
          <FormField
            name="confirmPassword"
            type="password"
            label={d.t.confirmPassword}
            autoComplete="new-password"
            error={errorFor("confirm")}
          />
          <button type="submit" className={buttonClass("secondary")}>
            {d.t.savePassword}
          </button>
        </Form>
      </section>

      <section
        aria-labelledby="everywhere-title"
        className="rounded-2xl border border-mist-200 bg-white p-6"
      >
        <h2 id="everywhere-title" className="text-xl font-bold text-navy-900">
          {d.t.everywhereTitle}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-navy-800">{d.t.everywhereIntro}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" className={buttonClass("outline")}>
            {d.t.everywhereSubmit}
          </button>
        </Form>
      </section>
    </div>
  );
}
