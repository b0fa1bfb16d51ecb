import { WebAuthnError } from "@simplewebauthn/browser";

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
