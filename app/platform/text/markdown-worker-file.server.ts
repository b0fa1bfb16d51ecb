import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MARKDOWN_WORKER_FILE } from "./markdown-render-protocol";

let devFile: Promise<URL> | undefined;

/**
 * Where the rendering worker's code is. A worker thread is a plain Node module, outside Vite's
 * module graph: the build writes it beside the server bundle; in development and the tests it is
 * bundled once per process from the source with esbuild (npm packages left to node_modules, so
 * the file sits under node_modules/.cache to resolve them).
 */
export function markdownWorkerFile(): Promise<URL> {
  if (!import.meta.env.DEV)
    return Promise.resolve(new URL(`./${MARKDOWN_WORKER_FILE}`, import.meta.url));
  devFile ??= bundleFromSource().catch((error: unknown) => {
    devFile = undefined;
    throw error;
  });
  return devFile;
}

async function bundleFromSource(): Promise<URL> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./markdown-render.worker.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
    write: false,
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error("esbuild produced no Markdown worker");
  // Named by its content: processes running side by side share it, and a rename is atomic.
  const name = `markdown-render-worker-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`;
  const folder = resolve("node_modules/.cache/procelia");
  const file = resolve(folder, name);
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, code);
  await rename(partial, file);
  return pathToFileURL(file);
}
