import { afterAll, describe, expect, it } from "vitest";
import { SERVICE_PAGES } from "~/admin/documents/documents.server";
import { action as addAction } from "~/admin/documents/routes/documents";
import type { UploadOutcome } from "~/admin/media/upload-stream.server";
import { documents } from "~/platform/database/schema";
import { localizePath } from "~/platform/i18n/lang";
import { pageById } from "~/platform/navigation/page-table";
import { samplePdf } from "../../app/admin/documents/tests/pdf-sample";
import { everyDatabase, routeArgs, stopApp, thrown } from "./harness";
import { libraryUser } from "./media-harness";
import { routeManifest } from "./route-manifest";

afterAll(stopApp);

/** Every service page the document form offers lists the documents ticked for it. */
describe.each(everyDatabase)("a document ticked for every service on $name", (database) => {
  const { reset, asAdmin } = libraryUser(database);

  it("is listed on each of those pages, in both languages", async () => {
    const db = await reset();
    await db.delete(documents);
    const fields = {
      titleFr: "Méthode de nettoyage : skid NEP",
      titleEn: "Cleaning method statement: CIP skid",
      kind: "methodStatement",
      visible: "on",
      ...Object.fromEntries(SERVICE_PAGES.map((id) => [`service.${id}`, "on"])),
    };
    const upload = {
      ok: true,
      file: { name: "methode-nep.pdf", bytes: samplePdf("Méthode NEP") },
      fields,
    } satisfies UploadOutcome;
    expect((await thrown(asAdmin(addAction, "/admin/documents", { upload }))).status).toBe(302);

    const manifest = await routeManifest();
    for (const id of SERVICE_PAGES) {
      for (const lang of ["fr", "en"] as const) {
        const path = localizePath(pageById(id).path, lang);
        const loader = manifest[`${id}.${lang}`]?.module.loader;
        if (!loader) throw new Error(`no loader for ${id}.${lang}`);
        const data = (await loader(routeArgs(new Request(`http://localhost${path}`)))) as {
          documents: { items: { title: string }[] } | null;
        };
        expect(
          data.documents?.items.map((item) => item.title),
          path,
        ).toEqual([lang === "fr" ? fields.titleFr : fields.titleEn]);
      }
    }
  });
});
