import { browserSupportsWebAuthn, WebAuthnError } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";

/** What a passkey island may have to say; the texts come from the page (one language per page). */
export type PasskeyProblem =
  | "cancelled"
  | "refused"
  | "unsupported"
  | "expired"
  | "failed"
  | "alreadyAdded";

/** A JSON post to the back office's passkey API; the browser adds Origin, the cookie goes along. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, data };
}

/** The server's refusal as one of the island's texts. */
export function refusal(status: number, data: Record<string, unknown>): PasskeyProblem {
  if (status === 401 || data.error === "expired") return "expired";
  if (data.error === "refused") return "refused";
  return "failed";
}

/** The browser's or the authenticator's refusal as one of the island's texts. */
export function ceremonyProblem(error: unknown): PasskeyProblem {
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "alreadyAdded";
    if (error.code === "ERROR_CEREMONY_ABORTED") return "cancelled";
  }
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return "cancelled";
  }
  return "failed";
}

/** Sends the browser where the server said (a path of this site only). */
export function go(location: unknown): boolean {
  if (typeof location !== "string" || !location.startsWith("/") || location.startsWith("//")) {
    return false;
  }
  window.location.assign(location);
  return true;
}

/**
 * One passkey ceremony against the API at `api`: the options, the browser's ceremony
 * (`startAuthentication` or `startRegistration`), the server's verdict; then the browser goes
 * where the server says, or the problem is returned. With `followRefusal`, a refusal of the
 * options that names a place (a confirmation of identity due first) is followed too.
 */
export async function passkeyCeremony<Options, Response>(
  api: string,
  ask: { options: object; verify: object; followRefusal?: boolean },
  ceremony: (args: { optionsJSON: Options }) => Promise<Response>,
): Promise<PasskeyProblem | undefined> {
  try {
    const start = await postJson(`${api}/options`, ask.options);
    if (!start.ok && ask.followRefusal && go(start.data.location)) return undefined;
    if (!start.ok) return refusal(start.status, start.data);
    let response: Response;
    try {
      response = await ceremony({ optionsJSON: start.data.options as Options });
    } catch (error) {
      return ceremonyProblem(error);
    }
    const verify = { ...ask.verify, handle: start.data.handle, response };
    const done = await postJson(`${api}/verify`, verify);
    if (done.ok && go(done.data.location)) return undefined;
    return refusal(done.status, done.data);
  } catch {
    return "failed";
  }
}

/** A passkey island's state: whether the browser has WebAuthn, a ceremony under way, its problem. */
export function usePasskeyCeremony() {
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | undefined>(undefined);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  const run: typeof passkeyCeremony = async (api, ask, ceremony) => {
    setBusy(true);
    setProblem(undefined);
    const found = await passkeyCeremony(api, ask, ceremony);
    setProblem(found);
    setBusy(false);
    return found;
  };
  return { supported, busy, problem, run };
}
