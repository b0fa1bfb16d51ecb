import { describeDbError, isDataError } from "~/platform/database/db-errors.server";
import { componentLogger } from "~/platform/runtime/logger.server";

const log = componentLogger("api");

/** JSON error answers of the API: a stable `error` code plus a readable message. */
export function jsonError(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return Response.json({ error, message, ...extra }, { status, headers });
}

export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON body: 415 if it is not JSON, 413 past the limit (even without Content-Length), 400 if malformed. */
export async function readJsonBody(
  request: Request,
  limit = MAX_JSON_BODY_BYTES,
): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    return {
      ok: false,
      response: jsonError(415, "unsupported_media_type", "Send the body as application/json."),
    };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, response: tooLarge(limit) };
  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, response: tooLarge(limit) };
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", "The body is not valid JSON.") };
  }
}

function tooLarge(limit: number): Response {
  return jsonError(413, "payload_too_large", `The body must not exceed ${limit} bytes.`);
}

export function methodNotAllowed(allow: string): Response {
  return jsonError(405, "method_not_allowed", `Use ${allow}.`, {}, { Allow: allow });
}

/** 400 for data the database refused (SQLSTATE 22xxx), 503 when the database itself is away. */
export function databaseFailure(error: unknown): Response {
  if (isDataError(error)) {
    return jsonError(
      400,
      "invalid_data",
      "The request contains characters or values that cannot be stored.",
    );
  }
  return serviceUnavailable(error);
}

export function serviceUnavailable(error: unknown): Response {
  log.error({ error: describeDbError(error) }, "database error");
  return jsonError(
    503,
    "service_unavailable",
    "The service is temporarily unavailable. Please try again shortly.",
    {},
    { "Retry-After": "30" },
  );
}
