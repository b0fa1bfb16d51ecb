// What a build was made from: the release (package.json's version), the commit, and a
// fingerprint of the sources, so that `npm start` knows when the build no longer matches them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const BUILD_INFO = "build/build-info.json";

/** What the build is made of: every file of these folders and these files. */
const SOURCES = [
  "app",
  "server",
  "content",
  "drizzle",
  "public",
  // The TypeScript of scripts/: the command-line tools bundled into build/cli and the photo
  // variants the build makes (the .mjs ones run from the checkout and are not built).
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** Written by the build itself (the photos' variants): not a source. */
const MADE_BY_THE_BUILD = new Set(["app/platform/content/images/generated"]);

function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full) || MADE_BY_THE_BUILD.has(path)) return [];
  if (!statSync(full).isDirectory())
    return path.startsWith("scripts/") && !path.endsWith(".ts") ? [] : [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(root, join(path, name)));
}

/** A hash of the sources' names and contents: the same tree gives the same value. */
export function sourceFingerprint(root = ".") {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((path) => filesOf(root, path))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

function commit() {
  // A release built from an archive has no history: deploy/upgrade.sh says which commit it is.
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT.slice(0, 12);
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown"; // a copy of the sources without their history
  }
}

export function currentBuildInfo() {
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  return { version, commit: commit(), sources: sourceFingerprint() };
}

/** Why the build in `root` cannot be served as it is, or undefined when it matches its sources. */
export function rebuildReason(root = ".") {
  const built = ["build/server/index.js", "build/cli/users.js"];
  if (!built.every((file) => existsSync(join(root, file)))) return "No production build yet";
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(join(root, BUILD_INFO), "utf8"));
  } catch {
    return "The build does not say what it was made from";
  }
  if (recorded.sources !== sourceFingerprint(root))
    return "The sources changed since the last build";
  return undefined;
}
