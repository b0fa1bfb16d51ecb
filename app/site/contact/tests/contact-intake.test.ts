import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactEmail } from "~/admin/intake/mailer.server";
import { drainOnce, startOutbox, stopOutbox } from "~/admin/intake/outbox.server";
import { eraseLeadsByEmail } from "~/admin/leads/leads.server";
import type { Database } from "~/platform/database/db.server";
import { type Lead, leadAttachments, leads } from "~/platform/database/schema";
import { routerContext } from "~/request-facts";
import { ATTACHMENT_LIMITS } from "~/site/contact/attachment-limits";
import { newChallenge, resetChallengeSecrets } from "~/site/contact/challenge.server";
import { readContactUpload } from "~/site/contact/contact-upload.server";
import { action as contactAction } from "~/site/contact/routes/contact";
import { triage } from "~/site/contact/spam-score.server";
import { action as pageAction } from "~/site/routes/pages/contact";
import {
  drawingPdf,
  multipart,
  program,
  stepModel,
  streamedUpload,
} from "../../../../tests/integration/contact-files";
import { solvedChallenge } from "../../../../tests/integration/contact-proof";
import {
  clearContacts,
  configure,
  jsonPost,
  startApp,
  stopApp,
  testDatabases,
} from "../../../../tests/integration/harness";

const visitor = {
  name: "Sophie Lambert",
  company: "Laiterie des Flandres",
  email: "s.lambert@laiterie.example",
  phone: "+32 56 12 34 56",
  message: "Nous étudions une nouvelle station NEP pour trois lignes : plan joint.",
  language: "fr",
};

type Args<F> = F extends (args: infer A) => unknown ? A : never;

/** Reads a multipart body as server/contact-upload-body.ts does, then runs the API's action. */
async function postMultipart(body: Buffer, contentType: string) {
  const upload = await readContactUpload(Readable.from([body]), { "content-type": contentType });
  const request = new Request("http://localhost/api/contact", {
    method: "POST",
    headers: { "content-type": contentType },
  });
  const context = routerContext({ clientIp: "203.0.113.9", contactUpload: upload });
  return contactAction({ request, params: {}, context } as unknown as Args<typeof contactAction>);
}

/** The page's action (the form without JavaScript) with what the reader got. */
async function postPage(
  upload: Awaited<ReturnType<typeof readContactUpload>>,
  referer = "http://localhost/contact",
) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x", referer },
  });
  const context = routerContext({ clientIp: "203.0.113.9", contactUpload: upload });
  const result = await pageAction({ request, params: {}, context } as unknown as Args<
    typeof pageAction
  >);
  return JSON.parse(JSON.stringify(result)) as {
    data?: Record<string, unknown>;
    init?: { status?: number };
    status?: string;
  };
}

const postJson = (body: unknown) =>
  contactAction({
    request: jsonPost("/api/contact", body),
    params: {},
    context: routerContext({ clientIp: "203.0.113.9" }),
  } as unknown as Args<typeof contactAction>);

const database = testDatabases[0]!;
let db: Database;

beforeAll(async () => {
  db = await startApp(database);
});
afterAll(async () => {
  await stopOutbox();
  await stopApp();
});
beforeEach(async () => {
  await clearContacts(db);
  resetChallengeSecrets();
});

const solved = async () => solvedChallenge(await newChallenge(Date.now() - 60_000));

