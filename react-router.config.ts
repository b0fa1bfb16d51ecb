import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/navigation/page-table";

export default {
  appDirectory: "app",
  ssr: true,
  // Content pages are static: render them once at build time, in both languages.
  prerender: () => prerenderPaths(),
} satisfies Config;
