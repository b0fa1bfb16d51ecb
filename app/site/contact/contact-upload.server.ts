import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { dropStaged, type StagedAttachment, stageChunk } from "~/admin/intake/lead-intake.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { ATTACHMENT_LIMITS, ATTACHMENTS_FIELD } from "~/site/contact/attachment-limits";
import { type CheckedAttachment, checkAttachment } from "./attachment-type.server";
import { contactSchema } from "./contact-schema";
import { admitUpload } from "./upload-admission.server";
import { alertFileBudgetLater, type BudgetReached, spendFileBudget } from "./upload-budget.server";

/** Why the files of a request were refused while it was read; its text fields are kept. */
export type UploadRefusal = "tooMany" | "tooLarge" | "malformed" | "type";

/**
 * The contact form posted as multipart. The text fields read before a refusal are always kept,
 * so the form can come back with what was typed (the browser sends them before the files,
 * which follow them in the form). Files are never in memory whole: they are written to the
 * database in chunks as they arrive (`staged`), and joined to the request when it is stored.
 */
export type ContactUpload =
  | {
      ok: true;
      fields: Record<string, string>;
      staged?: { key: string; files: StagedAttachment[] };
      /** The request's point of the rate limit was taken before its files were read. */
      pointTaken: boolean;
      /** The day's file budget was reached: the request goes on without its files. */
      filesRefused?: "budget";
    }
  | { ok: false; reason: UploadRefusal; file?: string; fields: Record<string, string> }
  /** Refused before any file was read: text fields invalid, no slot free, limit reached. */
  | { ok: false; reason: "fields"; fields: Record<string, string> }
  | {
      ok: false;
      reason: "busy" | "rateLimited";
      retryAfter: number;
      fields: Record<string, string>;
    }
  | { ok: false; reason: "unavailable"; error: unknown; fields: Record<string, string> };

/** Text fields of the form: a handful, none longer than the message once encoded. */
const FIELD_LIMITS = { fields: 24, fieldSize: 32 * 1024 } as const;
/** Bytes written to the database at a time: what one upload holds in memory, about. */
export const STAGE_CHUNK_BYTES = 512 * 1024;
/** The first bytes of a file, kept to read its type (signatures, ZIP entries, text headers). */
const TYPE_HEAD_BYTES = 256 * 1024;

export interface ReadOptions {
  /** The client's address: the rate limit's and the file budget's key. */
  clientIp?: string;
  /** Another form's rules (the job application's); the contact form's by default. */
  rules?: UploadRules;
}

/** What a form read by this reader takes: its text fields, its files and their kinds. */
export interface UploadRules {
  fieldsValid: (fields: Record<string, string>) => boolean;
  limits: { files: number; totalBytes: number };
  fileField: string;
  check: (name: string, head: Buffer) => Promise<CheckedAttachment>;
}

const contactRules: UploadRules = {
  fieldsValid: (fields) => contactSchema.safeParse(fields).success,
  limits: ATTACHMENT_LIMITS,
  fileField: ATTACHMENTS_FIELD,
  check: checkAttachment,
};

/**
 * Reads the contact form from a request stream. At the first file it checks the text fields
 * read so far, takes an upload slot and the rate limit's point (admitUpload); each chunk of a
 * file is counted against the day's budget and written to the database, the stream paused
 * meanwhile, so a slow database slows the client rather than filling memory. It stops at
 * ATTACHMENT_LIMITS (a sixth file, 25 MB in all), whether or not the client announced its
 * length; the caller drops what the client still sends.
 */
