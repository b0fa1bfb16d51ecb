import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { BUILD_INFO, rebuildReason, sourceFingerprint } from "../../scripts/build-info.mjs";

/** `npm start` after a `git pull`: the build made from the old sources is not served. */
const root = mkdtempSync(join(tmpdir(), "procelia-build-info-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};

it("builds when there is no build, when it names no sources, and when the sources changed", () => {
  write("app/routes/home.tsx", "export default function Home() {}");
  expect(rebuildReason(root)).toBe("No production build yet");

  write("build/server/index.js", "");
  write("build/cli/users.js", "");
  expect(rebuildReason(root)).toBe("The build does not say what it was made from");

  write(
    BUILD_INFO,
    JSON.stringify({ version: "1.1.0", commit: "abc", sources: sourceFingerprint(root) }),
  );
  expect(rebuildReason(root)).toBeUndefined();

  // What the build writes itself (the photos' variants) is not a source.
  write("app/platform/content/images/generated/hall-640.avif", "bytes");
  expect(rebuildReason(root)).toBeUndefined();

  write("app/routes/home.tsx", "export default function Home() { return null; }");
  expect(rebuildReason(root)).toBe("The sources changed since the last build");
});

it("builds again when a command-line tool changed (build/cli bundles it), not for a script run as it is", () => {
  write("scripts/users.ts", "console.log(1);");
  write("scripts/bench.mjs", "console.log(1);");
  write(
    BUILD_INFO,
    JSON.stringify({ version: "1.1.0", commit: "abc", sources: sourceFingerprint(root) }),
  );
  write("scripts/bench.mjs", "console.log(2);");
  expect(rebuildReason(root)).toBeUndefined();
  write("scripts/users.ts", "console.log(2);");
  expect(rebuildReason(root)).toBe("The sources changed since the last build");
});
