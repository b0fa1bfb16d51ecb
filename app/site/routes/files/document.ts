import { countDownload, publicFile } from "~/admin/documents/documents.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { langFromPath } from "~/platform/i18n/lang";
import { componentLogger } from "~/platform/runtime/logger.server";
import { isSlug } from "~/platform/text/slug";
import { notFound, unavailable } from "~/site/routes/file-answers.server";
import type { Route } from "./+types/document";

const log = componentLogger("documents");

/** Whether the client's copy (If-None-Match) is the version served now. */
function fresh(header: string | null, etag: string): boolean {
  return !!header && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * /documents/<slug>.pdf and /en/documents/<slug>.pdf: the newest version of a document of the
 * library in the page's language (French where there is no English one), without any form. The
 * address stays when a version is added; `no-cache` makes browsers and nginx ask each time, so
 * the new file is served at once and every download reaches the counter. A download adds one
 * to the document's counter of the day; nothing about the visitor is read or kept.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = /^(.+)\.pdf$/.exec(params.file ?? "")?.[1] ?? "";
  if (!isSlug(slug)) return notFound();
  const lang = langFromPath(new URL(request.url).pathname);
  let file: Awaited<ReturnType<typeof publicFile>>;
  const db = await getDb();
  try {
    file = await publicFile(db, slug, lang);
  } catch (error) {
    return unavailable(log, "document", error);
  }
  if (!file) return notFound();
  const etag = `"${file.contentHash}"`;
  const common = { ETag: etag, "Cache-Control": "no-cache", "Content-Language": file.language };
  if (fresh(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  if (request.method === "GET") {
    await countDownload(db, file.id).catch((error: unknown) =>
      log.warn(`download not counted: ${describeDbError(error)}`),
    );
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      ...common,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      // Shown by the browser's PDF viewer, saved under the document's own name.
      "Content-Disposition": `inline; filename="${slug}${file.language === "en" ? "-en" : ""}.pdf"`,
    },
  });
}