describe("attachments", () => {
  it("stores a drawing with its request, its type read from the content", async () => {
    const { body, contentType } = multipart({ ...visitor, altcha: await solved() }, [
      { name: "../../Plan NEP ligne 3.pdf", bytes: drawingPdf },
      { name: "skid.stp", bytes: stepModel },
    ]);
    const res = await postMultipart(body, contentType);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const files = await db.select().from(leadAttachments).where(eq(leadAttachments.leadId, id));
    expect(files.map(({ fileName, type, size }) => ({ fileName, type, size }))).toEqual([
      { fileName: "Plan NEP ligne 3.pdf", type: "application/pdf", size: drawingPdf.length },
      { fileName: "skid.stp", type: "model/step", size: stepModel.length },
    ]);
    expect(Buffer.from(files[0]!.content).equals(drawingPdf)).toBe(true);
  });

  it("refuses a program under a .pdf name and stores nothing", async () => {
    const { body, contentType } = multipart(visitor, [{ name: "plan.pdf", bytes: program }]);
    const res = await postMultipart(body, contentType);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ attachments: { error: "type", file: "plan.pdf" } });
    expect(await db.select().from(leads)).toHaveLength(0);
    expect(await db.select().from(leadAttachments)).toHaveLength(0);
  });

  it("stops reading 30 MB at the 25 MB bound, and the answer page keeps what was typed", async () => {
    const upload = streamedUpload(visitor, 30 * 1024 * 1024);
    const outcome = await readContactUpload(upload.stream, upload.headers);
    expect(outcome).toMatchObject({ ok: false, reason: "tooLarge" });
    // Read up to the bound and a chunk or two, never the whole body.
    expect(upload.read()).toBeLessThan(ATTACHMENT_LIMITS.totalBytes + 256 * 1024);
    const page = await postPage(outcome);
    expect(page.init?.status).toBe(413);
    expect(page.data).toMatchObject({
      status: "invalid",
      attachments: { error: "tooLarge" },
      values: { name: visitor.name, company: visitor.company, message: visitor.message },
    });
    expect(await db.select().from(leads)).toHaveLength(0);
  });

  it("refuses a sixth file, keeping the typed values; the API answers 400", async () => {
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `plan-${n}.pdf`, bytes: drawingPdf }));
    const { body, contentType } = multipart(visitor, six);
    const outcome = await readContactUpload(Readable.from([body]), {
      "content-type": contentType,
    });
    expect(outcome).toMatchObject({ ok: false, reason: "tooMany" });
    const page = await postPage(outcome);
    expect(page.init?.status).toBe(400);
    expect(page.data).toMatchObject({
      attachments: { error: "tooMany" },
      values: { email: visitor.email, phone: visitor.phone },
    });
    const api = await postMultipart(body, contentType);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ attachments: { error: "tooMany" } });
    expect(await db.select().from(leads)).toHaveLength(0);
  });

  it("lists the files in the company's e-mail as back-office links, never attached", async () => {
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    const { body, contentType } = multipart({ ...visitor, altcha: await solved() }, [
      { name: "plan.pdf", bytes: drawingPdf },
    ]);
    const { id } = (await (await postMultipart(body, contentType)).json()) as { id: number };
    const [file] = await db.select().from(leadAttachments);
    const [lead] = await db.select().from(leads);
    const mail = contactEmail(lead as Lead, [
      { id: file!.id, fileName: "plan.pdf", type: "application/pdf", size: file!.size },
    ]);
    expect(mail.text).toContain(
      `plan.pdf (1\u00a0Ko)\u00a0: https://www.procelia.example/admin/leads/${id}/files/${file!.id}`,
    );
    expect(mail).not.toHaveProperty("attachments");
  });

  it("are erased with their request (foreign key cascade)", async () => {
    const { body, contentType } = multipart({ ...visitor, altcha: await solved() }, [
      { name: "plan.pdf", bytes: drawingPdf },
    ]);
    expect((await postMultipart(body, contentType)).status).toBe(201);
    expect(await db.select().from(leadAttachments)).toHaveLength(1);
    expect(await eraseLeadsByEmail(db, visitor.email.toUpperCase())).toBe(1);
    expect(await db.select().from(leadAttachments)).toHaveLength(0);
  });
});

