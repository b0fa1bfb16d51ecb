import { Readable } from "node:stream";

/** A small but real PDF: what a buyer's drawing export starts with and ends with. */
export const drawingPdf = Buffer.from(
  "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

/** A Windows program: what must never pass for a drawing, whatever its name. */
export const program = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1"),
  Buffer.alloc(512, 0x41),
]);

/** A STEP file's header, as CAD programs write it. */
export const stepModel = Buffer.from(
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('pump skid'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
);

/** A multipart body as a browser sends the contact form: the text fields first, then the files. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[],
  boundary = "----procelia-test-boundary",
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A request body that is made as it is read, and counts what was read: the form's fields, then
 * one file of `fileBytes` that never needs to exist in memory.
 */
export function streamedUpload(fields: Record<string, string>, fileBytes: number) {
  const boundary = "----procelia-stream-boundary";
  const head = multipart(fields, [], boundary).body.subarray(0, -`--${boundary}--\r\n`.length);
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  let fileSent = 0;
  let stage = 0;
  const stream = new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        sent += head.length + fileHead.length;
        this.push(Buffer.concat([head, fileHead]));
        return;
      }
      if (fileSent < fileBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
        fileSent += part.length;
        sent += part.length;
        this.push(part);
        return;
      }
      this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
      this.push(null);
    },
  });
  return {
    stream,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    read: () => sent,
  };
}
