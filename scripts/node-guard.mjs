// Every entry (npm start, dev, test, the command-line tools, the systemd unit) loads this first:
// on an older Node the project's TypeScript would fail somewhere deep, or run half-working.
// Plain JavaScript that any Node can parse; the minimum is package.json's "engines".
import { readFileSync } from "node:fs";

const wanted = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
).engines.node.replace(/^>=\s*/, "");
const [needMajor, needMinor = 0] = wanted.split(".").map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Procelia needs Node.js ${wanted} or later, and this is Node.js ${process.versions.node} (${process.execPath}): run npm ci (--ignore-scripts is not supported: it skips the project's own Node) and start it again through npm, or install Node.js 24.`,
  );
  process.exit(1);
}
