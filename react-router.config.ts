import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/platform/navigation/page-table";
import { OG_PREFIX, ogImagePaths } from "./app/platform/seo/og-paths";

export default {
  appDirectory: "app",
  ssr: true,
  // Content pages are static: render them once at build time, in both languages, with the
  // social preview of every page.
  prerender: () => [...prerenderPaths(), ...ogImagePaths()],
  // Prerendering a resource route also writes its client-navigation data (.data, the PNG again
  // as text, 150 KB each); no one fetches the previews that way.
  async buildEnd({ reactRouterConfig }) {
    const og = join(reactRouterConfig.buildDirectory, "client", OG_PREFIX);
    for (const file of await readdir(og, { recursive: true }).catch(() => [])) {
      if (file.endsWith(".png.data")) await rm(join(og, file));
    }
  },
} satisfies Config;
