import { fileTypeFromBuffer } from "file-type";

/** Why a file is not taken as a PDF. */
export type PdfRefusal = "empty" | "notPdf" | "truncated";

/** How far from the end a PDF's end-of-file marker may be (some writers add a line or two). */
const TRAILER_WINDOW = 1024;

/**
 * Whether the bytes are a PDF, by their content alone: the signature at the start (file-type,
 * as for the contact form's files) and the end-of-file marker near the end, which a file cut
 * short in transit or saved half-way lacks. The name and the type the browser declared are
 * never read.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfRefusal | undefined> {
  if (bytes.length === 0) return "empty";
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "application/pdf") return "notPdf";
  const tail = bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)).toString("latin1");
  return tail.includes("%%EOF") ? undefined : "truncated";
}
