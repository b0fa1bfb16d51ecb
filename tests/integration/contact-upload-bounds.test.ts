import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runRetention } from "~/admin/leads/lead-watch.server";
import type { Database } from "~/platform/database/db.server";
import {
  auditLog,
  jobRuns,
  leadAttachments,
  leads,
  leadUploadChunks,
  users,
} from "~/platform/database/schema";
import { routerContext } from "~/request-facts";
import { type ContactUpload, readContactUpload } from "~/site/contact/contact-upload.server";
import { action as contactAction } from "~/site/contact/routes/contact";
import { uploadsInFlight } from "~/site/contact/upload-admission.server";
import { action as pageAction } from "~/site/routes/pages/contact";
import { drawingPdf, multipart, program } from "./contact-files";
import { clearContacts, configure, everyDatabase, startApp, stopApp } from "./harness";
import { type SmtpSink, sinkSettings, startSmtpSink } from "./smtp-sink";

/** The bounds on anonymous uploads: what is read, when, how much is kept, for how long. */
const SMTP_PORT = 4811;
const MB = 1024 * 1024;

const visitor = {
  name: "Sophie Lambert",
  company: "Laiterie des Flandres",
  email: "s.lambert@laiterie.example",
  phone: "+32 56 12 34 56",
  message: "Nous étudions une nouvelle station NEP pour trois lignes : plan joint.",
  language: "fr",
};

type Args<F> = F extends (args: infer A) => unknown ? A : never;

/**
 * A request body made as it is read: the fields, then one PDF of `fileBytes` (its signature,
 * then filler) that never exists whole in the test either. `pause(sent)` may hold the stream.
 */
function pdfUpload(
  fields: Record<string, string>,
  fileBytes: number,
  pause?: (sent: number) => Promise<void> | undefined,
) {
  const boundary = "----procelia-bounds-boundary";
  const head = multipart(fields, [], boundary).body.subarray(0, -`--${boundary}--\r\n`.length);
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const hash = createHash("sha256");
  let sent = 0;
  let fileSent = 0;
  let started = false;
  const stream = new Readable({
    read() {
      if (!started) {
        started = true;
        sent += head.length + fileHead.length;
        this.push(Buffer.concat([head, fileHead]));
        return;
      }
      if (fileSent >= fileBytes) {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
        return;
      }
      const size = Math.min(64 * 1024, fileBytes - fileSent);
      const part = Buffer.alloc(size, 0x20);
      if (fileSent === 0) drawingPdf.copy(part, 0, 0, Math.min(size, drawingPdf.length));
      // Every chunk differs, so a chunk joined out of order shows in the hash.
      if (size >= 256) part.writeUInt32BE(fileSent, size - 4);
      const push = () => {
        fileSent += size;
        sent += size;
        hash.update(part);
        this.push(part);
      };
      const held = pause?.(sent);
      if (held) void held.then(push);
      else push();
    },
  });
  return {
    stream,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    read: () => sent,
    sha256: () => hash.digest("hex"),
  };
}

const api = (upload: ContactUpload, clientIp = "203.0.113.9") =>
  contactAction({
    request: new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    }),
    params: {},
    context: routerContext({ clientIp, contactUpload: upload }),
  } as unknown as Args<typeof contactAction>);

const page = async (upload: ContactUpload, clientIp = "203.0.113.9") => {
  const result = await pageAction({
    request: new Request("http://localhost/en/contact", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    }),
    params: {},
    context: routerContext({ clientIp, contactUpload: upload }),
  } as unknown as Args<typeof pageAction>);
  const plain = JSON.parse(JSON.stringify(result)) as {
    data?: Record<string, unknown>;
    init?: { status?: number; headers?: Record<string, string> };
    status?: string;
  };
  return plain;
};

/** Reads a whole small form (fields and files in memory here) as the server does. */
const read = (
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
  clientIp = "203.0.113.9",
) => {
  const { body, contentType } = multipart(fields, files);
  return readContactUpload(Readable.from([body]), { "content-type": contentType }, { clientIp });
};

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
});
/** What a test here may change, set back before each test and after the file. */
const defaults = {
  CONTACT_FILES_DAILY_MB_PER_CLIENT: "100",
  CONTACT_FILES_DAILY_MB_TOTAL: "2000",
  CONTACT_UPLOADS_IN_FLIGHT: "4",
};
afterAll(async () => {
  await stopApp();
  await sink.close();
  for (const name of [...Object.keys(defaults), "SMTP_HOST", "SMTP_PORT", "SMTP_TLS"]) {
    delete process.env[name];
  }
});

