// Writes NAME.br (Brotli 11) and NAME.gz (gzip 9) beside each hashed script, style sheet and SVG
// of the client build, so a starting server reads them instead of compressing 3-4 MB again
// (about 6 s of CPU on these 2-core machines, at every start). server/static-assets.ts falls
// back to compressing a file that has no such pair (a build made before this step).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const COMPRESSIBLE = new Set([".js", ".css", ".svg"]);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compresses every asset of `assetsDir` on libuv's thread pool; returns how many. */
export async function precompressAssets(assetsDir) {
  const names = readdirSync(assetsDir).filter((name) => COMPRESSIBLE.has(extname(name)));
  await Promise.all(
    names.map(async (name) => {
      const file = join(assetsDir, name);
      const body = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
    }),
  );
  return names.length;
}
