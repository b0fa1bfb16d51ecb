// Bundles the command-line tools (scripts/leads.ts, scripts/users.ts,
// scripts/db-copy-to-postgres.ts) into build/cli/, so production runs them without tsx. npm
// packages stay external. (The server is React Router's build: server/app.ts is its entry.)
import { build } from "esbuild";

await build({
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
  entryPoints: ["scripts/leads.ts", "scripts/users.ts", "scripts/db-copy-to-postgres.ts"],
  outdir: "build/cli",
});
