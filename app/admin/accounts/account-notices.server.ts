import { fill } from "~/platform/i18n/format";
import { messages } from "~/platform/i18n/messages.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { mailConfigured, type SendAccountMail, sendAccountMail } from "../intake/mailer.server";
import { formatDateTime } from "../shell/admin-page.server";

const log = componentLogger("account-notices");

export type AccountChange = keyof ReturnType<
  typeof messages<"adminPassword">
>["notices"]["changes"];

export interface NoticeRecipient {
  username: string;
  displayName: string;
  email: string | null;
  language: "fr" | "en";
}

/**
 * Tells an account by e-mail that its way of signing in changed, in its language. Best effort:
 * the change is made whatever happens here, a failure is logged (without the address) and the
 * activity log keeps the change itself.
 */
export async function noticeAccountChange(
  user: NoticeRecipient,
  change: AccountChange,
  options: { now?: Date; send?: SendAccountMail } = {},
): Promise<void> {
  if (!user.email || (!options.send && !mailConfigured())) return;
  const t = messages(user.language, "adminPassword").notices;
  const text = [
    fill(t.greeting, { name: user.displayName || user.username }),
    "",
    t.changes[change],
    fill(t.when, { date: formatDateTime(options.now ?? new Date(), user.language) }),
    "",
    t.notYou,
    "",
    t.signature,
  ].join("\n");
  try {
    await (options.send ?? sendAccountMail)({ to: user.email, subject: t.subject, text });
  } catch (error) {
    log.warn(
      { change, err: error instanceof Error ? error.message : String(error) },
      "security notice not sent",
    );
  }
}
