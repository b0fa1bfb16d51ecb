import { Form, redirect } from "react-router";
import {
  acceptInvitation,
  accountOfLink,
  type ChosenPassword,
  type LinkPurpose,
  resetPassword,
} from "~/admin/accounts/account-links.server";
import { newPasswordFieldSetup } from "~/admin/accounts/new-password-field.server";
import { passwordProblemText } from "~/admin/accounts/password-policy.server";
import {
  clearedSessionCookieHeader,
  readSessionToken,
  sessionCookieHeader,
} from "~/admin/accounts/session-cookie.server";
import { AccountCard, DeadLink } from "~/admin/accounts/ui/account-card";
import { NewPasswordField } from "~/admin/accounts/ui/new-password-field";
import { adminData, adminHeaders } from "~/admin/shell/admin-request.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { Facts } from "~/admin/shell/ui/admin-section";
import type { User } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { insideBackOffice } from "~/platform/navigation/back-office-access";
import { buttonClass } from "~/platform/ui/button";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/set-password";
import { signedOutPage, signedOutPost } from "./signed-out.server";

// The page of an account link, where a password is chosen: a reset link (/reset/<token>) or an
// invitation (/welcome/<token>), each with its own texts and its own way on.

export { headers, meta } from "~/admin/shell/route-head";
export const handle = backOfficeHandle;

/** Which link the page serves: the two routes share this module. */
function purposeOf(request: Request): LinkPurpose {
  const inside = insideBackOffice(new URL(request.url).pathname) ?? "";
  return inside.startsWith("/welcome/") ? "invite" : "reset";
}

/** The form when the link is good, else why not and the way on (a new link, or the sign-in). */
async function page(request: Request, token: string, status = 200) {
  const { lang, path, screen } = signedOutPage(request);
  const purpose = purposeOf(request);
  const all = messages(lang, "adminPassword");
  const texts = purpose === "invite" ? all.welcome : all.reset;
  const user = await accountOfLink(token, purpose);
  const t = { ...texts, nextHref: path(purpose === "invite" ? "/login" : "/forgot") };
  if (!user) return screen(texts.invalidTitle, { t, form: null }, 410);
  return screen(
    texts.title,
    {
      t,
      form: {
        username: user.username,
        intro: fill(texts.intro, { username: user.username }),
        // An invitation says who is invited and as what before the password is chosen.
        person: purpose === "invite" ? invitedPerson(user, lang) : null,
        field: newPasswordFieldSetup(lang, user),
      },
    },
    status,
  );
}

/** Who is invited, as what, and what that role may do. */
function invitedPerson(user: User, lang: StaffLang) {
  const t = messages(lang, "adminPassword").welcome;
  const { roles, roleHints } = messages(lang, "adminUsers");
  const facts: [string, string][] = [
    [t.name, user.displayName || user.username],
    [t.username, user.username],
    ...(user.email ? [[t.email, user.email] as [string, string]] : []),
    [t.role, roles[user.role]],
  ];
  return { facts, roleHint: roleHints[user.role] };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return page(request, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, path, field } = await signedOutPost(request);
  const input = {
    token: params.token,
    password: field("password"),
    ip: context.get(requestFacts).clientIp ?? null,
  };
  if (purposeOf(request) === "invite") {
    const result = await acceptInvitation({
      ...input,
      userAgent: request.headers.get("User-Agent"),
      previousToken: await readSessionToken(request),
    });
    if (result.status !== "done") return refusedPage(request, params.token, result, lang);
    // Signed in, into the back office in the account's own language.
    throw redirect(backOfficePath("", result.user.language), {
      headers: { ...adminHeaders, "Set-Cookie": await sessionCookieHeader(result.sessionToken) },
    });
  }
  const result = await resetPassword(input);
  if (result.status !== "done") return refusedPage(request, params.token, result, lang);
  // Every session of the account ended, this browser's included.
  throw redirect(`${path("/login")}?passwordReset`, {
    headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
  });
}

/** The page again, with why the password was refused; or the dead link's page. */
async function refusedPage(
  request: Request,
  token: string,
  result: ChosenPassword,
  lang: StaffLang,
) {
  const error = result.status === "refused" ? passwordProblemText(result.check, lang) : undefined;
  const answer = await page(request, token, 400);
  return adminData({ ...answer.data, error }, answer.init?.status);
}

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  if (!d.form) {
    return (
      <DeadLink
        area={d.area}
        title={d.t.invalidTitle}
        body={d.t.invalidBody}
        next={d.t.next}
        nextHref={d.t.nextHref}
      />
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <AccountCard area={d.area} title={d.t.title} intro={d.form.intro}>
      {d.form.person && (
        <div className="mt-5 rounded-xl border border-mist-200 bg-mist-50 p-4">
          <Facts items={d.form.person.facts} />
          <p className="mt-2 text-sm text-navy-800">{d.form.person.roleHint}</p>
        </div>
      )}
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
