import {
  findStoredFile,
  listStoredFiles,
  type StoredFileItem,
} from "~/admin/intake/stored-files.server";
import type { Database } from "~/platform/database/db.server";

/** An application's files as listed (no content): the detail page and the e-mail's links. */
export type ApplicationFileItem = StoredFileItem;
export const listApplicationFiles = (db: Database, applicationId: number) =>
  listStoredFiles(db, "application", applicationId);

/** One file with its bytes, only under the application it belongs to. */
export const findApplicationFile = (db: Database, applicationId: number, fileId: number) =>
  findStoredFile(db, "application", applicationId, fileId);
