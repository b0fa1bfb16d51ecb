import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import { jobApplicationFiles, leadAttachments, leadUploadChunks } from "~/platform/database/schema";

// A visitor's files (a request's attachments, an application's CV), from their upload in chunks
// to the rows the back office reads.

/** A file of a contact request written to lead_upload_chunks as it arrived, checked already. */
export interface StagedAttachment {
  fileIndex: number;
  fileName: string;
  type: string;
  size: number;
}

/** One chunk of an arriving file, committed at once (no transaction is held open on a client). */
export async function stageChunk(
  db: Database,
  chunk: { stageKey: string; fileIndex: number; seq: number; bytes: Buffer },
): Promise<void> {
  await db.insert(leadUploadChunks).values({
    stageKey: chunk.stageKey,
    fileIndex: chunk.fileIndex,
    seq: chunk.seq,
    content: chunk.bytes,
  });
}

/** Drops what a refused request (or one of its files) had written. */
export async function dropStaged(db: Database, stageKey: string, fileIndex?: number) {
  await db
    .delete(leadUploadChunks)
    .where(
      fileIndex === undefined
        ? eq(leadUploadChunks.stageKey, stageKey)
        : and(eq(leadUploadChunks.stageKey, stageKey), eq(leadUploadChunks.fileIndex, fileIndex)),
    );
}

export type StagedWriter = Pick<Database, "execute" | "delete">;

/** The tables of stored files, each with the column of the row its files belong to. */
const fileTables = {
  lead: { table: leadAttachments, owner: leadAttachments.leadId, column: "lead_id" },
  application: {
    table: jobApplicationFiles,
    owner: jobApplicationFiles.applicationId,
    column: "application_id",
  },
} as const;
type FileOwner = keyof typeof fileTables;

/**
 * Joins each staged file's chunks into the owner's files (inside the database: the bytes do not
 * come back through the server), one row per file, and drops the chunks; run in the owner's own
 * transaction.
 */
export async function storeStaged(
  tx: StagedWriter,
  owner: FileOwner,
  ownerId: number,
  stageKey: string,
  files: StagedAttachment[],
): Promise<void> {
  const { table, column } = fileTables[owner];
  for (const file of files) {
    await tx.execute(sql`
      insert into ${table} (${sql.identifier(column)}, file_name, type, size, content)
      select ${ownerId}, ${file.fileName}, ${file.type}, ${file.size},
        coalesce(string_agg(${leadUploadChunks.content}, ''::bytea order by ${leadUploadChunks.seq}), ''::bytea)
      from ${leadUploadChunks}
      where ${leadUploadChunks.stageKey} = ${stageKey} and ${leadUploadChunks.fileIndex} = ${file.fileIndex}`);
  }
  await tx.delete(leadUploadChunks).where(eq(leadUploadChunks.stageKey, stageKey));
}

/** A stored file as listed (no content): the detail pages and the e-mails' links to them. */
export type StoredFileItem = { id: number; fileName: string; type: string; size: number };

export function listStoredFiles(
  db: Database,
  owner: FileOwner,
  ownerId: number,
): Promise<StoredFileItem[]> {
  const { table, owner: ownerColumn } = fileTables[owner];
  return db
    .select({ id: table.id, fileName: table.fileName, type: table.type, size: table.size })
    .from(table)
    .where(eq(ownerColumn, ownerId))
    .orderBy(asc(table.id));
}

/** One file with its bytes, only under the row it belongs to. */
export async function findStoredFile(
  db: Database,
  owner: FileOwner,
  ownerId: number,
  fileId: number,
) {
  const { table, owner: ownerColumn } = fileTables[owner];
  const [row] = await db
    .select({
      id: table.id,
      fileName: table.fileName,
      type: table.type,
      size: table.size,
      content: table.content,
    })
    .from(table)
    .where(and(eq(ownerColumn, ownerId), eq(table.id, fileId)));
  return row;
}
