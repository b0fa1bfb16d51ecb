import { jsonError } from "~/platform/http/http.server";

/** Any /api/* path no API route matched: a JSON 404, never the HTML not-found page. */
function notFound() {
  return jsonError(404, "not_found", "No API endpoint at this path.");
}

export const loader = notFound;
export const action = notFound;
