import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/**
 * Targets that pass a check of the raw text but that a browser (or a proxy that decodes the
 * path) reads as another site once "." segments and escapes are resolved.
 */
const disguisedOffsiteTargets = [
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example/x?y=1",
  "/.\\evil.example",
  "/..\\/evil.example",
  "/./\\evil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/.%5c/evil.example",
  "/%2e/%5cevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
];

describe("safeRedirect", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeRedirect("/admin/audit?page=2#top")).toBe("/admin/audit?page=2#top");
    expect(safeRedirect("/en/admin/account", "/en/admin")).toBe("/en/admin/account");
    expect(safeRedirect("/admin/./leads/../audit")).toBe("/admin/audit");
  });

  it.each([
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/admin",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "",
    undefined,
    null,
    ["/admin"],
  ])("sends %j to the back office's home instead", (target) => {
    expect(safeRedirect(target, "/admin")).toBe("/admin");
  });

  it.each(disguisedOffsiteTargets)(
    "checks the normalised path of %j, not only the input",
    (target) => {
      expect(safeRedirect(target, "/admin")).toBe("/admin");
    },
  );
});