describe("spam triage", () => {
  const solvedFor = (elapsedMs: number) => ({ status: "solved" as const, elapsedMs });
  const score = (message: string, extra: Partial<Parameters<typeof triage>[0]> = {}) =>
    triage({
      honeypot: "",
      challenge: solvedFor(45_000),
      name: visitor.name,
      company: visitor.company,
      message,
      ...extra,
    });

  it("lets an industrial enquiry with a link or two through", () => {
    const enquiry = score(
      "Bonjour, voir notre site https://www.laiterie.example et la fiche https://www.laiterie.example/nep.pdf : devis pour un skid NEP ?",
    );
    expect(enquiry).toEqual({ score: 0, reasons: [], held: false });
    // Quick typing alone, or one sales-ish phrase alone, never holds an enquiry.
    expect(score("Devis skid NEP.", { challenge: solvedFor(1_500) }).held).toBe(false);
    expect(score("Casino de Namur : rénovation de la chaufferie.").held).toBe(false);
  });

  it("holds what looks like spam, with its reasons", () => {
    expect(
      score("BEST SEO SERVICES: BACKLINKS AND GUEST POST ON HIGH AUTHORITY SITES FOR YOU"),
    ).toMatchObject({
      held: true,
      reasons: ["all_caps", "phrase:seo services", "phrase:backlinks"],
    });
    const links = Array.from({ length: 6 }, (_, n) => `https://spam${n}.example`).join(" ");
    expect(score(`Offer ${links}`)).toMatchObject({ held: false, reasons: ["links:6"] });
    expect(score(`<a href="https://x.example">cheap</a> ${links}`)).toMatchObject({
      held: true,
      score: 7,
    });
    expect(score("Devis", { honeypot: "http://spam.example" })).toMatchObject({
      held: true,
      reasons: ["honeypot"],
    });
    // In Dutch too, now that the site may speak it.
    expect(
      score("Zoekmachineoptimalisatie: uw site op de eerste pagina van Google, gegarandeerd!"),
    ).toMatchObject({
      held: true,
      reasons: ["phrase:zoekmachineoptimalisatie", "phrase:eerste pagina van google"],
    });
    expect(score("Offerte voor een CIP-skid in onze brouwerij in Gent.").held).toBe(false);
  });

  it("holds, never refuses, a request without the challenge (no JavaScript), answering alike", async () => {
    const held = await postJson(visitor);
    expect(held.status).toBe(201);
    expect(await held.json()).toMatchObject({ status: "received" });
    const clear = await postJson({ ...visitor, altcha: await solved() });
    expect(clear.status).toBe(201);
    const rows = await db.select().from(leads).orderBy(leads.id);
    expect(rows.map((row) => [row.triage, row.spamReasons])).toEqual([
      ["held", ["challenge_missing"]],
      ["clear", []],
    ]);
    // A solution is good for one request only.
    const altcha = await solved();
    await postJson({ ...visitor, altcha });
    await postJson({ ...visitor, altcha });
    const replayed = await db.select().from(leads).orderBy(leads.id);
    expect(replayed.slice(2).map((row) => row.spamReasons)).toEqual([[], ["challenge_failed"]]);
  });

  it("does not e-mail a held request until it is released", async () => {
    await postJson(visitor);
    await postJson({ ...visitor, name: "Marc Peeters", altcha: await solved() });
    const sent: string[] = [];
    startOutbox({ sender: async (lead) => void sent.push(lead.name) });
    await stopOutbox();
    await drainOnce();
    expect(sent).toEqual(["Marc Peeters"]);
    const [held] = await db.select().from(leads).where(eq(leads.triage, "held"));
    const { releaseLead } = await import("~/admin/intake/lead-intake.server");
    expect(await releaseLead(db, held!.id)).toBe(true);
    expect(await releaseLead(db, held!.id)).toBe(false);
    await drainOnce();
    expect(sent).toEqual(["Marc Peeters", visitor.name]);
  });
});

describe("where requests come from", () => {
  it("keeps only the site's own pages and an outside host", async () => {
    configure({ PUBLIC_SITE_URL: "https://www.procelia.example" });
    const cases = [
      [{ from: "/automation", ref: "www.google.com" }, "/automation", "www.google.com"],
      [{ from: "/en/safety", ref: "WWW.Bing.com" }, "/en/safety", "www.bing.com"],
      [
        { from: "/blog/tuyauterie-industrielle-guide-complet" },
        "/blog/tuyauterie-industrielle-guide-complet",
        null,
      ],
      [{ from: "/blog/no-such-article", ref: "www.procelia.example" }, null, null],
      [{ from: "https://evil.example/x", ref: "https://evil.example/path?q=1" }, null, null],
      [{ from: "/contact", ref: "localhost" }, null, null],
    ] as const;
    for (const [source] of cases) {
      expect((await postJson({ ...visitor, ...source, altcha: await solved() })).status).toBe(201);
    }
    const rows = await db.select().from(leads).orderBy(leads.id);
    expect(rows.map((row) => [row.sourcePage, row.referrerHost])).toEqual(
      cases.map(([, page, host]) => [page, host]),
    );
  });

  it("reads them from the page's address when the form is posted without JavaScript", async () => {
    const { body, contentType } = multipart(visitor, []);
    const upload = await readContactUpload(Readable.from([body]), {
      "content-type": contentType,
    });
    const page = await postPage(
      upload,
      "http://localhost/contact?from=/process-pharma&ref=www.ecosia.org",
    );
    expect(page).toMatchObject({ status: "success" });
    const [row] = await db.select().from(leads);
    expect(row).toMatchObject({
      sourcePage: "/process-pharma",
      referrerHost: "www.ecosia.org",
      triage: "held",
    });
  });
});

describe("a body that is not the form", () => {
  it("is not read past the bound, boundary or not", async () => {
    const junk = Buffer.alloc(64 * 1024, 0x78);
    let sent = 0;
    const stream = new Readable({
      read() {
        sent += junk.length;
        this.push(sent > 40 * 1024 * 1024 ? null : junk);
      },
    });
    const outcome = await readContactUpload(stream, {
      "content-type": "multipart/form-data; boundary=never-sent",
    });
    expect(outcome).toMatchObject({ ok: false, reason: "tooLarge" });
    expect(sent).toBeLessThan(ATTACHMENT_LIMITS.totalBytes + 2 * 1024 * 1024);
  });
});
