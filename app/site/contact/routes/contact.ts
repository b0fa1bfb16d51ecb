import {
  jsonError,
  methodNotAllowed,
  readJsonBody,
  serviceUnavailable,
} from "~/platform/http/http.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { requestFacts } from "~/request-facts";
import {
  httpStatusOf,
  type SubmissionResult,
  submitContact,
} from "~/site/contact/contact-submission.server";
import type { Route } from "./+types/contact";

export const loader = () => methodNotAllowed("POST");

/** The form with its files comes as multipart, read as it streams in (server/body-bounds.ts). */
export const handle: RouteHandle = { body: { kind: "multipart-contact" } };

/**
 * POST /api/contact: 201 {id} once stored (a held request is answered alike); 400 with per-field
 * codes and `attachments` for refused files; 413 past 25 MB of files; 415, 429, 503 (also while
 * every upload slot is taken, with Retry-After); 201 with `attachments: {error: "budget"}` when
 * the day's file budget is spent (the request stored without its files). JSON, or
 * multipart when files come along (read by server/contact-upload-body.ts, as `handle` says).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const facts = context.get(requestFacts);
  const host = new URL(request.url).hostname;
  let result: SubmissionResult;
  if (facts.contactUpload) {
    const upload = facts.contactUpload;
    result = await submitContact({
      fields: upload.fields,
      upload,
      clientIp: facts.clientIp,
      host,
    });
  } else {
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    result = await submitContact({ fields: body.value, clientIp: facts.clientIp, host });
  }
  return answer(result);
}

function answer(result: SubmissionResult): Response {
  const status = httpStatusOf(result);
  switch (result.status) {
    case "created":
      // Held or not, the visitor is told the same: the request is kept either way.
      return Response.json(
        {
          id: result.id,
          status: "received",
          ...(result.filesRefused ? { attachments: { error: result.filesRefused } } : {}),
        },
        { status },
      );
    case "invalid":
      return jsonError(status, "validation_failed", "Some fields are missing or invalid.", {
        fields: result.fields,
        ...(result.attachments ? { attachments: result.attachments } : {}),
      });
    case "rate_limited":
    case "busy": {
      // Both say when to come back, in the body and in Retry-After.
      const [code, message] =
        result.status === "busy"
          ? [
              "uploads_busy",
              "Too many files are being received right now. Please try again in a moment.",
            ]
          : ["rate_limited", "Too many requests from this client. Please try again later."];
      return jsonError(
        status,
        code,
        message,
        { retryAfter: result.retryAfter },
        { "Retry-After": String(result.retryAfter) },
      );
    }
    case "unstorable":
      return jsonError(
        status,
        "invalid_data",
        "The request contains characters that cannot be stored.",
      );
    case "unavailable":
      return serviceUnavailable(result.error);
  }
}
