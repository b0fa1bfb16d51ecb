import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { ATTACHMENT_LIMITS, ATTACHMENTS_FIELD } from "~/data/attachment-limits";

/** A file as received: the name the browser gave it and its bytes, checked later. */
export interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The contact form posted as multipart. The text fields read before a refusal are always kept,
 * so the form can come back with what was typed (the browser sends them before the files,
 * which follow them in the form).
 */
export type ContactUpload =
  | { ok: true; fields: Record<string, string>; files: ReceivedFile[] }
  | { ok: false; reason: "tooMany" | "tooLarge" | "malformed"; fields: Record<string, string> };

/** Text fields of the form: a handful, none longer than the message once encoded. */
const FIELD_LIMITS = { fields: 24, fieldSize: 32 * 1024 } as const;
/** The files, the fields and the multipart framing around them. */
const MAX_BODY_BYTES =
  ATTACHMENT_LIMITS.totalBytes + FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 64 * 1024;

/**
 * Reads the contact form from a request stream, holding at most ATTACHMENT_LIMITS.totalBytes of
 * files in memory: past that, or at a sixth file, it stops reading and answers at once, whether
 * or not the client announced its length. The caller drops what the client still sends.
 */
export function readContactUpload(
  stream: Readable,
  headers: IncomingHttpHeaders,
): Promise<ContactUpload> {
  return new Promise((resolve) => {
    let settled = false;
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const finish = (outcome: ContactUpload) => {
      if (settled) return;
      settled = true;
      stream.unpipe();
      resolve(outcome);
    };
    const refuse = (reason: "tooMany" | "tooLarge" | "malformed") => {
      files.length = 0;
      finish({ ok: false, reason, fields });
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: {
          files: ATTACHMENT_LIMITS.files,
          // Per file; the total is counted below. One byte more than allowed, to see it passed.
          fileSize: ATTACHMENT_LIMITS.totalBytes + 1,
          fields: FIELD_LIMITS.fields,
          fieldSize: FIELD_LIMITS.fieldSize,
          parts: FIELD_LIMITS.fields + ATTACHMENT_LIMITS.files + 1,
          headerPairs: 20,
        },
      });
    } catch {
      return refuse("malformed");
    }
    // The whole body is bounded too: a body that is not the form (no boundary ever comes) is
    // not read on and on, even though busboy would drop it unkept.
    let raw = 0;
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > MAX_BODY_BYTES) refuse("tooLarge");
    });
    let total = 0;
    let open = 0;
    parser.on("file", (field, part, info) => {
      if (field !== ATTACHMENTS_FIELD) return part.resume();
      open += 1;
      const chunks: Buffer[] = [];
      part.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > ATTACHMENT_LIMITS.totalBytes) {
          chunks.length = 0;
          return refuse("tooLarge");
        }
        chunks.push(chunk);
      });
      part.on("limit", () => refuse("tooLarge"));
      part.on("end", () => {
        open -= 1;
        const bytes = Buffer.concat(chunks);
        // The empty part a browser sends for a file input left empty is no file.
        if (info.filename || bytes.length > 0) files.push({ name: info.filename ?? "", bytes });
      });
    });
    parser.on("filesLimit", () => refuse("tooMany"));
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("close", () => {
      if (open === 0) finish({ ok: true, fields, files });
      else refuse("malformed");
    });
    parser.on("error", () => refuse("malformed"));
    // A client that goes away mid-file leaves nothing behind.
    stream.on("close", () => {
      if (!stream.readableEnded) refuse("malformed");
    });
    stream.pipe(parser);
  });
}
