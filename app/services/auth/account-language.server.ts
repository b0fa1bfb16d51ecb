import { accountLanguage } from "~/data/account-language.server";
import { getDb } from "~/data/db.server";
import { defaultLang, langFromPath } from "~/i18n/lang";
import { backOfficeIn } from "~/navigation/back-office-language";

/**
 * Where a sign-in lands: the back-office page asked for, in the language the account chose. Only
 * a path without a language of its own (French, the default: "/admin", what people type) is
 * moved; one that names English ("/en/admin/...", an English page's sign-in) keeps it.
 */
export async function inAccountLanguage(username: string, path: string): Promise<string> {
  if (langFromPath(new URL(path, "http://site.invalid").pathname) !== defaultLang) return path;
  const lang = await accountLanguage(await getDb(), username);
  return lang ? backOfficeIn(path, lang) : path;
}
