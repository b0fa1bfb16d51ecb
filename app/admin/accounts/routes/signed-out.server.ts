import { data } from "react-router";
import { adminPage } from "~/admin/shell/admin-page.server";
import { adminData, adminHeaders, readForm } from "~/admin/shell/admin-request.server";
import { requireSameOrigin } from "~/admin/shell/guard.server";

// The head of the pages one reaches signed out (sign-in and its second step, a forgotten
// password, an account link), where adminRequest has no session to give.

/**
 * The request's language, texts and paths, and `screen`, which answers a loader with the title
 * the shared head (shell/route-head.ts) shows, as adminRequest's does on the signed-in screens.
 */
export function signedOutPage(request: Request) {
  const page = adminPage(request);
  const screen = <T extends object>(title: string, value: T, status = 200) =>
    adminData({ ...value, title, area: page.t.shell.area }, status);
  return { ...page, screen };
}

/** A signed-out form's post: from this site only, with its fields read. */
export async function signedOutPost(request: Request) {
  requireSameOrigin(request);
  return { ...signedOutPage(request), field: await readForm(request) };
}

/** A refusal until a limit's window ends: 429, and Retry-After for the browser and the head. */
export function limitedAnswer<T extends { retryAfter: number }>(outcome: T) {
  return data(outcome, {
    status: 429,
    headers: { ...adminHeaders, "Retry-After": String(outcome.retryAfter) },
  });
}
