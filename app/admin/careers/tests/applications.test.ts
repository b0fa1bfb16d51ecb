import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  eraseApplicationsOf,
  onApplicationStored,
  registerApplicationOutbox,
  runApplicationRetention,
  type StoredApplication,
} from "~/admin/careers/application-intake.server";
import { seedSamplePosts } from "~/admin/careers/job-posts.server";
import { loader as applicationsLoader } from "~/admin/careers/routes/applications";
import { drainOnce } from "~/admin/intake/outbox.server";
import { addEndpoint } from "~/admin/webhooks/webhook-endpoints.server";
import type { Database } from "~/platform/database/db.server";
import {
  jobApplicationFiles,
  jobApplications,
  jobPosts,
  jobRuns,
  leads,
  leadUploadChunks,
  siteSettings,
  webhookDeliveries,
  webhookEndpoints,
} from "~/platform/database/schema";
import { routerContext } from "~/request-facts";
import { applicationUploadRules } from "~/site/careers/application-upload.server";
import { readContactUpload } from "~/site/contact/contact-upload.server";
import { action as postAction } from "~/site/routes/pages/careers-post";
import { drawingPdf, program } from "../../../../tests/integration/contact-files";
import { asAdmin, configure, startApp, testDatabases } from "../../../../tests/integration/harness";
import { sinkSettings } from "../../../../tests/integration/smtp-sink";
import { clearBackOffice, mailSink, signedIn } from "../../intake/tests/lead-fixtures";

/**
 * Applications from the careers pages: read by the contact form's streaming reader with the
 * application's rules, stored with their files before the page answers, e-mailed through the
 * outbox and the real mailer to a local SMTP server, apart from the sales requests.
 */
const SMTP_PORT = Number(process.env.CAREERS_SMTP_PORT ?? 5161);
const RECRUITMENT = "jobs@procelia.example";
const TEAM = "demandes@procelia.example";
const sink = mailSink(SMTP_PORT);

const applicant = {
  name: "Julie Lemaire",
  email: "julie.lemaire@example.be",
  phone: "+32 470 12 34 56",
  message: "Automaticienne depuis six ans (S7-1500, WinCC), je suis disponible en janvier.",
  consent: "on",
  // Served a minute ago: a person's pace.
  served: String(Date.now() - 60_000),
};

/** A multipart body as a browser sends the form: the text fields first, then the files. */
function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const boundary = "----careers-test";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Args<F> = F extends (args: infer A) => unknown ? A : never;
interface Answer {
  data: {
    sent: boolean;
    shown: { kind: string };
    form: {
      values: Record<string, string>;
      errors?: Record<string, string>;
      files?: { error: string; file?: string };
    } | null;
  };
  init: { status: number };
}

/** Posts the form to a post's page (or the spontaneous one) as the server does. */
async function apply(
  slug: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[] = [],
  lang: "fr" | "en" = "fr",
): Promise<Answer> {
  const { body, contentType } = multipart(fields, files);
  const upload = await readContactUpload(
    Readable.from([body]),
    { "content-type": contentType },
    { clientIp: "203.0.113.9", rules: applicationUploadRules },
  );
  const path = `${lang === "en" ? "/en" : ""}/carrieres/${slug}`;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
  });
  const context = routerContext({ clientIp: "203.0.113.9", contactUpload: upload });
  const result = await postAction({ request, params: { slug }, context } as unknown as Args<
    typeof postAction
  >);
  return JSON.parse(JSON.stringify(result)) as Answer;
}

/** A PDF of `bytes` bytes: a real header, then filler, as a scanned CV is mostly image data. */
const pdfOf = (bytes: number) =>
  Buffer.concat([drawingPdf, Buffer.alloc(bytes - drawingPdf.length, 0x20)]);

