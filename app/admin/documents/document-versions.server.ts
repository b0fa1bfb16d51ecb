import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import { documentVersions } from "~/platform/database/schema";
import type { Lang } from "~/platform/i18n/lang";

// A document's files: one version per upload and language, the newest served, the older kept.

/** A file as the upload reader hands it over. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/** The name the uploader's computer gave the file, without its folders, for the team only. */
const baseName = (name: string) => (name.split(/[/\\]/).at(-1) ?? "").slice(0, 200);

export function versionOf(documentId: number, language: Lang, file: UploadedFile, by: string) {
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
export async function currentVersions(db: Database, ids?: number[]): Promise<VersionFacts[]> {
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
