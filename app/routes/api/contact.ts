import { submissionStatus, submitContact } from "~/services/contact-submission.server";
import {
  jsonError,
  methodNotAllowed,
  readJsonBody,
  serviceUnavailable,
} from "~/services/http.server";
import { requestFacts } from "~/services/request-facts";
import type { Route } from "./+types/contact";

export const loader = () => methodNotAllowed("POST");

/** POST /api/contact: 201 {id} once stored; 400 with per-field codes; 415, 413, 429, 503. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;

  const result = await submitContact(body.value, context.get(requestFacts).clientIp);
  switch (result.status) {
    case "created":
      return Response.json(
        { id: result.id, status: "received" },
        { status: submissionStatus.created },
      );
    case "invalid":
      return jsonError(
        submissionStatus.invalid,
        "validation_failed",
        "Some fields are missing or invalid.",
        {
          fields: result.fields,
        },
      );
    case "spam":
      return jsonError(submissionStatus.spam, "rejected", "The request could not be accepted.");
    case "rate_limited":
      return jsonError(
        submissionStatus.rate_limited,
        "rate_limited",
        "Too many requests from this client. Please try again later.",
        { retryAfter: result.retryAfter },
        { "Retry-After": String(result.retryAfter) },
      );
    case "unstorable":
      return jsonError(
        submissionStatus.unstorable,
        "invalid_data",
        "The request contains characters that cannot be stored.",
      );
    case "unavailable":
      return serviceUnavailable(result.error);
  }
}
