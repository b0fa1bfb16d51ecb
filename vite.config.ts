import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { photoVariants } from "./app/build/vite-photos";

export const ISLANDS_ENTRY = "app/islands/client.tsx";

/**
 * Adds the islands' browser entry to React Router's client build, so it shares React's chunk
 * with it, and writes its file name and static imports to build/islands.json, where the server
 * finds the script and modulepreload links of pages with islands (docs/decisions/009).
 */
function islandsEntry(): Plugin {
  let reference: string | undefined;
  let outDir = "";
  return {
    name: "procelia:islands-entry",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: resolve(ISLANDS_ENTRY), name: "islands" });
    },
    generateBundle(_options, bundle) {
      if (!reference) return;
      const file = this.getFileName(reference);
      const chunk = bundle[file];
      const imports = chunk?.type === "chunk" ? chunk.imports : [];
      const target = resolve(dirname(outDir), "islands.json");
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(
        target,
        JSON.stringify({ entry: `/${file}`, preload: imports.map((name) => `/${name}`) }),
      );
    },
  };
}

export default defineConfig({
  plugins: [photoVariants(), tailwindcss(), reactRouter(), islandsEntry()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // Two terser passes take about 3 KB gzip off each hydrated page (React and the router) for
    // a few seconds of build; measured in docs/decisions/008.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
