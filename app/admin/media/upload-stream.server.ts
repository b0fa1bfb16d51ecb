import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { MAX_UPLOAD_BYTES } from "./upload-limits";

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "./upload-limits";

/** What a form may add around the file: its boundaries, part headers and a few short fields. */
export const UPLOAD_OVERHEAD_BYTES = 64 * 1024;

/** The form's file field. */
export const UPLOAD_FIELD = "file";

/**
 * A multipart form read by `readUpload`: the (first) file as sent, every file when the form may
 * send several, and the form's short text fields.
 */
export type UploadOutcome =
  | {
      ok: true;
      file: { name: string; bytes: Buffer };
      files?: { name: string; bytes: Buffer }[];
      fields: Record<string, string>;
    }
  /** A form sent without its file still has its text fields (a collection item's form). */
  | { ok: false; reason: "noFile"; fields: Record<string, string> }
  | { ok: false; reason: "tooLarge" | "tooLargeTogether" | "malformed" | "tooMany" };

/**
 * Reads a multipart form from a request stream, keeping at most `maxBytes` of one file in memory:
 * past that it stops reading and answers `tooLarge` at once, whether or not the client announced
 * its length. The caller drops what the client still sends. Other files and long fields are
 * refused, never buffered.
 */
export function readUpload(
  stream: Readable,
  headers: IncomingHttpHeaders,
  maxBytes = MAX_UPLOAD_BYTES,
  /** A form of many text fields around its file (a collection item's, with its texts). */
  form: { fields: number; fieldSize: number } = { fields: 8, fieldSize: 4 * 1024 },
  /**
   * How many files the form may send (the library's `<input multiple>`); `maxBytes` bounds them
   * all together, so memory and the proxy's body limit stay what they are for one file.
   */
  maxFiles = 1,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      stream.unpipe();
      resolve(outcome);
    };
    const declared = Number(headers["content-length"] ?? Number.NaN);
    if (declared > maxBytes + UPLOAD_OVERHEAD_BYTES)
      return finish({ ok: false, reason: "tooLarge" });

    const contentType = headers["content-type"];
    if (!contentType) return finish({ ok: false, reason: "malformed" });
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: { ...headers, "content-type": contentType },
        limits: {
          files: maxFiles,
          // The parser stops at this size, the limit itself included: one byte more than allowed.
          fileSize: maxBytes + 1,
          fields: form.fields,
          fieldSize: form.fieldSize,
          parts: form.fields + maxFiles + 1,
          headerPairs: 20,
        },
      });
    } catch {
      return finish({ ok: false, reason: "malformed" });
    }
    const files: { name: string; bytes: Buffer }[] = [];
    let total = 0;
    const fields: Record<string, string> = {};
    parser.on("file", (field, part, fileName) => {
      if (field !== UPLOAD_FIELD) return part.resume();
      const chunks: Buffer[] = [];
      part.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) {
          chunks.length = 0;
          return finish({ ok: false, reason: files.length > 0 ? "tooLargeTogether" : "tooLarge" });
        }
        chunks.push(chunk);
      });
      part.on("limit", () => {
        chunks.length = 0;
        finish({ ok: false, reason: "tooLarge" });
      });
      part.on("end", () => {
        const bytes = Buffer.concat(chunks);
        if (part.truncated || bytes.length > maxBytes) finish({ ok: false, reason: "tooLarge" });
        // A file field left empty sends a part without name or bytes: not a file.
        else if (bytes.length > 0 || fileName) files.push({ name: fileName, bytes });
      });
    });
    // A form of one file ignores a forged second one, as before; a multiple picker says "too many".
    if (maxFiles > 1) parser.on("filesLimit", () => finish({ ok: false, reason: "tooMany" }));
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (!valueTruncated && !nameTruncated) fields[name] = value;
    });
    // The parser says "finish" once every part, files included, has been read.
    parser.on("finish", () => {
      const [file] = files;
      finish(file ? { ok: true, file, files, fields } : { ok: false, reason: "noFile", fields });
    });
    parser.on("error", () => finish({ ok: false, reason: "malformed" }));
    // A client that goes away mid-file leaves nothing behind.
    stream.on("close", () => {
      if (!stream.readableEnded) finish({ ok: false, reason: "malformed" });
    });
    stream.pipe(parser);
  });
}
