import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build as esbuild } from "esbuild";
import { build, defineConfig, type Plugin } from "vite";
import { browserModules } from "./app/admin/shell/browser-modules.ts";
import { MARKDOWN_WORKER_FILE } from "./app/platform/text/markdown-render-protocol.ts";
import { INLINED_PACKAGES } from "./scripts/inlined-packages.mjs";
import { photoVariants } from "./scripts/photos/vite-photos.ts";

export const ISLANDS_ENTRY = "app/platform/islands/client.tsx";

const ISLANDS_MODULE = "virtual:islands-scripts";
const DEV_ISLANDS_SCRIPTS = {
  // React Router's plugin refuses to run a component module before its React Refresh preamble.
  scripts: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", `/${ISLANDS_ENTRY}`],
  preload: [],
  // Vite serves each back-office module from its source.
  browser: Object.fromEntries(
    Object.entries(browserModules).map(([name, source]) => [name, `/${source}`]),
  ),
};

const APP_ALIAS = { "~": new URL("./app", import.meta.url).pathname };

// Preact's React layer, under the names the islands' code imports (`react/jsx-runtime` included).
const PREACT_FOR_REACT = { react: "preact/compat", "react-dom": "preact/compat" };

/** Both browser builds (React Router's and the islands'). */
const BROWSER_BUILD = {
  assetsInlineLimit: 0,
  // Two terser passes take about 3 KB gzip off each hydrated page for a few seconds of build;
  // measured in docs/decisions/008.
  minify: "terser",
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
} as const;

/**
 * Builds the islands' browser entry once React Router's client build has been written, into
 * the same folder, with Preact's React layer in place of React DOM (docs/decisions/012: React
 * DOM's evaluation was the hydrated pages' longest task). The back office keeps React Router
 * on React. Then the back office's browser modules (app/admin/shell/browser-modules.ts), in a
 * build of their own so that the public pages' chunks never depend on them (docs/decisions/039).
 * The entries' files and static imports go to build/islands.json, which the server build (made
 * after the client's) reads into `virtual:islands-scripts`. In development Vite serves the
 * sources (the islands on React, docs/decisions/009).
 */
function islandsEntry(): Plugin {
  let manifest = "";
  let outDir = "";
  let root = "";
  let serving = false;
  return {
    name: "procelia:islands-entry",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
      // React Router 8 builds through Vite's environments: the browser's folder is the client's.
      outDir = resolve(
        config.root,
        config.environments.client?.build.outDir ?? config.build.outDir,
      );
      manifest = resolve(dirname(outDir), "islands.json");
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? `\0${ISLANDS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_MODULE}`) return undefined;
      const scripts = serving ? DEV_ISLANDS_SCRIPTS : JSON.parse(readFileSync(manifest, "utf8"));
      return `export default ${JSON.stringify(scripts)};`;
    },
    async closeBundle() {
      if (serving || this.environment.name !== "client") return;
      const entries: Record<string, { file: string; imports: string[] }> = {};
      const browserBuild = (input: Record<string, string>, alias: Record<string, string>) =>
        build({
          configFile: false,
          root,
          logLevel: "warn",
          plugins: [recordEntries(entries)],
          resolve: { alias: { ...APP_ALIAS, ...alias } },
          build: {
            ...BROWSER_BUILD,
            outDir,
            emptyOutDir: false,
            rollupOptions: {
              input: Object.fromEntries(
                Object.entries(input).map(([name, source]) => [name, resolve(root, source)]),
              ),
              output: { entryFileNames: "assets/[name]-[hash].js" },
            },
          },
        });
      await browserBuild({ islands: ISLANDS_ENTRY }, PREACT_FOR_REACT);
      await browserBuild(browserModules, {});
      const islands = entries.islands;
      if (!islands) throw new Error("the islands' build produced no islands entry");
      const browser: Record<string, string> = {};
      for (const name of Object.keys(browserModules)) {
        const entry = entries[name];
        if (!entry) throw new Error(`the back office's build produced no ${name}`);
        browser[name] = `/${entry.file}`;
      }
      mkdirSync(dirname(manifest), { recursive: true });
      writeFileSync(
        manifest,
        JSON.stringify({
          scripts: [`/${islands.file}`],
          preload: islands.imports.map((name) => `/${name}`),
          browser,
        }),
      );
    },
  };
}

/** Records each entry's file and the chunks it imports statically (to preload them). */
function recordEntries(entries: Record<string, { file: string; imports: string[] }>): Plugin {
  return {
    name: "procelia:browser-entries",
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk" && item.isEntry) {
          entries[item.name] = { file: item.fileName, imports: item.imports };
        }
      }
    },
  };
}

/**
 * Writes the Markdown rendering worker (app/platform/text/markdown-render.worker.ts) beside the server
 * build: a worker thread loads a file of its own, outside the server's bundle. npm packages stay
 * in node_modules, as for the server build. In development the source is bundled on demand
 * (app/platform/text/markdown-worker-file.server.ts).
 */
function markdownWorker(): Plugin {
  let serving = false;
  let root = "";
  return {
    name: "procelia:markdown-worker",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    async closeBundle() {
      if (serving || this.environment.name !== "ssr") return;
      await esbuild({
        entryPoints: [resolve(root, "app/platform/text/markdown-render.worker.ts")],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node24",
        packages: "external",
        logLevel: "warning",
        outfile: resolve(root, this.environment.config.build.outDir, MARKDOWN_WORKER_FILE),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [photoVariants(), tailwindcss(), reactRouter(), islandsEntry(), markdownWorker()],
  resolve: { alias: APP_ALIAS },
  build: BROWSER_BUILD,
  environments: {
    ssr: {
      // In the build only: the development server starts once, and would transform them itself.
      ...(command === "build" ? { resolve: { noExternal: INLINED_PACKAGES } } : {}),
      build: {
        // The Express app is the server build's entry (it re-exports the build): one module graph.
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
}));
