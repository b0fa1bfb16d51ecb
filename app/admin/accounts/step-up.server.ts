import { randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { pendingAction, savePendingAction } from "~/admin/accounts/step-up-actions.server";
import { getDb } from "~/platform/database/db.server";
import { type StaffLang, staffLangFromPath } from "~/platform/i18n/lang";
import { backOfficePath } from "~/platform/navigation/back-office";
import * as clock from "~/platform/runtime/clock.server";
import { env } from "~/platform/runtime/env.server";
import { adminHeaders } from "../shell/admin-headers";
import type { AdminContext } from "../shell/guard.server";

/** How recent a proof of identity must be before user changes, bulk export or erasure: 5 min. */
export function stepUpWindowMs(): number {
  return env().STEP_UP_WINDOW_SECONDS * 1000;
}

/** On the server's clock (clock.server.ts), which a test moves on instead of waiting out the window. */
export function hasRecentAuth(session: AdminContext, now = clock.now()): boolean {
  return now.getTime() - session.session.authenticatedAt.getTime() < stepUpWindowMs();
}

/** The field of the confirmation page's own post that names the action kept for it. */
export const RESUME_FIELD = "stepUpResume";
/** How long a kept action waits for its confirmation. */
const PENDING_MS = 10 * 60 * 1000;
const HANDLE = /^[\w-]{43}$/;

/** A one-time handle as typed in a URL or a form: 256 bits in base64url, else nothing. */
export function pendingHandle(value: string | null | undefined): string | undefined {
  return value && HANDLE.test(value) ? value : undefined;
}

/** The confirmation page, coming back to `returnTo`, with the kept action's handle if any. */
export function confirmPath(lang: StaffLang, returnTo: string, pending?: string): string {
  const query = new URLSearchParams({ redirectTo: returnTo });
  if (pending) query.set("pending", pending);
  return `${backOfficePath("/confirm", lang)}?${query}`;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * Step-up (ASVS 4.3.x) for a page or a download (a GET): unless this person proved who they are
 * in the last five minutes, they are sent to the confirmation page, which brings them back to
 * `returnTo`. A form's action uses `stepUpRequest`, which keeps what was posted.
 */
export function requireRecentAuth(
  request: Request,
  session: AdminContext,
  returnTo: string = here(request),
  now = clock.now(),
): void {
  if (hasRecentAuth(session, now)) return;
  const lang = staffLangFromPath(new URL(request.url).pathname);
  throw redirect(confirmPath(lang, returnTo), { headers: adminHeaders });
}

/**
 * Step-up for a form's action, without losing the form. Not confirmed recently: the posted text
 * fields are kept server-side under a one-time handle and the person is sent to confirm it's
 * them; the confirmation page then posts that handle back here (`RESUME_FIELD`), and the action
 * runs once with the fields kept, as if the first post had gone through. Returns the request to
 * read the form from (the kept one after a confirmation). A handle already used or expired does
 * nothing and goes back to `page`.
 */
export async function stepUpRequest(
  request: Request,
  session: AdminContext,
  page: string = here(request),
  now = clock.now(),
): Promise<Request> {
  const path = here(request);
  const posted = await request.formData();
  let fields: [string, string][] = [];
  for (const [name, value] of posted) if (typeof value === "string") fields.push([name, value]);
  const db = await getDb();
  const resume = posted.get(RESUME_FIELD);
  if (typeof resume === "string") {
    const handle = pendingHandle(resume);
    const kept = handle
      ? await pendingAction(db, handle, session.user.id, { take: true, now })
      : undefined;
    if (!kept || kept.path !== path) throw redirect(page, { headers: adminHeaders });
    fields = kept.form;
  }
  if (!hasRecentAuth(session, now)) {
    const handle = randomBytes(32).toString("base64url");
    const expires = new Date(now.getTime() + PENDING_MS);
    await savePendingAction(db, handle, session.user.id, { path, form: fields }, expires, now);
    const lang = staffLangFromPath(new URL(request.url).pathname);
    throw redirect(confirmPath(lang, page, handle), { headers: adminHeaders });
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}
