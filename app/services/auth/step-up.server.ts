import { redirect } from "react-router";
import { langFromPath } from "~/i18n/lang";
import { backOfficePath } from "~/navigation/back-office";
import { env } from "~/runtime/env.server";
import { adminHeaders } from "./admin-headers";
import type { AdminContext } from "./guard.server";

/** How recent a proof of identity must be before user changes, bulk export or erasure: 5 min. */
export function stepUpWindowMs(): number {
  return env().STEP_UP_WINDOW_SECONDS * 1000;
}

export function hasRecentAuth(session: AdminContext, now = new Date()): boolean {
  return now.getTime() - session.session.authenticatedAt.getTime() < stepUpWindowMs();
}

/**
 * Step-up (ASVS 4.3.x): unless this person proved who they are in the last five minutes, they
 * are sent to the confirmation page (password, passkey or code), which brings them back to
 * `returnTo` (the page the form was on: a form's post is never replayed, nothing is lost but one
 * click). Call it at the head of the action (and of a loader that exports data).
 */
export function requireRecentAuth(
  request: Request,
  session: AdminContext,
  returnTo: string = new URL(request.url).pathname + new URL(request.url).search,
  now = new Date(),
): void {
  if (hasRecentAuth(session, now)) return;
  const lang = langFromPath(new URL(request.url).pathname);
  throw redirect(`${backOfficePath("/confirm", lang)}?redirectTo=${encodeURIComponent(returnTo)}`, {
    headers: adminHeaders,
  });
}
