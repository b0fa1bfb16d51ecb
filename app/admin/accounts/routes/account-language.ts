import { redirect } from "react-router";
import { setAccountLanguage } from "~/admin/accounts/account-language.server";
import { adminHeaders, adminRequest, readForm } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { getLeadsTo } from "~/admin/shell/post-only.server";
import { safeRedirect } from "~/platform/http/safe-redirect";
import { isStaffLang } from "~/platform/i18n/lang";
import { backOfficePath, isBackOfficePath } from "~/platform/navigation/back-office";
import { backOfficeIn } from "~/platform/navigation/back-office-language";
import type { Route } from "./+types/account-language";

export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** Choosing a language changes the account, so it is a POST; a GET only leads to the account. */
export const loader = getLeadsTo("/account");

/** The back office's FR/EN switch: remembers the language on the account, then shows the page in it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, path, db, audit } = await adminRequest({ request, context });
  const text = await readForm(request);
  const lang = text("lang");
  if (!isStaffLang(lang)) throw redirect(path(""), { headers: adminHeaders });
  if (lang !== user.language) {
    await setAccountLanguage(db, user.id, lang);
    await audit({
      action: "language_changed",
      target: `${user.language} → ${lang}`,
      object: { type: "user", id: user.id },
    });
  }
  // Back to the page the switch was on, in the chosen language; never off the back office.
  const home = backOfficePath("", lang);
  const wanted = safeRedirect(text("redirectTo"), home);
  const inside = isBackOfficePath(new URL(wanted, "http://site.invalid").pathname);
  throw redirect(inside ? backOfficeIn(wanted, lang) : home, { headers: adminHeaders });
}