describe.each(everyDatabase)("anonymous uploads ($name)", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await startApp(database);
  });
  beforeEach(async () => {
    await clearContacts(db);
    delete process.env.SMTP_HOST;
    configure(defaults);
    await db.delete(leadUploadChunks);
    await db.delete(jobRuns);
    await db.delete(auditLog);
    await db.delete(users);
    sink.mails.length = 0;
  });

  it("answers a request whose text fields are invalid without reading its files", async () => {
    const upload = pdfUpload({ ...visitor, email: "not an address" }, 30 * MB);
    const outcome = await readContactUpload(upload.stream, upload.headers, {
      clientIp: "203.0.113.9",
    });
    expect(outcome).toMatchObject({ ok: false, reason: "fields" });
    // The fields and the first file chunk or two, not 25 MB.
    console.log(`invalid fields: ${upload.read()} bytes read of a 30 MB body`);
    expect(upload.read()).toBeLessThan(1 * MB);
    const answer = await page(outcome);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      fields: { email: "email" },
      values: { name: visitor.name, message: visitor.message },
    });
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);
  });

  it("counts a request against the rate limit before its files are read, refused or not", async () => {
    configure({ CONTACT_RATE_LIMIT: "2" });
    for (let n = 0; n < 2; n += 1) {
      const res = await api(await read(visitor, [{ name: "plan.pdf", bytes: program }]));
      expect(res.status).toBe(400);
    }
    const outcome = await read(visitor, [{ name: "plan.pdf", bytes: drawingPdf }]);
    expect(outcome).toMatchObject({ ok: false, reason: "rateLimited" });
    const res = await api(outcome);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.select().from(leads)).toHaveLength(0);
    // Another address is not concerned.
    expect((await api(await read(visitor, [], "198.51.100.4"), "198.51.100.4")).status).toBe(201);
  });

  it("writes the files to the database as they arrive, and joins them intact", async () => {
    let chunksMidway = -1;
    const upload = pdfUpload(visitor, 12 * MB, (sent) => {
      if (chunksMidway >= 0 || sent < 8 * MB) return undefined;
      return db
        .select({ n: count() })
        .from(leadUploadChunks)
        .then(([row]) => {
          chunksMidway = row?.n ?? 0;
        });
    });
    const outcome = await readContactUpload(upload.stream, upload.headers, {
      clientIp: "203.0.113.9",
    });
    expect(outcome).toMatchObject({ ok: true, pointTaken: true });
    // Before the body was over, much of it was in the database already (the memory it takes is
    // measured on the built server: tests/system/contact-upload-memory.test.ts).
    console.log(`streamed upload: ${chunksMidway} chunks of 512 KB written at 8 MB of 12 MB`);
    expect(chunksMidway).toBeGreaterThanOrEqual(10);
    const res = await api(outcome);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [file] = await db.select().from(leadAttachments).where(eq(leadAttachments.leadId, id));
    expect(file).toMatchObject({ fileName: "plan.pdf", type: "application/pdf", size: 12 * MB });
    expect(createHash("sha256").update(Buffer.from(file!.content)).digest("hex")).toBe(
      upload.sha256(),
    );
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);
  });

  it("reads a few uploads at a time: beyond, 503 with Retry-After and the typed text kept", async () => {
    configure({ CONTACT_UPLOADS_IN_FLIGHT: "1" });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = pdfUpload(visitor, 2 * MB, (sent) => (sent > 1 * MB ? gate : undefined));
    const firstOutcome = readContactUpload(first.stream, first.headers, {
      clientIp: "198.51.100.1",
    });
    while (uploadsInFlight() < 1) await new Promise((resolve) => setTimeout(resolve, 20));

    const second = pdfUpload(visitor, 2 * MB);
    const busy = await readContactUpload(second.stream, second.headers, {
      clientIp: "198.51.100.2",
    });
    expect(busy).toMatchObject({ ok: false, reason: "busy" });
    expect(second.read()).toBeLessThan(1 * MB);
    const res = await api(busy, "198.51.100.2");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toMatchObject({ error: "uploads_busy" });
    // Without JavaScript: the form again, with what was typed, and the reason in English.
    const answer = await page(busy, "198.51.100.2");
    expect(answer.init?.status).toBe(503);
    expect(answer.init?.headers).toMatchObject({ "Retry-After": "30" });
    expect(answer.data).toMatchObject({
      status: "failed",
      reason: "busy",
      values: { name: visitor.name, email: visitor.email, message: visitor.message },
    });

    open();
    const done = await firstOutcome;
    expect(done).toMatchObject({ ok: true });
    expect(uploadsInFlight()).toBe(0);
    expect((await api(done, "198.51.100.1")).status).toBe(201);
    // The slot given back, the next upload is read.
    const third = pdfUpload(visitor, 1 * MB);
    expect(
      await readContactUpload(third.stream, third.headers, { clientIp: "198.51.100.2" }),
    ).toMatchObject({ ok: true });
  });

  it("stores a request without its files past the day's budget, and tells the administrators once", async () => {
    configure({
      CONTACT_FILES_DAILY_MB_PER_CLIENT: "3",
      CONTACT_FILES_DAILY_MB_TOTAL: "5",
      ...sinkSettings(SMTP_PORT),
      PUBLIC_SITE_URL: "https://www.procelia.example",
    });
    await db.insert(users).values({
      username: "admin",
      password: "x",
      role: "admin",
      email: "claire@procelia.example",
    });
    const send = async (clientIp: string, size: number) => {
      const upload = pdfUpload(visitor, size);
      const outcome = await readContactUpload(upload.stream, upload.headers, { clientIp });
      const res = await api(outcome, clientIp);
      const body = (await res.json()) as { id: number; attachments?: { error: string } };
      const files = await db
        .select({ id: leadAttachments.id })
        .from(leadAttachments)
        .where(eq(leadAttachments.leadId, body.id));
      return { status: res.status, refused: body.attachments?.error, files: files.length };
    };

    expect(await send("198.51.100.1", 2 * MB)).toEqual({ status: 201, files: 1 });
    // This address past its 3 MB: the request is kept, its files are not.
    expect(await send("198.51.100.1", 2 * MB)).toEqual({
      status: 201,
      refused: "budget",
      files: 0,
    });
    expect(await send("198.51.100.2", 2 * MB)).toEqual({ status: 201, files: 1 });
    // Everyone's 5 MB spent: another address is refused too.
    expect(await send("198.51.100.3", 2 * MB)).toEqual({
      status: 201,
      refused: "budget",
      files: 0,
    });
    expect(await db.select().from(leads)).toHaveLength(4);
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);

    // Without JavaScript, the success panel says the files were not taken.
    const upload = pdfUpload(visitor, 1 * MB);
    const outcome = await readContactUpload(upload.stream, upload.headers, {
      clientIp: "198.51.100.4",
    });
    expect(await page(outcome, "198.51.100.4")).toMatchObject({
      status: "success",
      filesRefused: true,
    });

    for (let n = 0; n < 50 && sink.mails.length === 0; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.map((mail) => mail.subject)).toEqual([
      "Budget journalier des fichiers du formulaire de contact atteint",
    ]);
    const audit = await db.select().from(auditLog);
    expect(audit.filter((entry) => entry.action === "upload_budget_alert_sent")).toHaveLength(1);
  });

  it("drops the files of a request held for 30 days, unless it was released", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);
    const rows = await db
      .insert(leads)
      .values([
        { ...visitor, triage: "held", createdAt: daysAgo(31), updatedAt: daysAgo(31) },
        { ...visitor, triage: "released", createdAt: daysAgo(31), updatedAt: daysAgo(31) },
        { ...visitor, triage: "held", createdAt: daysAgo(10), updatedAt: daysAgo(10) },
      ])
      .returning({ id: leads.id });
    const [old, released, recent] = rows.map((row) => row.id);
    await db.insert(leadAttachments).values(
      [old, old, released, recent].map((leadId) => ({
        leadId: leadId!,
        fileName: "plan.pdf",
        type: "application/pdf",
        size: drawingPdf.length,
        content: drawingPdf,
      })),
    );
    await db.insert(leadUploadChunks).values([
      { stageKey: "gone", fileIndex: 0, seq: 0, content: drawingPdf, createdAt: daysAgo(2) },
      { stageKey: "arriving", fileIndex: 0, seq: 0, content: drawingPdf, createdAt: now },
    ]);

    await runRetention(db, { now });
    const left = await db.select({ leadId: leadAttachments.leadId }).from(leadAttachments);
    expect(left.map((row) => row.leadId).sort()).toEqual([released, recent].sort());
    // The held request itself stays, text only, for someone to release or mark as spam.
    expect(await db.select().from(leads).where(eq(leads.id, old!))).toHaveLength(1);
    expect(
      (await db.select({ stageKey: leadUploadChunks.stageKey }).from(leadUploadChunks)).map(
        (row) => row.stageKey,
      ),
    ).toEqual(["arriving"]);
    const audit = await db.select().from(auditLog);
    expect(
      audit.filter((entry) => entry.action === "held_files_dropped").map((entry) => entry.target),
    ).toEqual(["2 files of requests held for 30 days deleted"]);
  });
});
