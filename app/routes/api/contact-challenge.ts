import { newChallenge } from "~/services/contact/challenge.server";
import { methodNotAllowed } from "~/services/http.server";

/**
 * GET /api/contact/challenge: a fresh proof-of-work challenge for the contact form, fetched by
 * the form's script when the visitor starts on it. No cookie, nothing kept: the challenge is
 * signed, so any instance can check its solution.
 */
export async function loader() {
  return Response.json(await newChallenge(), { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed("GET");
