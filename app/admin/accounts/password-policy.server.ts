import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type {
  PasswordOwner,
  PasswordProblem,
  PasswordSuggestion,
  PasswordWarning,
} from "./password-strength";

export type { PasswordOwner, PasswordProblem };

export type PasswordCheck =
  | { ok: true }
  | {
      ok: false;
      /** tooShort, tooLong, onlySpaces, personal, common or weak: the forms translate it. */
      code: PasswordProblem;
      warning?: PasswordWarning;
      suggestion?: PasswordSuggestion;
    };

/**
 * Whether a new password may be used for this account (the policy: ./password-strength.ts).
 * Every way of setting a password calls it: the account page, a reset link, an invitation and the
 * command line. The dictionaries (about 2 MB) are loaded on the first call, not at start.
 */
export async function checkNewPassword(
  password: string,
  owner: PasswordOwner = {},
): Promise<PasswordCheck> {
  const { assessPassword } = await import("./password-strength");
  const verdict = assessPassword(password, owner);
  if (!verdict.problem) return { ok: true };
  return {
    ok: false,
    code: verdict.problem,
    ...(verdict.warning ? { warning: verdict.warning } : {}),
    ...(verdict.suggestion ? { suggestion: verdict.suggestion } : {}),
  };
}

/**
 * A refusal in plain words: what is wrong, then what zxcvbn saw and advises, when it says
 * something the first sentence does not ("too easy to guess. Repeated characters like…").
 */
export function passwordProblemText(check: PasswordCheck, lang: StaffLang): string | undefined {
  if (check.ok) return undefined;
  const t = messages(lang, "adminPassword").policy;
  return [
    t.problems[check.code],
    // "Common" and "personal" already say what zxcvbn found.
    check.warning && check.code !== "personal" && check.code !== "common"
      ? t.warnings[check.warning]
      : undefined,
    check.suggestion ? t.suggestions[check.suggestion] : undefined,
  ]
    .filter(Boolean)
    .join(" ");
}
