import { Form } from "react-router";
import {
  accountsWithoutFactor,
  factorState,
  hasSecondFactor,
  readSecurityRules,
  setRequireSecondFactor,
} from "~/admin/accounts/account-factors.server";
import { stepUpRequest } from "~/admin/accounts/step-up.server";
import {
  adminData,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { AdminSection } from "~/admin/shell/ui/admin-section";
import { FormAlert, focusRing, LinkLine } from "~/admin/shell/ui/form-field";
import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { buttonClass } from "~/platform/ui/button";
import type { Route } from "./+types/security";

export { headers, meta } from "~/admin/shell/route-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, path, db, screen } = await adminRequest({ request, context });
  const [rules, without] = await Promise.all([readSecurityRules(db), accountsWithoutFactor(db)]);
  const texts = messages(lang, "adminFactors").rule;
  return screen(texts.title, {
    t: texts,
    require: rules.requireSecondFactor,
    changed:
      rules.updatedAt && rules.updatedBy
        ? { date: formatDateTime(rules.updatedAt, lang), name: rules.updatedBy }
        : null,
    without,
    yourSecurity: path("/account/security"),
  });
}

type Outcome = { ok: true } | { ok: false; error: "youFirst" };

/** The team's rule: a second factor for every account, or not. An administrator's step-up first. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await adminRequest({ request, context });
  const { user, db, audit } = session;
  const form = await stepUpRequest(request, session);
  const require = (await readForm(form))("requireSecondFactor") === "on";
  // Turning it on without a factor of one's own would lock oneself out at once.
  if (require && !hasSecondFactor(await factorState(db, user.id))) {
    return adminData({ ok: false, error: "youFirst" } satisfies Outcome, 409);
  }
  const before = (await readSecurityRules(db)).requireSecondFactor;
  if (before !== require) {
    await setRequireSecondFactor(db, require, user.username);
    await audit({
      action: "second_factor_requirement_changed",
      target: require ? "on" : "off",
      object: { type: "settings", id: "security" },
    });
  }
  return adminData({ ok: true } satisfies Outcome);
}

export default function SecurityPage({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{d.t.title}</h1>
        <p className="mt-2 max-w-2xl text-navy-800">{d.t.intro}</p>
      </div>
      <AdminSection id="require-title" title={d.t.requireTitle} intro={d.t.requireIntro}>
        <Form method="post" className="mt-5 space-y-4">
          {actionData?.ok && <FormAlert tone="success">{d.t.saved}</FormAlert>}
          {actionData?.ok === false && <FormAlert tone="error">{d.t.youFirst}</FormAlert>}
          <p className="font-medium text-navy-900">{d.require ? d.t.on : d.t.off}</p>
          {d.changed && <p className="text-sm text-navy-800">{fill(d.t.changed, d.changed)}</p>}
          <label className="flex items-start gap-3 font-semibold text-navy-900">
            <input
              type="checkbox"
              name="requireSecondFactor"
              defaultChecked={d.require}
              className={`mt-1 size-5 shrink-0 accent-steel-700 ${focusRing}`}
            />
            <span>{d.t.require}</span>
          </label>
          <button type="submit" className={buttonClass("secondary")}>
            {d.t.save}
          </button>
        </Form>
        <div className="mt-6 border-t border-mist-200 pt-4">
          <p className="font-medium text-navy-900">
            {d.without.length === 0
              ? d.t.withoutNone
              : fill(d.t.without, { count: d.without.length })}
          </p>
          {d.without.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-6 text-navy-800">
              {d.without.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </div>
      </AdminSection>
      <LinkLine to={d.yourSecurity}>{d.t.yourSecurity}</LinkLine>
    </div>
  );
}