describe.each(testDatabases)("job applications ($name)", (database) => {
  let db: Database;
  beforeEach(async () => {
    db ??= await startApp(database);
    await clearBackOffice(db);
    for (const table of [jobApplications, jobPosts, jobRuns, siteSettings, leadUploadChunks]) {
      await db.delete(table);
    }
    configure({
      ...sinkSettings(SMTP_PORT),
      MAIL_TO: TEAM,
      PUBLIC_SITE_URL: "https://www.procelia.example",
    });
    await seedSamplePosts(db);
    await db.insert(siteSettings).values({
      id: 1,
      version: 1,
      values: { "careers.recruitmentEmail": RECRUITMENT },
      updatedBy: "test",
    });
    registerApplicationOutbox();
    sink.mails.length = 0;
  });

  it("stores a 5 MB CV with the application before answering, and e-mails it to the recruitment address, never to sales", async () => {
    const heard: StoredApplication[] = [];
    onApplicationStored.push((application) => void heard.push(application));
    const cv = pdfOf(5 * 1024 * 1024);
    const started = performance.now();
    const answer = await apply("ingenieur-automaticien-plc-scada", applicant, [
      { name: "CV Julie Lemaire.pdf", bytes: cv },
    ]);
    const stored = performance.now();
    expect(answer.init.status).toBe(201);
    expect(answer.data.sent).toBe(true);
    const [row] = await db.select().from(jobApplications);
    expect(row).toMatchObject({
      name: "Julie Lemaire",
      postTitle: "Ingénieur automaticien PLC/SCADA (H/F/X)",
      language: "fr",
      triage: "clear",
    });
    const files = await db.select().from(jobApplicationFiles);
    expect(files.map((file) => [file.fileName, file.type, file.size])).toEqual([
      ["CV Julie Lemaire.pdf", "application/pdf", cv.length],
    ]);
    expect(Buffer.compare(Buffer.from(files[0]?.content ?? []), cv)).toBe(0);
    // The chunks it was staged in are gone, and the hook heard of it without personal data.
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);
    expect(heard).toEqual([{ id: row?.id, postId: row?.postId, held: false, files: 1 }]);
    onApplicationStored.length = 0;
    // Nothing in the sales requests.
    expect(await db.select().from(leads)).toHaveLength(0);

    await drainOnce();
    const mailed = performance.now();
    const toRecruitment = sink.mails.filter((mail) => mail.to.includes(RECRUITMENT));
    expect(toRecruitment).toHaveLength(1);
    expect(sink.mails.filter((mail) => mail.to.includes(TEAM))).toHaveLength(0);
    const mail = toRecruitment[0];
    expect(mail?.subject).toBe(`Nouvelle candidature #${row?.id} (#${row?.postId})`);
    expect(mail?.header("reply-to")).toContain("julie.lemaire@example.be");
    expect(mail?.text).toContain(
      `https://www.procelia.example/admin/recruitment/${row?.id}/files/${files[0]?.id}`,
    );
    // The acknowledgement, in the applicant's language, names the post and the retention.
    const ack = sink.mails.find((each) => each.to.includes("julie.lemaire@example.be"));
    expect(ack?.subject).toBe("Votre candidature chez Procelia Engineering");
    expect(ack?.text).toContain("Ingénieur automaticien PLC/SCADA");
    expect(ack?.text).toContain("6\u00a0mois");
    const [after] = await db.select().from(jobApplications);
    expect(after).toMatchObject({ notificationStatus: "sent", ackStatus: "sent" });
    console.log(
      `[careers] 5 MB CV (${database.name}): stored and answered in ${(stored - started).toFixed(0)} ms, e-mails sent ${(mailed - stored).toFixed(0)} ms later`,
    );
  });

  it("acknowledges in English an application sent from the English page, and takes a spontaneous one", async () => {
    const answer = await apply(
      "spontaneous-application",
      { ...applicant, message: "Process draughtsman, Plant 3D, open to any site role." },
      [{ name: "cv.pdf", bytes: drawingPdf }],
      "en",
    );
    expect(answer.init.status).toBe(201);
    const [row] = await db.select().from(jobApplications);
    expect(row).toMatchObject({ postId: null, postTitle: null, language: "en" });
    await drainOnce();
    const ack = sink.mails.find((each) => each.to.includes("julie.lemaire@example.be"));
    expect(ack?.subject).toBe("Your application at Procelia Engineering");
    expect(ack?.text).toContain("spontaneous application");
    expect(ack?.text).toContain("6 months");
  });

  it("keeps what was typed when a file is not PDF or Word, too large, or the consent is missing", async () => {
    const slug = "ingenieur-automaticien-plc-scada";
    const wrongType = await apply(slug, applicant, [{ name: "cv.pdf", bytes: program }]);
    expect(wrongType.init.status).toBe(400);
    expect(wrongType.data.form?.files).toEqual({ error: "type", file: "cv.pdf" });
    expect(wrongType.data.form?.values).toMatchObject({
      name: "Julie Lemaire",
      message: applicant.message,
      consent: "on",
    });

    const tooLarge = await apply(slug, applicant, [
      { name: "cv.pdf", bytes: pdfOf(6 * 1024 * 1024) },
      { name: "diplome.pdf", bytes: pdfOf(5 * 1024 * 1024) },
    ]);
    expect(tooLarge.init.status).toBe(413);
    expect(tooLarge.data.form?.files?.error).toBe("tooLarge");
    expect(tooLarge.data.form?.values.email).toBe("julie.lemaire@example.be");

    const { consent: _, ...withoutConsent } = applicant;
    const noConsent = await apply(slug, withoutConsent, [{ name: "cv.pdf", bytes: drawingPdf }]);
    expect(noConsent.init.status).toBe(400);
    expect(noConsent.data.form?.errors).toEqual({ consent: "consent" });
    expect(noConsent.data.form?.values.name).toBe("Julie Lemaire");

    // Nothing stored, nothing left staged.
    expect(await db.select().from(jobApplications)).toHaveLength(0);
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);
  });

  it("answers 410 to an application for a post that closed meanwhile, and offers it as a spontaneous one", async () => {
    const slug = "dessinateur-projeteur-process";
    await db
      .update(jobPosts)
      .set({ validThrough: new Date(Date.now() - 1000) })
      .where(eq(jobPosts.slugFr, slug));
    const answer = await apply(slug, applicant, [{ name: "cv.pdf", bytes: drawingPdf }]);
    expect(answer.init.status).toBe(410);
    expect(answer.data.sent).toBe(false);
    expect(answer.data.shown.kind).toBe("closed");
    expect(answer.data.form?.values).toMatchObject({ name: "Julie Lemaire", consent: "on" });
    expect(await db.select().from(jobApplications)).toHaveLength(0);
    expect(await db.select().from(leadUploadChunks)).toHaveLength(0);
  });

  it("holds a robot's application (honeypot filled): stored, not e-mailed", async () => {
    const answer = await apply("candidature-spontanee", {
      ...applicant,
      website: "http://spam.example",
    });
    expect(answer.init.status).toBe(201);
    const [row] = await db.select().from(jobApplications);
    expect(row?.triage).toBe("held");
    await drainOnce();
    expect(sink.mails).toHaveLength(0);
  });

  it("deletes applications unchanged for the retention period (6 months by default), once a day", async () => {
    await apply("candidature-spontanee", applicant);
    await apply("candidature-spontanee", { ...applicant, email: "marc@example.be" });
    const [old, recent] = await db.select().from(jobApplications).orderBy(jobApplications.id);
    const now = new Date();
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setMonth(date.getMonth() - months);
      return date;
    };
    await db
      .update(jobApplications)
      .set({ updatedAt: monthsAgo(7) })
      .where(eq(jobApplications.id, old?.id ?? 0));
    await db
      .update(jobApplications)
      .set({ updatedAt: monthsAgo(5) })
      .where(eq(jobApplications.id, recent?.id ?? 0));
    expect(await runApplicationRetention(db, { now })).toBe(1);
    expect((await db.select().from(jobApplications)).map((row) => row.email)).toEqual([
      "marc@example.be",
    ]);
    // Once a day across instances.
    expect(await runApplicationRetention(db, { now })).toBeUndefined();
  });

  it("queues the application.received webhook with the application, never for a held one", async () => {
    await db.delete(webhookEndpoints);
    await addEndpoint(db, {
      url: "https://crm.example.com/hooks/site",
      events: ["application.received"],
      createdBy: "admin",
    });
    await apply("ingenieur-automaticien-plc-scada", applicant);
    await apply("candidature-spontanee", { ...applicant, website: "http://spam.example" });
    const [stored] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.triage, "clear"));
    const queued = await db.select().from(webhookDeliveries);
    expect(queued.map((row) => [row.event, row.sourceKey])).toEqual([
      ["application.received", `application:${stored?.id}`],
    ]);
    expect(JSON.stringify(queued[0]?.body)).toContain("Ingénieur automaticien PLC/SCADA");
    await db.delete(webhookEndpoints);
  });

  it("erases every application of an address, files included, on request", async () => {
    await apply("candidature-spontanee", applicant, [{ name: "cv.pdf", bytes: drawingPdf }]);
    await apply("ingenieur-automaticien-plc-scada", {
      ...applicant,
      email: "JULIE.LEMAIRE@example.be",
    });
    await apply("candidature-spontanee", { ...applicant, email: "marc@example.be" });
    expect(await eraseApplicationsOf(db, "julie.lemaire@example.be")).toBe(2);
    expect((await db.select().from(jobApplications)).map((row) => row.email)).toEqual([
      "marc@example.be",
    ]);
    expect(await db.select().from(jobApplicationFiles)).toHaveLength(0);
  });

  it("lists applications for a recruiter and refuses the area to sales", async () => {
    await apply("candidature-spontanee", applicant);
    const recruiter = (await signedIn(db, "rh.user", "recruiter")).cookie;
    const sales = (await signedIn(db, "sales.user", "sales")).cookie;
    const get = (cookie: string) =>
      new Request("http://localhost/admin/recruitment", { headers: { cookie } });
    const list = JSON.parse(JSON.stringify(await asAdmin(applicationsLoader, get(recruiter)))) as {
      data: { rows: { name: string }[] };
    };
    expect(list.data.rows.map((row) => row.name)).toEqual(["Julie Lemaire"]);
    // The layout's middleware refuses the area: a 403, as data with its status.
    const refused = await asAdmin(applicationsLoader, get(sales)).catch((error: unknown) => error);
    expect(JSON.parse(JSON.stringify(refused))).toMatchObject({ init: { status: 403 } });
  });
});
