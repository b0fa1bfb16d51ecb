import { waitText } from "~/admin/shell/ui/wait-text";
import { fill } from "~/platform/i18n/format";

/**
 * What a refused sign-in or password form says: its error's text, or for "limited" (too many
 * tries) the text with the wait before the next one. None without a refusal.
 */
export function refusalText<E extends string>(
  refusal: { error: E; retryAfter?: number } | false | undefined,
  texts: Record<E | "limited", string>,
  wait: { minutes: string; hours: string },
): string | undefined {
  if (!refusal) return undefined;
  return refusal.error === "limited"
    ? fill(texts.limited, { wait: waitText(refusal.retryAfter ?? 0, wait) })
    : texts[refusal.error];
}
