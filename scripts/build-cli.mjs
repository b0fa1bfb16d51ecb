// Bundles the command-line tools (scripts/leads.ts, users.ts, db-copy-to-postgres.ts, backup.ts,
// restore.ts, restore-test.ts, doctor.ts) into build/cli/, so production runs them without tsx.
// npm packages stay external but those of ./inlined-packages.mjs. (The server is React Router's
// build: server/app.ts is its entry.)
// Last step of every build: it compresses the client's assets once (./precompress-assets.mjs) and
// records what the build was made from (build/build-info.json).
import { rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { BUILD_INFO, currentBuildInfo } from "./build-info.mjs";
import { INLINED_PACKAGES } from "./inlined-packages.mjs";
import { precompressAssets } from "./precompress-assets.mjs";

/** Every npm package stays external (loaded from node_modules) but those named. */
function packagesExternalBut(inlined) {
  return {
    name: "packages-external-but",
    setup(build) {
      build.onResolve({ filter: /^[^./~]/ }, ({ path }) =>
        inlined.some((name) => path === name || path.startsWith(`${name}/`))
          ? undefined
          : { path, external: true },
      );
    },
  };
}

// Chunks are named by their hash: those of an earlier build would pile up.
rmSync("build/cli", { recursive: true, force: true });
await build({
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  plugins: [packagesExternalBut(INLINED_PACKAGES)],
  // What a tool imports only when it needs it (the app's database for the doctor) goes into a
  // chunk of its own, loaded then: in one file, its packages would load at every start.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  entryPoints: [
    "scripts/leads.ts",
    "scripts/users.ts",
    "scripts/db-copy-to-postgres.ts",
    "scripts/backup.ts",
    "scripts/restore.ts",
    "scripts/restore-test.ts",
    "scripts/doctor.ts",
  ],
  outdir: "build/cli",
});
await precompressAssets("build/client/assets");
writeFileSync(BUILD_INFO, `${JSON.stringify(currentBuildInfo(), null, 2)}\n`);