export function readContactUpload(
  stream: Readable,
  headers: IncomingHttpHeaders,
  options: ReadOptions = {},
): Promise<ContactUpload> {
  const rules = options.rules ?? contactRules;
  const limits = rules.limits;
  const maxBodyBytes = limits.totalBytes + FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 64 * 1024;
  return new Promise((resolve) => {
    let settled = false;
    let stopped = false;
    const fields: Record<string, string> = {};
    const files: StagedAttachment[] = [];
    const stageKey = randomUUID();
    let staging = false;
    let release: (() => void) | undefined;
    let client = "";
    let admitted: Promise<ContactUpload | undefined> | undefined;
    let filesRefused: BudgetReached | undefined;
    let current: Readable | undefined;
    /** The files' work, one after the other; what ends the reading waits for it. */
    let queue: Promise<void> = Promise.resolve();
    let db: Database | undefined;

    const onData = (chunk: Buffer) => {
      raw += chunk.length;
      // The whole body is bounded too: a body that is not the form (no boundary ever comes) is
      // not read on and on, even though the parser would drop it unkept.
      if (raw > maxBodyBytes) stop({ ok: false, reason: "tooLarge", fields });
    };
    /** Stops reading; once the files' work has settled, drops what was staged if refused. */
    const stop = (outcome: ContactUpload) => {
      if (stopped) return;
      stopped = true;
      stream.unpipe();
      stream.off("data", onData);
      current?.destroy();
      const keep = outcome.ok && !outcome.filesRefused;
      void queue
        .catch(() => {})
        .then(async () => {
          if (!keep && staging && db) await dropStaged(db, stageKey).catch(() => {});
        })
        .finally(() => {
          release?.();
          if (settled) return;
          settled = true;
          resolve(outcome);
        });
    };
    const refuse = (reason: UploadRefusal, file?: string) =>
      stop({ ok: false, reason, fields, ...(file ? { file } : {}) });

    /** The checks before the first file byte is read; an outcome when the request stops here. */
    const admit = async (): Promise<ContactUpload | undefined> => {
      const admission = await admitUpload(fields, options.clientIp, rules.fieldsValid);
      if (!admission.ok) {
        if (admission.refusal === "fields") return { ok: false, reason: "fields", fields };
        if (admission.refusal === "unavailable") {
          return { ok: false, reason: "unavailable", error: admission.error, fields };
        }
        return { ok: false, reason: admission.refusal, retryAfter: admission.retryAfter, fields };
      }
      release = admission.release;
      client = admission.client;
      try {
        db = await getDb();
      } catch (error) {
        return { ok: false, reason: "unavailable", error, fields };
      }
      return undefined;
    };

    const contentType = headers["content-type"];
    if (!contentType) return refuse("malformed");
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: { ...headers, "content-type": contentType },
        limits: {
          files: limits.files,
          // Per file; the total is counted below. One byte more than allowed, to see it passed.
          fileSize: limits.totalBytes + 1,
          fields: FIELD_LIMITS.fields,
          fieldSize: FIELD_LIMITS.fieldSize,
          parts: FIELD_LIMITS.fields + limits.files + 1,
          headerPairs: 20,
        },
      });
    } catch {
      return refuse("malformed");
    }
    let raw = 0;
    stream.on("data", onData);
    let total = 0;
    let fileCount = 0;

    /** One file part: admitted, counted, written in chunks, its type read from its head. */
    const receive = async (part: Readable, name: string) => {
      if (stopped) return void part.resume();
      current = part;
      const fileIndex = fileCount++;
      // One buffer per upload, filled and written again and again: the bytes passing through
      // leave no garbage of their own behind.
      let slab: Buffer | undefined;
      let pendingBytes = 0;
      let size = 0;
      let seq = 0;
      let head: Buffer | undefined;
      const flush = async () => {
        if (!slab || pendingBytes === 0 || stopped || filesRefused) return;
        const bytes = slab.subarray(0, pendingBytes);
        pendingBytes = 0;
        head ??= Buffer.from(bytes.subarray(0, TYPE_HEAD_BYTES));
        const reached = await spendFileBudget(client, bytes.length);
        if (reached) {
          // The request is kept, its files are not (the rest of the body is not read): the
          // visitor is told, the administrators once a day.
          filesRefused = reached;
          alertFileBudgetLater(reached);
          return stop({ ok: true, fields, pointTaken: true, filesRefused: "budget" });
        }
        if (stopped || !db) return;
        staging = true;
        await stageChunk(db, { stageKey, fileIndex, seq: seq++, bytes });
      };
      part.on("limit", () => refuse("tooLarge"));
      for await (const chunk of part as AsyncIterable<Buffer>) {
        if (stopped || filesRefused) break;
        if (!db) {
          admitted ??= admit();
          const refusal = await admitted;
          if (refusal) return stop(refusal);
        }
        size += chunk.length;
        total += chunk.length;
        if (total > limits.totalBytes) return refuse("tooLarge");
        slab ??= Buffer.allocUnsafe(STAGE_CHUNK_BYTES);
        let offset = 0;
        while (offset < chunk.length) {
          const copied = chunk.copy(slab, pendingBytes, offset);
          offset += copied;
          pendingBytes += copied;
          if (pendingBytes === STAGE_CHUNK_BYTES) await flush();
          if (stopped || filesRefused) break;
        }
      }
      current = undefined;
      if (stopped || filesRefused) return;
      // The empty part a browser sends for a file input left empty is no file.
      if (!name && size === 0) return;
      await flush();
      if (stopped || filesRefused) return;
      const checked = await rules.check(name, head ?? Buffer.alloc(0));
      if (!checked.ok) return refuse("type", checked.fileName);
      files.push({ fileIndex, fileName: checked.fileName, type: checked.type, size });
    };

    parser.on("file", (field, part, fileName) => {
      if (field !== rules.fileField) return part.resume();
      queue = queue.then(() =>
        receive(part, fileName).catch(() => {
          if (!stopped) refuse("malformed");
        }),
      );
    });
    parser.on("filesLimit", () => refuse("tooMany"));
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    // The parser says "finish" once every part, files included, has been read.
    parser.on("finish", () => {
      void queue.then(() => {
        if (stopped) return;
        stop({
          ok: true,
          fields,
          pointTaken: !!db,
          ...(files.length > 0 ? { staged: { key: stageKey, files } } : {}),
        });
      });
    });
    parser.on("error", () => refuse("malformed"));
    // A client that goes away mid-file leaves nothing behind.
    stream.on("close", () => {
      if (!stream.readableEnded) refuse("malformed");
    });
    stream.pipe(parser);
  });
}

/**
 * The text fields a form posted without JavaScript: those read beside its files when it came as
 * multipart (`upload`), else its body's.
 */
export async function postedFields(
  request: Request,
  upload: ContactUpload | undefined,
): Promise<Record<string, string>> {
  if (upload) return { ...upload.fields };
  const entries = [...(await request.formData()).entries()];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
