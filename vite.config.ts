import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideDirectImports } from "./scripts/vite/lucide-direct-imports";

/** The building blocks every page uses, in one chunk; page-specific UI stays with its page. */
function isSharedModule(id: string): boolean {
  if (/\/app\/ui\/(site|contact|blog|home|projects|legal)\//.test(id)) return false;
  if (/\/app\/ui\/toaster\.tsx$/.test(id) || id.includes(".server.")) return false;
  if (/\/app\/(ui|i18n|seo)\/[^/]+\.tsx?$/.test(id)) return true;
  // Content of the header and footer; page-specific content (clients, legal identity) stays with its page.
  if (/\/app\/content\/(company|images|browser-storage)\.ts$/.test(id)) return true;
  return /\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/)/.test(id);
}

type ModuleInfoGetter = (id: string) => { importers: readonly string[] } | null;

/**
 * Whatever a shared module imports statically is shared too; otherwise the shared chunk and a
 * page chunk could import each other, and one would run before the other is ready.
 */
function inSharedChunk(
  id: string,
  getModuleInfo: ModuleInfoGetter,
  seen = new Set<string>(),
): boolean {
  if (isSharedModule(id)) return true;
  if (/\/app\/(pages|api|seo)\/|\/app\/root\.tsx/.test(id) || seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) =>
    inSharedChunk(importer, getModuleInfo, seen),
  );
}

export default defineConfig({
  plugins: [lucideDirectImports(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // JS budget is 125 KB per page: terser's two passes shave a few KB off React and the router.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // React Router preloads route modules itself; Vite's preload helper only served the lazy drawer/toaster.
    modulePreload: false,
    rollupOptions: {
      // One chunk for the building blocks every page uses, instead of a dozen small files that
      // each cost an import round and a gzip header. Page-specific UI stays with its page.
      output: {
        manualChunks(id, { getModuleInfo }) {
          return inSharedChunk(id, getModuleInfo) ? "shared" : undefined;
        },
      },
    },
  },
});
