import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { photoVariants } from "./scripts/photos/vite-photos";

export const ISLANDS_ENTRY = "app/islands/client.tsx";

const ISLANDS_MODULE = "virtual:islands-scripts";
const DEV_ISLANDS_SCRIPTS = {
  // React Router's plugin refuses to run a component module before its React Refresh preamble.
  scripts: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", `/${ISLANDS_ENTRY}`],
  preload: [],
};

/**
 * Adds the islands' browser entry to React Router's client build, so that it shares React's
 * chunk, and tells the server build where it landed: the client build writes the entry's file
 * and static imports to build/islands.json, which the server build (made after it) reads into
 * `virtual:islands-scripts`. In development Vite serves the source (docs/decisions/009).
 */
function islandsEntry(): Plugin {
  let reference: string | undefined;
  let manifest = "";
  let serving = false;
  return {
    name: "procelia:islands-entry",
    configResolved(config) {
      serving = config.command === "serve";
      manifest = resolve(dirname(resolve(config.root, config.build.outDir)), "islands.json");
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: resolve(ISLANDS_ENTRY), name: "islands" });
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? `\0${ISLANDS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_MODULE}`) return undefined;
      const scripts = serving ? DEV_ISLANDS_SCRIPTS : JSON.parse(readFileSync(manifest, "utf8"));
      return `export default ${JSON.stringify(scripts)};`;
    },
    generateBundle(_options, bundle) {
      if (!reference) return;
      const file = this.getFileName(reference);
      const chunk = bundle[file];
      const imports = chunk?.type === "chunk" ? chunk.imports : [];
      mkdirSync(dirname(manifest), { recursive: true });
      writeFileSync(
        manifest,
        JSON.stringify({ scripts: [`/${file}`], preload: imports.map((name) => `/${name}`) }),
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
