import { data, redirect } from "react-router";
import { secondFactorDue } from "~/admin/accounts/account-factors.server";
import { type ActiveSession, findActiveSession } from "~/admin/accounts/sessions.server";
import { getDb } from "~/platform/database/db.server";
import { can } from "~/platform/database/roles";
import { staffLangFromPath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import {
  areaOf,
  backOfficeLinks,
  backOfficeNav,
  type ForbiddenPage,
  insideBackOffice,
} from "~/platform/navigation/back-office-access";
import { readSessionToken } from "../accounts/session-cookie.server";
import { adminHeaders, isSameOrigin } from "./admin-headers";

export { adminHeaders };

export interface AdminContext extends ActiveSession {
  token: string;
}

/** The signed-in session of a request: valid now and past its second factor, if one was due. */
export async function currentSession(request: Request): Promise<AdminContext | undefined> {
  const token = await readSessionToken(request);
  if (!token) return undefined;
  const active = await findActiveSession(await getDb(), token);
  return active?.session.stage === "active" ? { ...active, token } : undefined;
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return backOfficePath("/login", staffLangFromPath(url.pathname));
}

/**
 * The signed-in session, or the answer for a visitor without one: a page is redirected to the
 * sign-in page with the path it wanted, a JSON call gets 401.
 */
export async function requireAdmin(
  request: Request,
  answer: "page" | "json" = "page",
): Promise<AdminContext> {
  const session = await currentSession(request);
  if (session) {
    requireArea(request, session, answer);
    await requireFactorWhenDue(request, session, answer);
    return session;
  }
  if (answer === "json") {
    throw Response.json(
      { error: "unauthorized", message: "Sign in to the back office first." },
      { status: 401, headers: adminHeaders },
    );
  }
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  // A cookie without a live session: it expired or was ended, and the page says so.
  const ended = (await readSessionToken(request)) ? "&ended=1" : "";
  throw redirect(`${loginPath(request)}?redirectTo=${encodeURIComponent(wanted)}${ended}`, {
    headers: adminHeaders,
  });
}

/**
 * The role must be granted the area the path belongs to (navigation/back-office-access.ts), for
 * pages, form posts and resource routes alike; else 403, before any loader or action runs.
 */
function requireArea(request: Request, session: AdminContext, answer: "page" | "json"): void {
  if (can(session.user.role, areaOf(new URL(request.url).pathname))) return;
  if (answer === "json") {
    throw Response.json(
      { error: "forbidden", message: "Your role does not give access to this." },
      { status: 403, headers: adminHeaders },
    );
  }
  const lang = staffLangFromPath(new URL(request.url).pathname);
  const admin = messages(lang, "admin");
  const forbidden: ForbiddenPage = {
    ...admin.forbidden,
    lang,
    homeHref: backOfficePath("", lang),
    // The back office's frame (header, navigation of this role), as on the pages it may open.
    frame: {
      shell: admin.shell,
      nav: backOfficeNav(session.user.role, lang),
      links: backOfficeLinks(lang),
      username: session.user.username,
    },
  };
  throw data({ forbidden }, { status: 403, headers: adminHeaders });
}

/** What an account may open while the team requires a second factor it has not set up. */
const FACTOR_SETUP_PATHS = [
  "/account/security",
  "/api/passkeys",
  "/api/session",
  "/confirm",
  "/logout",
];

/**
 * While the team requires a second factor (page /admin/security), an account without one is sent
 * to set one up, and may open nothing else until it has: a page is redirected there, JSON is 403.
 */
async function requireFactorWhenDue(
  request: Request,
  session: AdminContext,
  answer: "page" | "json",
): Promise<void> {
  const { pathname } = new URL(request.url);
  const inside = insideBackOffice(pathname) ?? "";
  if (FACTOR_SETUP_PATHS.some((path) => inside === path || inside.startsWith(`${path}/`))) return;
  if (!(await secondFactorDue(await getDb(), session.user.id))) return;
  if (answer === "json") {
    throw Response.json(
      { error: "second_factor_required", message: "Set up a second factor first." },
      { status: 403, headers: adminHeaders },
    );
  }
  const setup = backOfficePath("/account/security", staffLangFromPath(pathname));
  throw redirect(`${setup}?required`, { headers: adminHeaders });
}

/**
 * A state-changing request must come from a page of this site: Origin equal to the origin the
 * request was made to, or (browsers that omit Origin) Sec-Fetch-Site same-origin. Else 403.
 */
export function requireSameOrigin(request: Request): void {
  const sameOrigin = isSameOrigin(
    new URL(request.url).origin,
    request.headers.get("Origin"),
    request.headers.get("Sec-Fetch-Site"),
  );
  if (!sameOrigin) {
    throw new Response("Cross-site request refused.", {
      status: 403,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
