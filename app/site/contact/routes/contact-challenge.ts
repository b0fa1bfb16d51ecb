import { methodNotAllowed } from "~/platform/http/http.server";
import { newChallenge } from "~/site/contact/challenge.server";

/**
 * GET /api/contact/challenge: a fresh proof-of-work challenge for the contact form, fetched by
 * the form's script when the visitor starts on it. No cookie, nothing kept: the challenge is
 * signed, so any instance can check its solution.
 */
export async function loader() {
  return Response.json(await newChallenge(), { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed("GET");
