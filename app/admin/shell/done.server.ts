import { redirect } from "react-router";
import { adminHeaders } from "./guard.server";

/**
 * After an action, back to a page that says once what was done (`?done=saved`), so a reload
 * neither repeats the action nor the message; `params` carry what the message names.
 */
export function redirectDone(
  to: string,
  done: string,
  params: Record<string, string | number> = {},
  hash = "",
): Response {
  const query = new URLSearchParams({
    done,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  return redirect(`${to}${to.includes("?") ? "&" : "?"}${query}${hash}`, { headers: adminHeaders });
}

/** What the previous action did, when the page knows that message; anything else is ignored. */
export function doneOf<const T extends readonly string[]>(
  request: Request,
  known: T,
): T[number] | undefined {
  const value = new URL(request.url).searchParams.get("done");
  return known.find((name) => name === value);
}
