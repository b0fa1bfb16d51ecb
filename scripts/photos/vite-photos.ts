import { resolve } from "node:path";
import type { Plugin } from "vite";
import { buildPhotoVariants } from "./photo-variants.ts";

export const PHOTOS_DIR = "app/platform/content/images/photos";
export const VARIANTS_DIR = "app/platform/content/images/generated";

/**
 * Writes the responsive variants of the photos before any module is transformed, so that
 * app/platform/content/images.ts finds them with an ordinary import.meta.glob (hashed into /assets at
 * build like any asset). In development a photo added or replaced is converted and the page
 * reloads.
 */
export function photoVariants(): Plugin {
  let root = process.cwd();
  let pending: Promise<unknown> | undefined;
  const generate = () => {
    pending ??= buildPhotoVariants(resolve(root, PHOTOS_DIR), resolve(root, VARIANTS_DIR));
    return pending;
  };
  return {
    name: "procelia:photo-variants",
    configResolved(config) {
      root = config.root;
    },
    // Once per process: the client and server builds share the same files.
    async buildStart() {
      await generate();
    },
    configureServer(server) {
      const photos = resolve(root, PHOTOS_DIR);
      server.watcher.add(photos);
      const onChange = async (file: string) => {
        if (!file.startsWith(photos)) return;
        pending = undefined;
        await generate();
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", onChange).on("change", onChange).on("unlink", onChange);
    },
  };
}
