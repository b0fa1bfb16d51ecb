import type { RouterContextProvider } from "react-router";
import { type AuditRecord, recordAudit } from "~/platform/audit/audit-log.server";
import { type Database, getDb } from "~/platform/database/db.server";
import { requestFacts } from "~/request-facts";
import { parseId } from "./admin-request.server";
import { sessionOf } from "./admin-session.server";
import { adminHeaders } from "./guard.server";

type RouterContext = Readonly<RouterContextProvider>;

/** RFC 6266/5987: an ASCII fallback name, and the exact name in UTF-8 beside it. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%]/g, "_")
    .trim();
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || "file"}"; filename*=UTF-8''${encoded}`;
}

/** A stored file as the back office keeps it: a request's attachment, an application's CV. */
export type StoredFile = { content: Uint8Array; type: string; fileName: string };

/** The answer that hands a stored file over: always downloaded, never cached. */
export function fileDownload(file: StoredFile, headers: Record<string, string> = {}) {
  return new Response(Uint8Array.from(file.content), {
    headers: {
      ...headers,
      "Content-Type": file.type,
      "Content-Length": String(file.content.length),
      "Content-Disposition": contentDisposition(file.fileName),
      // X-Content-Type-Options: nosniff comes with every answer (server/security-headers.ts).
      "Cache-Control": "no-store",
    },
  });
}

/**
 * A staff download route's loader: the file `:fileId` of the row `:id` (a malformed id never
 * reaches the database), or a plain 404; each download is written in the activity log.
 */
export async function staffFileDownload<File extends StoredFile>(
  { params, context }: { params: { id?: string; fileId?: string }; context: RouterContext },
  find: (db: Database, ownerId: number, fileId: number) => Promise<File | undefined>,
  entry: (file: File, ownerId: number) => Omit<AuditRecord, "actor" | "ip">,
): Promise<Response> {
  const ownerId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const db = await getDb();
  const file =
    ownerId !== undefined && fileId !== undefined ? await find(db, ownerId, fileId) : undefined;
  if (!file || ownerId === undefined) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await recordAudit(db, {
    ...entry(file, ownerId),
    actor: sessionOf(context).user.username,
    ip: context.get(requestFacts).clientIp ?? null,
  });
  return fileDownload(file, adminHeaders);
}
