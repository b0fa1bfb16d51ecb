import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { publicDocuments } from "~/admin/documents/documents.server";
import {
  action as detailAction,
  loader as detailLoader,
} from "~/admin/documents/routes/document-detail";
import { action as addAction, loader as listLoader } from "~/admin/documents/routes/documents";
import en from "~/admin/documents/texts/en.server";
import fr from "~/admin/documents/texts/fr.server";
import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { listAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/database/db.server";
import { documentDownloads, documents } from "~/platform/database/schema";
import { brusselsDate } from "~/platform/text/brussels-time";
import { loader as fileLoader } from "~/site/routes/files/document";
import { documentGroups, serviceDocuments } from "~/site/routes/pages/document-views.server";
import { everyDatabase, routeArgs, stopApp, thrown } from "../../../../tests/integration/harness";
import { libraryUser, shape } from "../../../../tests/integration/media-harness";
import { samplePdf } from "./pdf-sample";

/** The document library: upload, the lasting address, the counter, refusals, the pages' lists. */

afterAll(stopApp);

const fields = {
  titleFr: "Fiche technique : skid NEP mobile",
  titleEn: "",
  kind: "datasheet",
  "service.foodBeverage": "on",
  "service.brewery": "on",
  visible: "on",
};

const upload = (name: string, bytes: Buffer, extra: Record<string, string> = fields) =>
  ({ ok: true, file: { name, bytes }, fields: extra }) satisfies UploadOutcome;

/** A public download as the site serves it: status, headers and bytes. */
async function download(path: string, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request(`http://localhost${path}`, { method, headers });
  const [, file = ""] = /\/documents\/(.+)$/.exec(path) ?? [];
  const response = await fileLoader(routeArgs(request, { file }));
  return {
    status: response.status,
    language: response.headers.get("content-language"),
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    etag: response.headers.get("etag"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each(everyDatabase)("the document library on $name", (database) => {
  const { reset, asAdmin } = libraryUser(database);
  let db: Database;
  beforeEach(async () => {
    db = await reset();
    await db.delete(documents);
  });

  async function addDocument(bytes = samplePdf("Skid NEP v1")) {
    const answer = await thrown(
      asAdmin(addAction, "/admin/documents", { upload: upload("Fiche skid NEP.PDF", bytes) }),
    );
    const [row] = await db.select().from(documents);
    if (!row) throw new Error("no document stored");
    return { answer, row };
  }

  it("takes a PDF, lists it on the documents page and on its service pages, and logs it", async () => {
    const { answer, row } = await addDocument();
    expect(answer.status).toBe(302);
    expect(row.slug).toBe("fiche-technique-skid-nep-mobile");
    expect(answer.headers.get("location")).toBe(
      "/admin/documents?done=added&slug=fiche-technique-skid-nep-mobile",
    );
    const list = shape(
      await asAdmin(listLoader, "/admin/documents?done=added&slug=fiche-technique-skid-nep-mobile"),
    );
    expect(list.data.done).toBe(
      fr.list.added.replace("{address}", "/documents/fiche-technique-skid-nep-mobile.pdf"),
    );
    expect(list.data.rows).toEqual([
      expect.objectContaining({ title: fields.titleFr, languages: "FR", downloads: "0 / 0" }),
    ]);

    // The public lists read memory, refreshed by the change itself.
    const [group] = documentGroups("fr");
    expect(group?.title).toBe("Fiches techniques");
    expect(group?.items).toEqual([
      expect.objectContaining({
        title: fields.titleFr,
        href: "/documents/fiche-technique-skid-nep-mobile.pdf",
        language: "Français",
        note: null,
      }),
    ]);
    // English: the French file and title, said plainly.
    expect(documentGroups("en")[0]?.items[0]).toMatchObject({
      href: "/en/documents/fiche-technique-skid-nep-mobile.pdf",
      language: "French",
      note: "In French only",
      titleLang: "fr",
    });
    expect(serviceDocuments("fr", "brewery")?.items).toHaveLength(1);
    expect(serviceDocuments("fr", "pharma")).toBeNull();

    const log = await listAudit(db);
    expect(log.entries.map((entry) => [entry.action, entry.actor, entry.target])).toEqual([
      ["document_added", "sophie.lambert", `${row.id} ${fields.titleFr}`],
    ]);
  });

  it("serves a new version at the same address, keeps the older ones, and falls back to French", async () => {
    const first = samplePdf("Skid NEP v1");
    const { row } = await addDocument(first);
    const address = `/documents/${row.slug}.pdf`;
    const before = await download(address);
    expect(before).toMatchObject({ status: 200, type: "application/pdf", cache: "no-cache" });
    expect(before.bytes.equals(first)).toBe(true);
    expect((await download(`/en${address}`)).language).toBe("fr");

    const id = String(row.id);
    const second = samplePdf("Skid NEP v2, pression de service 6 bar");
    const added = await thrown(
      asAdmin(detailAction, `/admin/documents/${id}`, {
        params: { id },
        upload: upload("v2.pdf", second, { language: "fr" }),
      }),
    );
    expect(added.headers.get("location")).toBe(`/admin/documents/${id}?done=version`);
    const after = await download(address);
    expect(after.bytes.equals(second)).toBe(true);
    // A browser holding the first version gets the second, not "not modified".
    expect((await download(address, { "If-None-Match": before.etag ?? "" })).status).toBe(200);

    const english = samplePdf("NEP skid datasheet");
    await thrown(
      asAdmin(detailAction, `/admin/documents/${id}`, {
        params: { id },
        upload: upload("datasheet.pdf", english, { language: "en" }),
      }),
    );
    const englishAnswer = await download(`/en${address}`);
    expect(englishAnswer.language).toBe("en");
    expect(englishAnswer.bytes.equals(english)).toBe(true);
    expect((await download(address)).bytes.equals(second)).toBe(true);
    expect(documentGroups("en")[0]?.items[0]).toMatchObject({ language: "English", note: null });

    const page = shape(
      await asAdmin(detailLoader, `/en/admin/documents/${id}?done=version`, { params: { id } }),
    );
    expect(page.data.done).toBe(en.detail.versionAdded);
    expect(
      (page.data.versions as { language: string; current: boolean }[]).map((v) => [
        v.language,
        v.current,
      ]),
    ).toEqual([
      ["English", true],
      ["French", true],
      ["French", false],
    ]);
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(["document_version_added", "document_version_added", "document_added"]);
  });

  it("counts downloads per document and day in one counter row, without anything about the visitor", async () => {
    const { row } = await addDocument();
    const address = `/documents/${row.slug}.pdf`;
    const first = await download(address);
    await download(`/en${address}`);
    // Neither a HEAD nor a browser's "not modified" is a download.
    await download(address, {}, "HEAD");
    expect((await download(address, { "If-None-Match": first.etag ?? "" })).status).toBe(304);

    const counters = await db.select().from(documentDownloads);
    expect(counters).toEqual([{ documentId: row.id, day: brusselsDate(), count: 2 }]);
    const list = shape(await asAdmin(listLoader, "/admin/documents"));
    expect(list.data.rows).toEqual([expect.objectContaining({ downloads: "2 / 2" })]);
    const id = String(row.id);
    const page = shape(await asAdmin(detailLoader, `/admin/documents/${id}`, { params: { id } }));
    expect(page.data.downloads).toMatchObject({
      summary: "2 au total, 2 ces 30 derniers jours",
      days: [expect.objectContaining({ count: 2 })],
    });

    // Hidden: not listed, not served, not counted.
    await db.update(documents).set({ visible: false }).where(eq(documents.id, row.id));
    await thrown(
      asAdmin(detailAction, `/admin/documents/${id}`, {
        params: { id },
        form: { titleFr: row.titleFr, titleEn: "", kind: "datasheet" },
      }),
    );
    expect(publicDocuments()).toEqual([]);
    expect((await download(address)).status).toBe(404);
    expect((await db.select().from(documentDownloads))[0]?.count).toBe(2);
  });

  it("refuses a file that is not a PDF, or is cut short, with a clear message and what was typed", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const renamed = shape(
      await asAdmin(addAction, "/admin/documents", { upload: upload("fiche.pdf", png) }),
    );
    expect(renamed.init?.status).toBe(400);
    expect(renamed.data.refusal).toBe(fr.refusal.notPdf);
    expect(renamed.data.values).toMatchObject({
      titleFr: fields.titleFr,
      kind: "datasheet",
      services: ["foodBeverage", "brewery"],
    });

    const whole = samplePdf("Brochure");
    const cut = shape(
      await asAdmin(addAction, "/en/admin/documents", {
        upload: upload("brochure.pdf", whole.subarray(0, whole.length - 40)),
      }),
    );
    expect(cut.data.refusal).toBe(en.refusal.truncated);

    const noFile = shape(
      await asAdmin(addAction, "/admin/documents", {
        upload: { ok: false, reason: "noFile", fields: { ...fields, titleFr: "" } },
      }),
    );
    expect(noFile.data.errors).toEqual({ titleFr: fr.form.required });
    expect(noFile.data.refusal).toBe(fr.refusal.noFile);

    const tooLarge = shape(
      await asAdmin(addAction, "/admin/documents", {
        upload: { ok: false, reason: "tooLarge" },
      }),
    );
    expect(tooLarge.data.refusal).toBe(fr.refusal.tooLarge);
    expect(await db.select().from(documents)).toEqual([]);
    expect((await listAudit(db)).entries).toEqual([]);
  });
});
