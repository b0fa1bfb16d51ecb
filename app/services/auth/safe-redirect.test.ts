import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeRedirect("/admin/audit?page=2#top")).toBe("/admin/audit?page=2#top");
    expect(safeRedirect("/en/admin/account", "/en/admin")).toBe("/en/admin/account");
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
});
