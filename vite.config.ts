import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
        manualChunks(id) {
          if (/\/app\/ui\/(site|contact|blog|home|projects|legal)\//.test(id)) return undefined;
          if (/\/app\/ui\/(drawer-panel|toaster)\.tsx$/.test(id)) return undefined;
          if (/\/app\/(ui|i18n|content|seo)\/[^/]+\.tsx?$/.test(id) && !id.includes(".server."))
            return "shared";
          if (
            /\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/)/.test(id)
          )
            return "shared";
          // Left alone, Rollup folds the icons shared by two pages into the shared chunk, so every
          // page would download every page's icons.
          const icon = id.match(/\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/);
          if (icon) return `icon-${icon[1]}`;
          return undefined;
        },
      },
    },
  },
});
