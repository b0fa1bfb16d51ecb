import { withoutMetadata } from "~/admin/media/strip-metadata.server";
import { MAX_PIXELS } from "~/admin/media/variants.server";
import { certifications } from "~/admin/site-content/collections/certifications.server";
import { itemDocument, replaceItemDocument } from "~/admin/site-content/collections.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import { brusselsDate } from "~/platform/text/brussels-time";
import { notFound, unavailable } from "~/site/routes/file-answers.server";
import type { Route } from "./+types/certificate";

const log = componentLogger("certifications");

/** What a certificate's file may be served as; anything else is only downloaded, as bytes. */
const servedTypes = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

/** A file name for the header: its own characters in filename*, a plain ASCII one for the rest. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "certificate";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * /certificats/<id>: the file attached to a certificate of the trust band, for as long as the band
 * shows it (visible, its last valid day not past in Brussels); 404 otherwise. nosniff, like every
 * answer, comes from server/security-headers.ts.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || !Number.isSafeInteger(id)) return notFound();
  let file: Awaited<ReturnType<typeof itemDocument>>;
  try {
    file = await itemDocument(await getDb(), certifications.name, id);
  } catch (error) {
    return unavailable(log, "certificate", error);
  }
  if (!file?.visible) return notFound();
  if (file.validUntil !== null && file.validUntil < brusselsDate()) return notFound();
  let bytes = file.bytes;
  if (file.type !== "application/pdf") {
    // A picture stored before uploads were cleaned may still carry GPS, device and author: it is
    // served without them, and the cleaned copy replaces it so the work is done once. PDFs are
    // served as they were uploaded.
    const clean = await withoutMetadata(bytes, file.type, { limitInputPixels: MAX_PIXELS });
    if (!clean) {
      log.warn({ id }, "certificate picture unreadable: not served");
      return notFound();
    }
    if (clean !== bytes) {
      bytes = clean;
      await replaceItemDocument(await getDb(), certifications.name, id, file.bytes, clean).catch(
        (error: unknown) => log.warn(`cleaned certificate not stored: ${describeDbError(error)}`),
      );
    }
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": servedTypes.has(file.type) ? file.type : "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Content-Disposition": disposition(file.name),
      // Short: a certificate hidden or replaced in the back office stops being served soon.
      "Cache-Control": "public, max-age=300",
    },
  });
}
