import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import { z } from "zod";
import { type Database, getDb, onNotification } from "~/platform/database/db.server";
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentRow,
  documentDownloads,
  documents,
  documentVersions,
} from "~/platform/database/schema";
import {
  byLanguage,
  fallbackChain,
  type Lang,
  type Localized,
  locales,
} from "~/platform/i18n/lang";
import { type PageId, pageTable } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { announceSiteChange } from "~/platform/settings/site-changes";
import { addDays, brusselsDate } from "~/platform/text/brussels-time";
import { slugify } from "~/platform/text/slug";
import { checkPdf, type PdfRefusal } from "./pdf-check.server";

const log = componentLogger("documents");

/** The service pages a document can belong to: the page table's services, in its order. */
export const SERVICE_PAGES = pageTable
  .filter((page) => page.footer === "services")
  .map((page) => page.id);

const isServicePage = (id: string): id is PageId => (SERVICE_PAGES as string[]).includes(id);

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

/** A file as the upload reader hands it over. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export type FileResult = { ok: true } | { ok: false; reason: PdfRefusal };

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/** The name the uploader's computer gave the file, without its folders, for the team only. */
const baseName = (name: string) => (name.split(/[/\\]/).at(-1) ?? "").slice(0, 200);

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

function versionOf(documentId: number, language: Lang, file: UploadedFile, by: string) {
  return {
    documentId,
    language,
    bytes: file.bytes,
    byteSize: file.bytes.length,
    contentHash: hashOf(file.bytes),
    uploadedName: baseName(file.name),
    uploadedBy: by,
  };
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

/** What the back office shows of a version: never its bytes. */
const versionColumns = {
  id: documentVersions.id,
  documentId: documentVersions.documentId,
  language: documentVersions.language,
  byteSize: documentVersions.byteSize,
  contentHash: documentVersions.contentHash,
  uploadedName: documentVersions.uploadedName,
  uploadedBy: documentVersions.uploadedBy,
  createdAt: documentVersions.createdAt,
};
export type VersionFacts = {
  id: number;
  documentId: number;
  language: Lang;
  byteSize: number;
  contentHash: string;
  uploadedName: string;
  uploadedBy: string | null;
  createdAt: Date;
};

/** Every version of a document, newest first. */
export function documentVersionList(db: Database, documentId: number): Promise<VersionFacts[]> {
  return db
    .select(versionColumns)
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id));
}

/** The newest version of each language of some documents (or of all). */
async function currentVersions(db: Database, ids?: number[]): Promise<VersionFacts[]> {
  if (ids?.length === 0) return [];
  return db
    .selectDistinctOn([documentVersions.documentId, documentVersions.language], versionColumns)
    .from(documentVersions)
    .where(ids ? inArray(documentVersions.documentId, ids) : undefined)
    .orderBy(
      documentVersions.documentId,
      documentVersions.language,
      desc(documentVersions.createdAt),
      desc(documentVersions.id),
    );
}

/** One older version's bytes, for the team (the public address serves the newest only). */
export async function versionFile(
  db: Database,
  documentId: number,
  versionId: number,
): Promise<{ bytes: Buffer; language: Lang; createdAt: Date } | undefined> {
  const [row] = await db
    .select({
      bytes: documentVersions.bytes,
      language: documentVersions.language,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, documentId)));
  return row;
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
  const since = addDays(brusselsDate(), -29);
  const counts = await db
    .select({
      documentId: documentDownloads.documentId,
      total: sum(documentDownloads.count).mapWith(Number),
      recent:
        sql<number>`coalesce(sum(${documentDownloads.count}) filter (where ${documentDownloads.day} >= ${since}), 0)`.mapWith(
          Number,
        ),
    })
    .from(documentDownloads)
    .groupBy(documentDownloads.documentId);
  return rows.map((row) => {
    const count = counts.find((entry) => entry.documentId === row.id);
    return {
      ...row,
      versions: versions.filter((version) => version.documentId === row.id),
      downloads: { total: count?.total ?? 0, last30: count?.recent ?? 0 },
    };
  });
}

/** A document's downloads per day, newest first, over the last `days` days (days without any left out). */
export function downloadsByDay(db: Database, documentId: number, days = 90) {
  return db
    .select({ day: documentDownloads.day, count: documentDownloads.count })
    .from(documentDownloads)
    .where(
      and(
        eq(documentDownloads.documentId, documentId),
        gte(documentDownloads.day, addDays(brusselsDate(), -(days - 1))),
      ),
    )
    .orderBy(desc(documentDownloads.day));
}

/**
 * The file a public address serves: the newest version in the language asked for, else in the
 * first language of its fallback chain that has one (French always does); none for a hidden or
 * unknown document.
 */
