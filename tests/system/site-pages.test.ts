import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "~/platform/navigation/page-table";
import { withoutNonce } from "../../server/prerendered";
import { type RunningServer, startServer, tempDataDir } from "./server";

/**
 * The production server renders the page table's pages itself once the database is ready, and
 * serves what it rendered, not the build's files: here the build's copy of /automation is made
 * stale on purpose, and the visitor must get the page as the code renders it, byte for byte what
 * `npm run build` prerenders, with the same CSP by hashes.
 */

const built = resolve("build/client");
const buildTimeFile = (path: string) =>
  join(built, ...path.split("/").filter(Boolean), "index.html");
const STALE = "<body data-stale-copy-of-the-build";

let root = "";
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "procelia-site-pages-"));
  mkdirSync(join(root, "build"));
  symlinkSync(resolve("build/server"), join(root, "build/server"));
  cpSync(built, join(root, "build/client"), { recursive: true });
  for (const folder of ["content", "drizzle"]) symlinkSync(resolve(folder), join(root, folder));
  const stale = join(root, "build/client/automation/index.html");
  writeFileSync(stale, readFileSync(stale, "utf8").replace("<body", STALE));
  server = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: undefined }, root);
  const deadline = Date.now() + 60_000;
  while (!server.output().includes("pages rendered in") && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
  }
});

afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("pages rendered by the production server", () => {
  it("renders every page of the page table at start-up, in both languages, without a failure", () => {
    const line = server
      .output()
      .split("\n")
      .find((text) => text.includes("pages rendered in"));
    expect(line, server.output()).toBeDefined();
    const { rendering } = JSON.parse(line ?? "{}") as {
      rendering: { pages: number; failed: number };
    };
    expect(rendering.pages).toBe(prerenderPaths().length);
    expect(rendering.failed).toBe(0);
  });

  it("serves what it rendered, identical to the build's pages, with their CSP by hashes", async () => {
    for (const path of prerenderPaths()) {
      const expected = withoutNonce(readFileSync(buildTimeFile(path), "utf8"));
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("data-stale-copy-of-the-build");
      expect(html === expected.html, `${path} differs from the build's copy`).toBe(true);
      expect(res.headers.get("content-security-policy"), path).toBe(expected.csp);
    }
  });
});
