import {
  factorState,
  hasSecondFactor,
  readSecurityRules,
  readTotp,
} from "~/admin/accounts/account-factors.server";
import { listPasskeys } from "~/admin/accounts/passkey-records.server";
import { PASSKEY_NAME_MAX } from "~/admin/accounts/passkeys.server";
import { RESUME_FIELD, stepUpRequest } from "~/admin/accounts/step-up.server";
import { groupedSecret, totpQrCode, totpUri } from "~/admin/accounts/totp.server";
import {
  PasskeyList,
  RecoveryCodesShown,
  TotpSection,
} from "~/admin/accounts/ui/account-factors-view";
import { PasskeyRegister } from "~/admin/accounts/ui/passkey-register";
import { adminRequest, formatDateTime, readForm } from "~/admin/shell/admin-request.server";
import { backOfficeHandle } from "~/admin/shell/route-head";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { FormAlert, IntentForm, LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { company } from "~/platform/content/company";
import { can } from "~/platform/database/roles";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { Island } from "~/platform/islands/island";
import { backOfficePath } from "~/platform/navigation/back-office";
import type { Route } from "./+types/account-security";
import { SENSITIVE_INTENTS, securityAction } from "./account-security-action.server";

// The passkey form is an island (WebAuthn needs the browser); the rest are plain forms.
export const handle = { ...backOfficeHandle, islands: true };
export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, lang, path, db, screen } = await adminRequest({ request, context });
  const texts = messages(lang, "adminFactors").security;
  const [factors, rules, keys, totp] = await Promise.all([
    factorState(db, user.id),
    readSecurityRules(db),
    listPasskeys(db, user.id),
    readTotp(db, user.id),
  ]);
  const pendingSecret = totp && !totp.enabled ? totp.secret : null;
  const enabledSince = totp?.enabledAt ?? null;
  const done = new URL(request.url).searchParams.get("done");
  return screen(texts.title, {
    t: texts,
    required: rules.requireSecondFactor,
    hasFactor: hasSecondFactor(factors),
    added: done === "passkeyAdded",
    keys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      added: formatDateTime(key.createdAt, lang),
      lastUsed: key.lastUsedAt ? formatDateTime(key.lastUsedAt, lang) : null,
    })),
    totp: {
      enabledSince: enabledSince ? formatDateTime(enabledSince, lang) : null,
      setup: pendingSecret
        ? {
            qr: await totpQrCode(totpUri(pendingSecret, user.email ?? user.username)),
            uri: totpUri(pendingSecret, user.email ?? user.username),
            secret: groupedSecret(pendingSecret),
          }
        : null,
    },
    recoveryLeft: factors.recoveryLeft,
    recoveryFile: {
      name: `${company.shortName.toLowerCase()}-recovery-codes.txt`,
      title: fill(texts.recoveryFileTitle, {
        account: user.username,
        site: company.shortName,
        date: formatDateTime(new Date(), lang),
      }),
    },
    teamRule: can(user.role, "users") ? path("/security") : null,
    register: {
      api: backOfficePath("/api/passkeys/register"),
      maxName: PASSKEY_NAME_MAX,
      texts: {
        ...texts,
        ...messages(lang, "adminFactors").passkey,
        alreadyAdded: texts.alreadyAdded,
      },
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  const page = session.path("/account/security");
  const peek = await readForm(request.clone());
  // The changes that need a proof of identity keep their form through the confirmation.
  const sensitive = SENSITIVE_INTENTS.includes(peek("intent")) || peek(RESUME_FIELD) !== "";
  const form = sensitive ? await stepUpRequest(request, session, page) : request;
  const field = await readForm(form);
  return securityAction(
    {
      request,
      session,
      db: session.db,
      ip: session.actor.ip,
      page,
    },
    field,
  );
}

export default function AccountSecurityPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = d.t;
  const done = actionData?.ok ? actionData.done : d.added ? "passkeyAdded" : undefined;
  const success =
    done && done !== "totpStarted" && done !== "totpCancelled" ? successText(t, done) : undefined;
  const error =
    actionData && !actionData.ok && actionData.error !== "totpInvalid"
      ? actionData.error
      : undefined;
  return (
    <div className="space-y-8">
      <ScreenHeading title={t.title} intro={t.intro} />
      {d.required && !d.hasFactor && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          {t.required}
        </p>
      )}
      {success && <FormAlert tone="success">{success}</FormAlert>}
      {error && (
        <FormAlert tone="error">
          {error === "lastFactor"
            ? t.lastFactor
            : error === "secretsKeyMissing"
              ? t.secretsKeyMissing
              : t.addFailed}
        </FormAlert>
      )}
      {actionData?.ok && actionData.codes && (
        <RecoveryCodesShown t={t} codes={actionData.codes} file={d.recoveryFile} />
      )}

      <AdminSection id="passkeys-title" title={t.passkeysTitle} intro={t.passkeysIntro}>
        <PasskeyList t={t} keys={d.keys} maxName={d.register.maxName} />
        <Island name="passkey-register" component={PasskeyRegister} props={d.register} />
        <noscript>
          <p className="mt-4 text-sm text-navy-800">{t.noScript}</p>
        </noscript>
      </AdminSection>

      <AdminSection id="totp-title" title={t.totpTitle} intro={t.totpIntro}>
        <TotpSection
          t={t}
          totp={d.totp}
          invalid={actionData?.ok === false && actionData.error === "totpInvalid"}
        />
        {actionData?.ok === false && actionData.error === "totpInvalid" && (
          <FormAlert tone="error">{t.totpInvalid}</FormAlert>
        )}
      </AdminSection>

      <AdminSection id="recovery-title" title={t.recoveryTitle} intro={t.recoveryIntro}>
        {d.totp.enabledSince ? (
          <>
            <p className="mt-4 text-navy-900">{fill(t.recoveryLeft, { count: d.recoveryLeft })}</p>
            <IntentForm intent="recoveryNew" label={t.recoveryNew} />
          </>
        ) : (
          <p className="mt-4 text-navy-800">{t.recoveryNone}</p>
        )}
      </AdminSection>

      <p className="text-sm text-navy-800">{t.stepUpNote}</p>
      {d.required && d.hasFactor && <p className="text-sm text-navy-800">{t.requiredMet}</p>}
      {d.teamRule && (
        <LinkLine to={d.teamRule} className="text-sm">
          {t.teamRuleLink}
        </LinkLine>
      )}
    </div>
  );
}

function successText(t: Route.ComponentProps["loaderData"]["t"], done: string): string | undefined {
  const texts: Record<string, string> = {
    passkeyAdded: t.added_,
    renamed: t.renamed,
    removed: t.removed,
    totpEnabled: t.totpEnabled,
    totpDisabled: t.totpDisabled,
  };
  return texts[done];
}
