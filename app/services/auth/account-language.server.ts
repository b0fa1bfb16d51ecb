import { accountLanguage } from "~/data/account-language.server";
import { getDb } from "~/data/db.server";
import { backOfficeIn } from "~/navigation/back-office-language";

/** Where a sign-in lands: the back-office page asked for, in the language the account chose. */
export async function inAccountLanguage(username: string, path: string): Promise<string> {
  const lang = await accountLanguage(await getDb(), username);
  return lang ? backOfficeIn(path, lang) : path;
}
