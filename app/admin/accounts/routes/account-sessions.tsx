import { redirect } from "react-router";
import { z } from "zod";
import { deviceName } from "~/admin/accounts/device-name";
import { clearedSessionCookieHeader } from "~/admin/accounts/session-cookie.server";
import {
  endOtherSessions,
  endUserSession,
  listOpenSessions,
  type OpenSession,
} from "~/admin/accounts/sessions.server";
import { SessionList } from "~/admin/accounts/ui/session-list";
import {
  adminHeaders,
  adminRequest,
  formatDateTime,
  readForm,
} from "~/admin/shell/admin-request.server";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { FormAlert, IntentForm, LinkLine } from "~/admin/shell/ui/form-field";
import { ScreenHeading } from "~/admin/shell/ui/screen-heading";
import { can } from "~/platform/database/roles";
import { fill } from "~/platform/i18n/format";
import type { Route } from "./+types/account-sessions";

export { headers, meta } from "~/admin/shell/route-head";

const DONE = ["ended", "others", "gone"] as const;
const countSchema = z.coerce.number().int().min(0).max(10_000).catch(0);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, user, lang, t, path, db, screen } = await adminRequest({ request, context });
  const url = new URL(request.url);
  const open = await listOpenSessions(db, user.id);
  // This device first, then the others by last activity.
  const sorted = [
    ...open.filter((row) => row.id === session.id),
    ...open.filter((row) => row.id !== session.id),
  ];
  const described = (row: OpenSession) => {
    const { browser, os } = deviceName(row.userAgent);
    if (browser && os) return fill(t.sessions.device, { browser, os });
    return browser ?? os ?? t.sessions.unknownDevice;
  };
  const done = doneOf(request, DONE);
  return screen(t.sessions.title, {
    t: t.sessions,
    done:
      done === "others"
        ? fill(t.sessions.endedOthers, { count: countSchema.parse(url.searchParams.get("count")) })
        : done === "ended"
          ? t.sessions.ended
          : undefined,
    gone: done === "gone",
    sessions: sorted.map((row) => ({
      id: row.id,
      device: described(row),
      ip: row.ip ?? t.sessions.unknown,
      signedInAt: formatDateTime(row.createdAt, lang),
      lastSeen: formatDateTime(row.lastSeenAt, lang),
      current: row.id === session.id,
    })),
    // The account's sign-ins in the activity log, for a role that may read it.
    logLink: can(user.role, "audit")
      ? `${path("/audit")}?${new URLSearchParams({ person: user.username, action: "sign_in" })}`
      : undefined,
  });
}

/** "Chrome / Windows, 203.0.113.7": the ended session in the log, in no particular language. */
function sessionTarget(row: OpenSession): string {
  const { browser, os } = deviceName(row.userAgent);
  const device = [browser, os].filter(Boolean).join(" / ") || "?";
  return row.ip ? `${device}, ${row.ip}` : device;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, token, user, path, db, audit } = await adminRequest({ request, context });
  const text = await readForm(request);
  const here = path("/account/sessions");
  const record = (row: OpenSession) =>
    audit({
      action: "session_ended",
      target: sessionTarget(row),
      object: { type: "user", id: user.id },
    });

  if (text("intent") === "others") {
    const ended = await endOtherSessions(db, user.id, token);
    for (const row of ended) await record(row);
    throw redirectDone(here, "others", { count: ended.length });
  }

  const ended = await endUserSession(db, user.id, text("session"));
  if (!ended) throw redirectDone(here, "gone");
  await record(ended);
  if (ended.id === session.id) {
    // Ending this device's session is signing out.
    throw redirect(`${path("/login")}?signedOut`, {
      headers: { ...adminHeaders, "Set-Cookie": await clearedSessionCookieHeader() },
    });
  }
  throw redirectDone(here, "ended");
}

export default function AccountSessions({ loaderData: d }: Route.ComponentProps) {
  const { t } = d;
  const others = d.sessions.some((session) => !session.current);
  return (
    <div className="space-y-6">
      <ScreenHeading title={t.title} intro={t.intro} />
      {d.done && <FormAlert tone="success">{d.done}</FormAlert>}
      {d.gone && <FormAlert tone="error">{t.gone}</FormAlert>}
      <SessionList sessions={d.sessions} t={t} />
      {others ? (
        <IntentForm intent="others" label={t.everywhereElse} className="" />
      ) : (
        <p className="text-navy-800">{t.noOthers}</p>
      )}
      {d.logLink && <LinkLine to={d.logLink}>{t.logLink}</LinkLine>}
    </div>
  );
}
