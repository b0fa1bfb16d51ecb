import { Form } from "react-router";
import { buttonClass } from "~/platform/ui/button";
import { Facts } from "../../shell/ui/admin-section";
import { focusRing, HiddenFields } from "../../shell/ui/form-field";

/** One open session as "my sessions" shows it. */
export interface SessionView {
  /** The token's hash: what the sign-out form names (never the token itself). */
  id: string;
  device: string;
  ip: string;
  signedInAt: string;
  lastSeen: string;
  current: boolean;
}

export interface SessionListTexts {
  listLabel: string;
  thisDevice: string;
  ip: string;
  signedInAt: string;
  lastSeen: string;
  signOut: string;
  signOutThis: string;
}

/**
 * The account's open sessions, one card each (readable on a phone), this device marked and
 * first; each has its own sign-out form, which names the session it ends.
 */
export function SessionList({ sessions, t }: { sessions: SessionView[]; t: SessionListTexts }) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-4 md:grid-cols-2">
      {sessions.map((session, index) => {
        const heading = `session-${index + 1}`;
        return (
          <li
            key={session.id}
            className={`rounded-2xl border bg-white p-5 ${session.current ? "border-steel-700" : "border-mist-200"}`}
          >
            <h2
              id={heading}
              className="flex flex-wrap items-center gap-2 text-lg font-bold text-navy-900"
            >
              <span className="break-words">{session.device}</span>
              {session.current && (
                <span className="rounded-full bg-process-100 px-2.5 py-0.5 text-xs font-semibold text-steel-700">
                  {t.thisDevice}
                </span>
              )}
            </h2>
            <Facts
              className="mt-3 text-sm"
              items={[
                [t.ip, session.ip, "break-all"],
                [t.signedInAt, session.signedInAt],
                [t.lastSeen, session.lastSeen],
              ]}
            />
            <Form method="post" className="mt-4">
              <HiddenFields values={{ intent: "end", session: session.id }} />
              <button
                type="submit"
                aria-describedby={heading}
                className={buttonClass("outline", "md", focusRing)}
              >
                {session.current ? t.signOutThis : t.signOut}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
