import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { MIN_PASSWORD_LENGTH } from "./password.server";
import type { PasswordOwner } from "./password-strength";

/**
 * What a page's new-password field needs (app/admin/accounts/ui/new-password-field.tsx): its texts, and
 * for its browser module the names the password must avoid and the policy's words.
 */
export function newPasswordFieldSetup(lang: StaffLang, owner: PasswordOwner) {
  const t = messages(lang, "adminPassword");
  return {
    texts: {
      hint: t.field.hint,
      show: t.field.show,
      showLabel: t.field.showLabel,
      strength: t.field.strength,
    },
    script: {
      owner: {
        username: owner.username ?? null,
        email: owner.email ?? null,
        displayName: owner.displayName ?? null,
      },
      minLength: MIN_PASSWORD_LENGTH,
      texts: {
        levels: t.field.levels,
        status: t.field.status,
        shortBy: t.field.shortBy,
        accepted: t.field.accepted,
        problems: t.policy.problems,
        warnings: t.policy.warnings,
        suggestions: t.policy.suggestions,
      },
    },
  };
}
