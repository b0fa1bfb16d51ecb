// PGlite's dumpDataDir writes a plain tar of its data folder. The backup adds one entry at its end,
// a manifest of the row counts taken under the same lock, so that a restore can be checked
// against what was backed up; the restore takes it off again before PGlite reads the rest.

const BLOCK = 512;
export const MANIFEST_NAME = "procelia-backup.json";

export interface Manifest {
  format: 1;
  takenAt: string;
  /** Rows per table, "schema.table" -> count. */
  counts: Record<string, number>;
  /** Rows of drizzle's migrations table: the schema's version. */
  migrations: number;
  /** PostgreSQL inside PGlite (`select version()`): a data folder opens only on the same major. */
  postgresVersion: string;
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString("latin1")
    .replace(/\0.*$/s, "");

interface Entry {
  name: string;
  /** Offset of its header block. */
  offset: number;
}

/** The entries of a tar, and where its end-of-archive blocks begin. */
function walk(tar: Buffer): { entries: Entry[]; end: number } {
  const entries: Entry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    if (Number.isNaN(size)) throw new Error("The backup file is damaged (a bad tar header).");
    entries.push({ name: field(header, 345, 155) + field(header, 0, 100), offset });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (offset > tar.length) throw new Error("The backup file is truncated.");
  return { entries, end: offset };
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const put = (value: string, start: number) => block.write(value, start, "latin1");
  put(name, 0);
  put("0000600\0", 100); // mode
  put("0000000\0", 108); // uid
  put("0000000\0", 116); // gid
  put(`${size.toString(8).padStart(11, "0")}\0`, 124);
  put(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  put("        ", 148); // checksum counted as spaces
  put("0", 156); // a regular file
  put("ustar\0", 257);
  put("00", 263);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The data folder's tar with the manifest as its last entry. */
export function withManifest(tar: Buffer, manifest: Manifest): Buffer {
  const { end } = walk(tar);
  const body = Buffer.from(`${JSON.stringify(manifest)}\n`);
  return Buffer.concat([
    tar.subarray(0, end),
    header(MANIFEST_NAME, body.length, new Date(manifest.takenAt)),
    body,
    padding(body.length),
    Buffer.alloc(2 * BLOCK),
  ]);
}

/** The manifest, and the data folder's tar as PGlite wrote it (without the manifest). */
export function splitManifest(tar: Buffer): { manifest: Manifest; dataDir: Buffer } {
  const { entries } = walk(tar);
  const last = entries.at(-1);
  if (last?.name !== MANIFEST_NAME) {
    throw new Error("This is not a backup made by npm run backup (no manifest at its end).");
  }
  const size = Number.parseInt(field(tar.subarray(last.offset), 124, 12).trim(), 8);
  const body = tar.subarray(last.offset + BLOCK, last.offset + BLOCK + size).toString("utf8");
  const manifest = JSON.parse(body) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  return {
    manifest,
    dataDir: Buffer.concat([tar.subarray(0, last.offset), Buffer.alloc(2 * BLOCK)]),
  };
}