export async function publicFile(db: Database, slug: string, language: Lang) {
  const chain = fallbackChain(language);
  const rows = await db
    .select({
      id: documents.id,
      bytes: documentVersions.bytes,
      language: documentVersions.language,
      contentHash: documentVersions.contentHash,
      createdAt: documentVersions.createdAt,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(
      and(
        eq(documents.slug, slug),
        eq(documents.visible, true),
        inArray(documentVersions.language, chain),
      ),
    )
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id));
  // The newest of the first language along the chain that has a file.
  for (const lang of chain) {
    const row = rows.find((candidate) => candidate.language === lang);
    if (row) return row;
  }
  return undefined;
}

/**
 * One more download of a document today (Brussels): a counter row per document and day, so
 * nothing about the visitor is read or kept.
 */
export async function countDownload(db: Database, documentId: number): Promise<void> {
  await db
    .insert(documentDownloads)
    .values({ documentId, day: brusselsDate(), count: 1 })
    .onConflictDoUpdate({
      target: [documentDownloads.documentId, documentDownloads.day],
      set: { count: sql`${documentDownloads.count} + 1` },
    });
}

// The public pages read the library from memory (like the collections): the list page and the
// service pages render without the database, at build time too, and again after every change.

export interface PublicFileFacts {
  byteSize: number;
  /** The day the newest version was uploaded (ISO). */
  date: string;
}

export interface PublicDocument {
  slug: string;
  kind: DocumentKind;
  /** Empty where not written in a language: its pages show the fallback's. */
  title: Localized;
  services: PageId[];
  /** French always; the other languages where a version was uploaded. */
  files: Localized<PublicFileFacts>;
}

const state: { list: PublicDocument[]; signature?: string; queue: Promise<void> } = {
  list: [],
  queue: Promise.resolve(),
};

/** The documents the site shows: visible, with a French file, by title. */
export function publicDocuments(): readonly PublicDocument[] {
  return state.list;
}

/** Reads the library again; the pages are rendered again when what they show changed. */
export function refreshDocuments(db: Database): Promise<void> {
  const run = state.queue.then(async () => {
    const rows = await db
      .select()
      .from(documents)
      .where(eq(documents.visible, true))
      .orderBy(asc(documents.titleFr), asc(documents.id));
    const versions = await currentVersions(
      db,
      rows.map((row) => row.id),
    );
    const facts = (id: number, language: Lang): PublicFileFacts | null => {
      const version = versions.find((v) => v.documentId === id && v.language === language);
      return version ? { byteSize: version.byteSize, date: brusselsDate(version.createdAt) } : null;
    };
    const list = rows.flatMap((row): PublicDocument[] => {
      const fr = facts(row.id, "fr");
      if (!fr) return [];
      return [
        {
          slug: row.slug,
          kind: row.kind,
          title: { fr: row.titleFr, en: row.titleEn, nl: row.titleNl },
          services: row.services.filter(isServicePage),
          files: {
            ...byLanguage((lang) => facts(row.id, lang) ?? undefined),
            fr,
          } as Localized<PublicFileFacts>,
        },
      ];
    });
    const signature = JSON.stringify(list);
    if (signature === state.signature) return;
    const first = state.signature === undefined;
    state.list = list;
    state.signature = signature;
    if (!first || list.length > 0) announceSiteChange();
  });
  state.queue = run.catch((error: unknown) => log.warn({ err: error }, "documents not reloaded"));
  return run;
}

/** Told to every instance when the library changes (PostgreSQL); the embedded database has one. */
export const DOCUMENTS_CHANGED_CHANNEL = "procelia_documents_changed";

/** After a change: this instance reads the library again, and the others are told to. */
async function documentsChanged(db: Database): Promise<void> {
  await refreshDocuments(db).catch(() => {});
  if (env().DATABASE_URL) {
    await db
      .execute(sql`select pg_notify(${DOCUMENTS_CHANGED_CHANNEL}, '')`)
      .catch((error: unknown) => log.warn({ err: error }, "other instances not told"));
  }
}

/** At boot: listens for changes made on any instance, then reads the library. */
export async function loadDocuments(db: Database): Promise<void> {
  await onNotification(DOCUMENTS_CHANGED_CHANNEL, () => {
    getDb()
      .then(refreshDocuments)
      .catch((error: unknown) => log.warn({ err: error }, "documents not reloaded"));
  }).catch(() => {});
  await refreshDocuments(db).catch(() => {});
}

/** A file's weight as the site writes it: "1,2 Mo", "340 KB". */
export function fileWeight(bytes: number, lang: Lang): string {
  const format = new Intl.NumberFormat(locales[lang].format, {
    maximumFractionDigits: 1,
  });
  const mega = bytes >= 1_000_000;
  const value = mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000));
  const unit = lang === "fr" ? (mega ? "Mo" : "Ko") : mega ? "MB" : "KB";
  return `${format.format(value)}\u00a0${unit}`;
}
