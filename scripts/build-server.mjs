// Bundles the Express server (server/index.ts) into build/express/index.js and the command-line
// tools (scripts/contacts.ts, scripts/users.ts, scripts/db-copy-to-postgres.ts) into build/cli/, so production runs them without tsx.
// npm packages stay external.
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server/index.ts"], outfile: "build/express/index.js" });
await build({
  ...common,
  entryPoints: ["scripts/contacts.ts", "scripts/users.ts", "scripts/db-copy-to-postgres.ts"],
  outdir: "build/cli",
});
