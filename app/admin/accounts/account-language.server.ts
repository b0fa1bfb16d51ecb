import { eq } from "drizzle-orm";
import type { StaffLang } from "~/platform/i18n/lang";
import type { Database } from "../../platform/database/db.server";
import { users } from "../../platform/database/schema";

/** Remembers the back office's language an account chose (its pages after sign-in, its e-mails). */
export async function setAccountLanguage(
  db: Database,
  userId: number,
  lang: StaffLang,
): Promise<void> {
  await db.update(users).set({ language: lang }).where(eq(users.id, userId));
}

/** The language an account chose; undefined for an unknown account. */
export async function accountLanguage(
  db: Database,
  username: string,
): Promise<StaffLang | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row?.language;
}
