import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/platform/database/db.server";
import {
  DOCUMENT_KINDS,
  type DocumentRow,
  documents,
  documentVersions,
} from "~/platform/database/schema";
import type { Lang } from "~/platform/i18n/lang";
import { slugify } from "~/platform/text/slug";
import { downloadCounts } from "./document-downloads.server";
import { currentVersions, type UploadedFile, versionOf } from "./document-versions.server";
import { checkPdf, type PdfRefusal } from "./pdf-check.server";
import { documentsChanged, isServicePage, SERVICE_PAGES } from "./published-documents.server";

// The versions, the download counter and the library the site reads have their own modules.
export { countDownload, downloadsByDay, publicFile } from "./document-downloads.server";
export {
  documentVersionList,
  type UploadedFile,
  type VersionFacts,
  versionFile,
} from "./document-versions.server";
export {
  DOCUMENTS_CHANGED_CHANNEL,
  fileWeight,
  loadDocuments,
  type PublicDocument,
  type PublicFileFacts,
  publicDocuments,
  refreshDocuments,
  SERVICE_PAGES,
} from "./published-documents.server";

/** The back office's form of a document (the file comes beside it). */
export const documentSchema = z.object({
  titleFr: z.string().trim().min(1, "required").max(160, "tooLong"),
  titleEn: z.string().trim().max(160, "tooLong"),
  titleNl: z.string().trim().max(160, "tooLong"),
  kind: z.enum(DOCUMENT_KINDS, "required"),
  services: z.array(z.string().refine(isServicePage)).max(SERVICE_PAGES.length),
  visible: z.boolean(),
});
export type DocumentFields = z.output<typeof documentSchema>;

export type FileResult = { ok: true } | { ok: false; reason: PdfRefusal };

/** The form's values from the reader's fields: one `service.<id>` box per service page. */
export function documentValues(field: (name: string) => string) {
  return {
    titleFr: field("titleFr"),
    titleEn: field("titleEn"),
    titleNl: field("titleNl"),
    kind: field("kind"),
    services: SERVICE_PAGES.filter((id) => field(`service.${id}`) === "on"),
    visible: field("visible") === "on",
  };
}

async function freeSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title) || "document";
  const taken = new Set(
    (
      await db
        .select({ slug: documents.slug })
        .from(documents)
        .where(sql`${documents.slug} = ${base} or ${documents.slug} like ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/**
 * A new document with its French file (French is required; English may follow). Its address is
 * made from the French title once, and kept whatever is edited or uploaded later.
 */
export async function addDocument(
  db: Database,
  fields: DocumentFields,
  file: UploadedFile,
  by: string,
): Promise<{ ok: true; id: number; slug: string } | { ok: false; reason: PdfRefusal }> {
  const refusal = await checkPdf(file.bytes);
  if (refusal) return { ok: false, reason: refusal };
  const slug = await freeSlug(db, fields.titleFr);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({ ...fields, slug, createdBy: by })
      .returning({ id: documents.id });
    if (!row) throw new Error("document not inserted");
    await tx.insert(documentVersions).values(versionOf(row.id, "fr", file, by));
    return row.id;
  });
  await documentsChanged(db);
  return { ok: true, id, slug };
}

/** A new file for one language: served at once at the same address; the older ones are kept. */
export async function addVersion(
  db: Database,
  documentId: number,
  language: Lang,
  file: UploadedFile,
  by: string,
): Promise<FileResult> {
  const refusal = await checkPdf(file.bytes);
  if (refusal) return { ok: false, reason: refusal };
  await db.transaction(async (tx) => {
    await tx.insert(documentVersions).values(versionOf(documentId, language, file, by));
    await tx.update(documents).set({ updatedAt: new Date() }).where(eq(documents.id, documentId));
  });
  await documentsChanged(db);
  return { ok: true };
}

export async function updateDocument(
  db: Database,
  id: number,
  fields: DocumentFields,
): Promise<void> {
  await db
    .update(documents)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(documents.id, id));
  await documentsChanged(db);
}

/** The document, its versions and its counters: gone from the site at once. */
export async function deleteDocument(db: Database, id: number): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
  await documentsChanged(db);
}

export function findDocument(db: Database, id: number): Promise<DocumentRow | undefined> {
  return db.query.documents.findFirst({ where: eq(documents.id, id) });
}

/** The library as the back office lists it: each document, its files and its downloads. */
export async function listDocuments(db: Database) {
  const rows = await db
    .select()
    .from(documents)
    .orderBy(asc(documents.kind), asc(documents.titleFr));
  const versions = await currentVersions(
    db,
    rows.map((row) => row.id),
  );
  const counts = await downloadCounts(db);
  return rows.map((row) => {
    const count = counts.find((entry) => entry.documentId === row.id);
    return {
      ...row,
      versions: versions.filter((version) => version.documentId === row.id),
      downloads: { total: count?.total ?? 0, last30: count?.recent ?? 0 },
    };
  });
}
